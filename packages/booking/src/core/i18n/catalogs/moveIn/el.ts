import type english from './en';

/** Greek messages of the portal's documents and the move-in details (see `./en`). */
export default {
  'ui.portal.documents.downloadInvoice': 'Λήψη τιμολογίου {number} (PDF, {size})',
  'ui.portal.documents.downloadContract': 'Λήψη του μισθωτηρίου για τη μονάδα {unit} (PDF, {size})',
  'ui.portal.documents.fileSize': 'PDF, {size}',
  'ui.portal.documents.downloading': 'Λήψη σε εξέλιξη…',
  'ui.portal.documents.failed': 'Η λήψη απέτυχε. Δοκιμάστε ξανά.',
  'ui.portal.bookingsTable.contract': 'Μισθωτήριο',
  'ui.checkout.moveInDetails.title': 'Πληροφορίες μετακόμισης',
  'ui.checkout.moveInDetails.unit': 'Μονάδα',
  'ui.checkout.moveInDetails.moveInDate': 'Ημερομηνία μετακόμισης',
  'ui.checkout.moveInDetails.address': 'Διεύθυνση',
  'ui.checkout.moveInDetails.map': 'Εμφάνιση στον χάρτη',
  'ui.checkout.moveInDetails.mapLabel': 'Εμφάνιση στον χάρτη: {location} (ανοίγει σε νέα καρτέλα)',
  'ui.checkout.moveInDetails.accessHours': 'Ώρες πρόσβασης',
  'ui.checkout.moveInDetails.gateCode': 'Κωδικός πύλης',
  'ui.checkout.moveInDetails.gateCodeWithheld': 'Θα εμφανιστεί εδώ μόλις εγκριθεί ο έλεγχος ταυτότητάς σας.',
  'ui.checkout.moveInDetails.gateCodeNone': 'Σε αυτή την τοποθεσία δεν χρειάζεται κωδικός πύλης.',
  'ui.checkout.moveInDetails.gateCodeSignIn': 'Συνδεθείτε για να δείτε τον κωδικό της πύλης',
  'ui.checkout.moveInDetails.calendar': 'Προσθήκη της ημέρας μετακόμισης στο ημερολόγιο (.ics)',
  'ui.checkout.moveInDetails.calendarFailed':
    'Δεν ήταν δυνατή η λήψη του αρχείου ημερολογίου. Δοκιμάστε ξανά.',
  'ui.portal.bookingsTable.moveIn': 'Μετακόμιση',
  'ui.portal.bookingsTable.showMoveIn': 'Πληροφορίες μετακόμισης',
  'ui.portal.moveIn.loading': 'Φόρτωση πληροφοριών μετακόμισης…',
  'ui.portal.moveIn.loadError': 'Δεν ήταν δυνατή η φόρτωση των πληροφοριών μετακόμισης.',
  'ui.checkout.moveInDetails.close': 'Κλείσιμο πληροφοριών μετακόμισης',
} as const satisfies Record<keyof typeof english, string>;
