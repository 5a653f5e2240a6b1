import type english from './en';

/** Polish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Twoja tożsamość została już u nas zweryfikowana, więc ta rezerwacja nie wymaga weryfikacji tożsamości.',
} as const satisfies Record<keyof typeof english, string>;
