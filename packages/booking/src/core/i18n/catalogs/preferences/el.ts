import type english from './en';

/** Greek messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Η ταυτότητά σας έχει ήδη επαληθευτεί σε εμάς, οπότε αυτή η κράτηση δεν χρειάζεται επαλήθευση ταυτότητας.',
} as const satisfies Record<keyof typeof english, string>;
