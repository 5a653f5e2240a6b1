import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in el. */
export default {
  'ui.openCheckout.text': 'Έχετε μια κράτηση σε εξέλιξη (δεσμευμένη για ακόμη {time}).',
  'ui.openCheckout.textWithUnitType':
    'Έχετε μια κράτηση για {unitType} σε εξέλιξη (δεσμευμένη για ακόμη {time}).',
  'ui.openCheckout.continue': 'Συνέχεια κράτησης',
  'ui.openCheckout.startOver': 'Έναρξη από την αρχή',
  'ui.openCheckout.startingOver': 'Γίνεται ακύρωση…',
  'ui.openCheckout.startOverError': 'Δεν ήταν δυνατή η ακύρωση της κράτησης σε εξέλιξη. Δοκιμάστε ξανά.',
  'ui.customer.customerForm.summaryIntro':
    'Κάνετε κράτηση με τον λογαριασμό πελάτη σας, με αυτά τα στοιχεία:',
  'ui.customer.customerForm.summaryName': 'Ονοματεπώνυμο',
  'ui.customer.customerForm.summaryAddress': 'Διεύθυνση',
  'ui.customer.customerForm.editDetails': 'Επεξεργασία στοιχείων',
  'ui.customer.customerForm.emailFromAccount':
    'Η κράτηση συνδέεται με τον λογαριασμό πελάτη σας με αυτή τη διεύθυνση email.',
  'web.flow.customer.accountLoading': 'Φόρτωση των στοιχείων του λογαριασμού σας…',
  'web.flow.customer.accountLoadError': 'Δεν ήταν δυνατή η φόρτωση των στοιχείων του λογαριασμού σας.',
  'web.flow.alreadyBooked.portalLink': 'Μετάβαση στην πύλη πελατών',
} satisfies Record<keyof typeof english, string>;
