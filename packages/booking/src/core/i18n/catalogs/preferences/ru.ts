import type english from './en';

/** Russian messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Ваша личность у нас уже подтверждена, поэтому для этого бронирования проверка личности не нужна.',
} as const satisfies Record<keyof typeof english, string>;
