import type english from './en';

/** Spanish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Su identidad ya está verificada con nosotros, por lo que esta reserva no necesita verificación de identidad.',
} as const satisfies Record<keyof typeof english, string>;
