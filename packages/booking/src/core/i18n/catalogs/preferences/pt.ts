import type english from './en';

/** Portuguese messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'A sua identidade já está verificada connosco, por isso esta reserva não precisa de verificação de identidade.',
} as const satisfies Record<keyof typeof english, string>;
