import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in el. */
export default {
  'ui.checkout.holdCountdown.label': 'Υπόλοιπος χρόνος για να ολοκληρώσετε την κράτηση',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Απομένει # λεπτό για να ολοκληρώσετε την κράτησή σας. Μετά ο χώρος θα αποδεσμευτεί.} other {Απομένουν # λεπτά για να ολοκληρώσετε την κράτησή σας. Μετά ο χώρος θα αποδεσμευτεί.}}',
  'ui.checkout.holdCountdown.expired': 'Ο χρόνος για την ολοκλήρωση της κράτησής σας έληξε.',
  'ui.checkout.openCheckout.text': 'Έχετε μια κράτηση σε εξέλιξη (δεσμευμένη για ακόμη {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Έχετε μια κράτηση για {unitType} σε εξέλιξη (δεσμευμένη για ακόμη {time}).',
  'ui.checkout.openCheckout.continue': 'Συνέχεια κράτησης',
  'ui.checkout.openCheckout.startOver': 'Έναρξη από την αρχή',
  'ui.checkout.openCheckout.startingOver': 'Γίνεται ακύρωση…',
  'ui.checkout.openCheckout.startOverError': 'Δεν ήταν δυνατή η ακύρωση της κράτησης σε εξέλιξη. Δοκιμάστε ξανά.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Στείλαμε επιβεβαίωση στη διεύθυνση {email}, με σύνδεσμο για την πύλη πελατών σας.',
  'ui.checkout.resultSummary.bookingInPortal': 'Δείτε αυτή την κράτηση στην πύλη πελατών',
  'ui.customer.customerForm.summaryIntro': 'Κάνετε κράτηση με τον λογαριασμό πελάτη σας, με αυτά τα στοιχεία:',
  'ui.customer.customerForm.summaryName': 'Ονοματεπώνυμο',
  'ui.customer.customerForm.summaryAddress': 'Διεύθυνση',
  'ui.customer.customerForm.editDetails': 'Επεξεργασία στοιχείων',
  'ui.customer.customerForm.emailFromAccount': 'Η κράτηση συνδέεται με τον λογαριασμό πελάτη σας με αυτή τη διεύθυνση email.',
  'web.flow.customer.accountLoading': 'Φόρτωση των στοιχείων του λογαριασμού σας…',
  'web.flow.customer.accountLoadError': 'Δεν ήταν δυνατή η φόρτωση των στοιχείων του λογαριασμού σας.',
  'web.flow.alreadyBooked.portalLink': 'Μετάβαση στην πύλη πελατών',
} satisfies Record<keyof typeof english, string>;
