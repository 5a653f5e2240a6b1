import type english from './en';

/** Dutch messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Uw identiteit is al bij ons geverifieerd, dus voor deze boeking is geen identiteitscontrole nodig.',
} as const satisfies Record<keyof typeof english, string>;
