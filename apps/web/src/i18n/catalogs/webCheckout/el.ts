import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in el. */
export default {
  'web.checkout.loadError': 'Δεν ήταν δυνατή η φόρτωση της ολοκλήρωσης αγοράς.',
  'web.checkout.reason.paymentDeclined':
    'Η κάρτα σας απορρίφθηκε και δεν έγινε καμία χρέωση. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'web.checkout.reason.foreignSession':
    'Αυτός ο σύνδεσμος ανήκε σε άλλη συνεδρία κράτησης, οπότε δεν άλλαξε τίποτα. Μπορείτε να συνεχίσετε την κράτησή σας εδώ.',
  'web.checkout.reason.unknownBasket': 'Δεν βρήκαμε αυτή την ολοκλήρωση αγοράς.',
  'web.checkout.summary.title': 'Η κράτησή σας',
  'web.checkout.summary.unitType': 'Αποθηκευτικός χώρος',
  'web.checkout.summary.moveInDate': 'Ημερομηνία εισόδου',
  'web.checkout.summary.dueNow': 'Πληρωτέο τώρα',
  'web.checkout.summary.recurring': 'Μίσθωμα ανά περίοδο',
  'web.checkout.verify.waiting':
    'Η τράπεζά σας δεν έχει επιβεβαιώσει ακόμη την πληρωμή. Συνεχίστε στη σελίδα πληρωμής για να την ολοκληρώσετε.',
  'web.checkout.createBooking.creating': 'Δημιουργία της κράτησής σας…',
  'web.checkout.createBooking.error':
    'Δεν ήταν ακόμη δυνατή η δημιουργία της κράτησής σας. Δεν έγινε καμία διπλή κράτηση.',
  'web.checkout.success.loading': 'Φόρτωση της επιβεβαίωσης κράτησης…',
  'web.checkout.success.loadError': 'Δεν ήταν δυνατή η φόρτωση της επιβεβαίωσης κράτησης.',
  'web.checkout.success.invalidTitle': 'Αυτός ο σύνδεσμος επιβεβαίωσης δεν είναι έγκυρος',
  'web.checkout.success.invalidText':
    'Δεν ήταν δυνατό να επιβεβαιώσουμε κράτηση από αυτόν τον σύνδεσμο. Αν έχετε κάνει κράτηση, θα βρείτε τα στοιχεία στο email επιβεβαίωσης.',
  'web.checkout.signed.title': 'Η σύμβαση υπογράφηκε',
  'web.checkout.signed.text':
    'Σας ευχαριστούμε για την υπογραφή. Συνεχίστε την κράτησή σας για να την ολοκληρώσετε.',
  'web.checkout.signed.closeText':
    'Σας ευχαριστούμε για την υπογραφή. Μπορείτε να κλείσετε αυτή τη σελίδα και να συνεχίσετε από εκεί που ξεκινήσατε.',
  'web.checkout.signed.continue': 'Συνέχεια της κράτησης',
  'web.checkout.idCheckRedirect.title': 'Η επαλήθευση ταυτότητας ολοκληρώθηκε',
  'web.checkout.idCheckRedirect.text':
    'Σας ευχαριστούμε. Μπορείτε να κλείσετε αυτή τη σελίδα και να συνεχίσετε την κράτησή σας από εκεί που την ξεκινήσατε.',
} satisfies Record<keyof typeof english, string>;
