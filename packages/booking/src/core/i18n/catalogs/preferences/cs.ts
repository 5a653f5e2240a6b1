import type english from './en';

/** Czech messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Vaše totožnost je u nás již ověřena, proto tato rezervace ověření totožnosti nepotřebuje.',
} as const satisfies Record<keyof typeof english, string>;
