import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in el. */
export default {
  'ui.options.price.perPeriod':
    '{period, select, weekly {{price} την εβδομάδα} monthly {{price} τον μήνα} other {{price} (εφάπαξ)}}',
  'ui.options.moveInDatePicker.range': 'Επιλέξτε ημερομηνία από {min} έως {max}.',
  'ui.options.moveInDatePicker.unitUnavailable':
    'Δεν υπάρχει διαθέσιμος αποθηκευτικός χώρος αυτού του τύπου από αυτή την ημερομηνία. Επιλέξτε άλλη ημερομηνία.',
  'ui.options.moveInDatePicker.dateUnavailable':
    'Αυτή η ημερομηνία δεν μπορεί να επιλεγεί. Επιλέξτε άλλη ημερομηνία.',
  'ui.options.billingPlanSelector.showMore': 'Εμφάνιση περισσότερων περιόδων χρέωσης',
  'ui.options.insuranceSelector.coverage': 'Κάλυψη έως {amount}',
  'ui.options.insuranceSelector.showMore': 'Εμφάνιση περισσότερων ασφαλίσεων',
  'ui.options.productSelector.oneTime': 'Προϊόντα εφάπαξ χρέωσης',
  'ui.options.productSelector.recurring': 'Προϊόντα επαναλαμβανόμενης χρέωσης',
  'ui.options.productSelector.quantity': 'Ποσότητα',
  'ui.options.productSelector.decrease': 'Μείωση ποσότητας: {name}',
  'ui.options.productSelector.increase': 'Αύξηση ποσότητας: {name}',
  'ui.options.productSelector.showMoreOneTime': 'Εμφάνιση περισσότερων προϊόντων εφάπαξ χρέωσης',
  'ui.options.productSelector.showMoreRecurring': 'Εμφάνιση περισσότερων προϊόντων επαναλαμβανόμενης χρέωσης',
  'ui.options.discountCodePanel.label': 'Κωδικός έκπτωσης',
  'ui.options.discountCodePanel.open': 'Έχω κωδικό έκπτωσης',
  'ui.options.discountCodePanel.apply': 'Εφαρμογή',
  'ui.options.discountCodePanel.cancel': 'Ακύρωση',
  'ui.options.discountCodePanel.validating': 'Έλεγχος κωδικού έκπτωσης…',
  'ui.options.discountCodePanel.applied': 'Ο κωδικός έκπτωσης {code} εφαρμόστηκε',
  'ui.options.discountCodePanel.remove': 'Αφαίρεση κωδικού έκπτωσης',
} satisfies Record<keyof typeof english, string>;
