import type english from './en';

/** Norwegian messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Identiteten din er allerede bekreftet hos oss, så denne bestillingen trenger ingen ID-kontroll.',
} as const satisfies Record<keyof typeof english, string>;
