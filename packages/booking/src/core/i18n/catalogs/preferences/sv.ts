import type english from './en';

/** Swedish messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Din identitet är redan verifierad hos oss, så den här bokningen behöver ingen ID-kontroll.',
} as const satisfies Record<keyof typeof english, string>;
