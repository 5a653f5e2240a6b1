import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in el. */
export default {
  'web.portal.overview.title': 'Ο λογαριασμός μου',
  'web.portal.locations.loading': 'Φόρτωση των καταστημάτων σας…',
  'web.portal.overview.loading': 'Φόρτωση του λογαριασμού σας…',
  'web.portal.locations.loadError': 'Δεν ήταν δυνατή η φόρτωση των καταστημάτων σας.',
  'web.portal.bookings.loadError': 'Δεν ήταν δυνατή η φόρτωση των κρατήσεών σας.',
  'web.portal.openInvoices.loadError': 'Δεν ήταν δυνατή η φόρτωση των ανεξόφλητων τιμολογίων σας.',
  'web.portal.invoiceHistory.loadError': 'Δεν ήταν δυνατή η φόρτωση του ιστορικού τιμολογίων σας.',
  'web.portal.paymentMethod.loadError': 'Δεν ήταν δυνατή η φόρτωση του τρόπου πληρωμής σας.',
  'web.portal.savedPaymentMethods.title': 'Αποθηκευμένοι τρόποι πληρωμής',
  'web.portal.savedPaymentMethods.loading': 'Φόρτωση των τρόπων πληρωμής σας…',
  'web.portal.savedPaymentMethods.empty': 'Δεν έχετε αποθηκευμένους τρόπους πληρωμής.',
  'web.portal.savedPaymentMethods.loadError': 'Δεν ήταν δυνατή η φόρτωση των τρόπων πληρωμής σας.',
  'web.portal.savedPaymentMethods.needsVerification': 'απαιτεί επαλήθευση',
  'web.portal.notifications.loadError': 'Δεν ήταν δυνατή η φόρτωση των ειδοποιήσεών σας.',
  'web.portal.cancel.done': 'Η κράτηση {unit} ακυρώθηκε. Η τελευταία σας ημέρα είναι {date}.',
  'web.portal.withdraw.done': 'Η ακύρωση της κράτησης {unit} ανακλήθηκε. Η μίσθωσή σας συνεχίζεται.',
  'web.portal.withdraw.failed':
    'Δεν ήταν δυνατή η ανάκληση της ακύρωσης της κράτησης {unit}. Δοκιμάστε ξανά.',
  'web.portal.withdraw.tooLate':
    'Η ακύρωση της κράτησης {unit} δεν μπορεί πλέον να ανακληθεί: η τελευταία ημέρα έφτασε.',
  'web.portal.sharedAccess.teaser':
    'Επιτρέψτε σε άλλα άτομα να διαχειρίζονται τον λογαριασμό σας σε αυτό το κατάστημα.',
  'web.portal.sharedAccess.manage': 'Διαχείριση κοινής πρόσβασης',
  'web.portal.sharedAccess.title': 'Κοινή πρόσβαση – {location}',
  'web.portal.sharedAccess.loadError': 'Δεν ήταν δυνατή η φόρτωση των ατόμων με κοινή πρόσβαση.',
  'web.portal.backToOverview': 'Επιστροφή στον λογαριασμό μου',
  'web.portal.paymentUpdate.title': 'Αλλαγή τρόπου πληρωμής',
  'web.portal.paymentUpdate.lead':
    'Προσθέστε την κάρτα από την οποία θα χρεώνεται στο εξής το ενοίκιό σας στο κατάστημα {location}. Τίποτα δεν χρεώνεται τώρα.',
  'web.portal.paymentUpdate.loading': 'Προετοιμασία της ασφαλούς φόρμας πληρωμής…',
  'web.portal.paymentUpdate.loadError': 'Δεν ήταν δυνατό το άνοιγμα της ασφαλούς φόρμας πληρωμής.',
  'web.portal.paymentUpdate.redirecting': 'Μεταφέρεστε στην ασφαλή σελίδα πληρωμής…',
  'web.portal.paymentUpdate.continue': 'Συνέχεια στη σελίδα πληρωμής',
  'web.portal.paymentVerify.title': 'Νέος τρόπος πληρωμής',
  'web.portal.paymentVerify.saving': 'Αποθήκευση του νέου τρόπου πληρωμής σας…',
  'web.portal.paymentVerify.saved':
    'Ο νέος τρόπος πληρωμής σας αποθηκεύτηκε. Το ενοίκιό σας θα χρεώνεται πλέον σε αυτόν.',
  'web.portal.paymentVerify.savedToast': 'Ο τρόπος πληρωμής σας ενημερώθηκε.',
  'web.portal.paymentVerify.notSaved': 'Η κάρτα δεν αποθηκεύτηκε. Ο τρόπος πληρωμής σας δεν άλλαξε.',
  'web.portal.paymentVerify.invalid':
    'Αυτή η κάρτα δεν μπορεί να χρησιμοποιηθεί ως τρόπος πληρωμής. Ο τρόπος πληρωμής σας δεν άλλαξε.',
  'web.portal.paymentVerify.failed':
    'Δεν ήταν δυνατή η αποθήκευση του νέου τρόπου πληρωμής σας. Δοκιμάστε ξανά.',
  'web.portal.paymentVerify.tryAgain': 'Δοκιμάστε ξανά',
} satisfies Record<keyof typeof english, string>;
