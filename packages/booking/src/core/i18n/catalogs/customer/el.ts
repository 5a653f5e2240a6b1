import type english from './en';

/** Messages of the customer form in el (Greek). */
export default {
  'ui.customer.customerForm.customerType': 'Τύπος πελάτη',
  'ui.customer.customerForm.private': 'Ιδιώτης',
  'ui.customer.customerForm.business': 'Επιχείρηση',
  'ui.customer.customerForm.firstName': 'Όνομα',
  'ui.customer.customerForm.lastName': 'Επώνυμο',
  'ui.customer.customerForm.companyName': 'Επωνυμία εταιρείας',
  'ui.customer.customerForm.vatNumber': 'ΑΦΜ',
  'ui.customer.customerForm.street': 'Οδός και αριθμός',
  'ui.customer.customerForm.zip': 'Ταχυδρομικός κώδικας',
  'ui.customer.customerForm.city': 'Πόλη',
  'ui.customer.customerForm.country': 'Χώρα',
  'ui.customer.customerForm.countryPlaceholder': 'Επιλέξτε χώρα',
  'ui.customer.customerForm.email': 'Διεύθυνση email',
  'ui.customer.customerForm.requiredNote': 'Τα πεδία με * είναι υποχρεωτικά.',
  'ui.customer.customerForm.required': 'υποχρεωτικό',
  'ui.customer.customerForm.conditions': 'Αποδέχομαι {document}.',
  'ui.customer.customerForm.conditionsDocument': 'τους όρους και τις προϋποθέσεις',
  'ui.customer.customerForm.privacy': 'Έχω διαβάσει {document}.',
  'ui.customer.customerForm.privacyDocument': 'την πολιτική απορρήτου',
  'ui.customer.customerForm.cancellation': 'Έχω διαβάσει {document}.',
  'ui.customer.customerForm.cancellationDocument': 'τις πληροφορίες για το δικαίωμα υπαναχώρησης',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Διορθώστε # πεδίο.} other {Διορθώστε # πεδία.}}',
  'ui.customer.customerForm.submit': 'Συνέχεια στην πληρωμή',
  'ui.customer.customerForm.submitting': 'Αποστολή των στοιχείων σας…',
  'ui.customer.phoneField.label': 'Τηλέφωνο',
  'ui.customer.phoneField.prefix': 'Κωδικός χώρας',
  'ui.customer.phoneField.number': 'Αριθμός τηλεφώνου',
  'ui.customer.interestRegistrationForm.title': 'Το ενδιαφέρον σας για {name}',
  'ui.customer.interestRegistrationForm.submit': 'Αποστολή δήλωσης',
  'ui.customer.interestRegistrationForm.submitting': 'Αποστολή της δήλωσής σας…',
  'ui.customer.interestRegistrationForm.success':
    'Σας ευχαριστούμε! Θα επικοινωνήσουμε μαζί σας μόλις ελευθερωθεί ένας χώρος αυτού του τύπου.',
  'ui.customer.interestRegistrationForm.error': 'Δεν ήταν δυνατή η αποστολή της δήλωσής σας. Δοκιμάστε ξανά.',
} satisfies Record<keyof typeof english, string>;
