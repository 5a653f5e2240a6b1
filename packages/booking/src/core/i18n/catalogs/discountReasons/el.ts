import type english from './en';

/** Greek messages of a discount code that does not apply (see `./en`). */
export default {
  'formValidation.discountCodeUnknown': 'Αυτός ο κωδικός έκπτωσης δεν υπάρχει. Ελέγξτε την ορθογραφία.',
  'formValidation.discountCodeExpired': 'Αυτός ο κωδικός έκπτωσης έχει λήξει.',
  'formValidation.discountCodeNotYetValid': 'Αυτός ο κωδικός έκπτωσης δεν ισχύει ακόμη.',
  'formValidation.discountCodeUnitType':
    'Αυτός ο κωδικός έκπτωσης δεν ισχύει για αυτόν τον τύπο αποθηκευτικού χώρου.',
  'formValidation.discountCodeBillingPlan':
    'Αυτός ο κωδικός έκπτωσης δεν ισχύει με αυτό το πρόγραμμα χρέωσης.',
  'formValidation.discountCodeCustomerType': 'Αυτός ο κωδικός έκπτωσης δεν ισχύει για αυτόν τον τύπο πελάτη.',
  'ui.options.discountCodePanel.removed':
    'Ο κωδικός έκπτωσης {code} δεν ισχύει πλέον και αφαιρέθηκε. {reason}',
} as const satisfies Record<keyof typeof english, string>;
