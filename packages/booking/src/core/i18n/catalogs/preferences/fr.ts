import type english from './en';

/** French messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Votre identité est déjà vérifiée chez nous : cette réservation ne nécessite pas de vérification d’identité.',
} as const satisfies Record<keyof typeof english, string>;
