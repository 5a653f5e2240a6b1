import type english from './en';

/** Latvian messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Jūsu identitāte pie mums jau ir pārbaudīta, tāpēc šai rezervācijai identitātes pārbaude nav vajadzīga.',
} as const satisfies Record<keyof typeof english, string>;
