import type english from './en';

/** German messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Ihre Identität ist bei uns bereits bestätigt, daher ist für diese Buchung keine Identitätsprüfung nötig.',
} as const satisfies Record<keyof typeof english, string>;
