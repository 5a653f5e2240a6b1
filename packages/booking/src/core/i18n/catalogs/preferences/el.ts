import type english from './en';

/** Greek messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Η ταυτότητά σας έχει ήδη επαληθευτεί σε εμάς, οπότε αυτή η κράτηση δεν χρειάζεται επαλήθευση ταυτότητας.',
  'ui.portal.notificationPreferences.title': 'Ειδοποιήσεις',
  'ui.portal.notificationPreferences.intro': 'Επιλέξτε ποια μηνύματα σας στέλνουμε και πώς.',
  'ui.portal.notificationPreferences.caption': 'Ειδοποιήσεις ανά κανάλι',
  'ui.portal.notificationPreferences.kind': 'Μήνυμα',
  'ui.portal.notificationPreferences.email': 'Email',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Τιμολόγια',
  'ui.portal.notificationPreferences.reminders': 'Υπενθυμίσεις',
  'ui.portal.notificationPreferences.news': 'Νέα και προσφορές',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Τιμολόγια μέσω email',
  'ui.portal.notificationPreferences.remindersByEmail': 'Υπενθυμίσεις μέσω email',
  'ui.portal.notificationPreferences.newsByEmail': 'Νέα και προσφορές μέσω email',
  'ui.portal.notificationPreferences.invoicesBySms': 'Τιμολόγια μέσω SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Υπενθυμίσεις μέσω SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Νέα και προσφορές μέσω SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Τα νέα και οι προσφορές είναι μάρκετινγκ: ενεργοποιώντας τα δίνετε συγκατάθεση σε διαφημιστικά μηνύματα, απενεργοποιώντας τα παντού την ανακαλείτε.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Τα μηνύματα μέσω SMS χρειάζονται αριθμό τηλεφώνου στα στοιχεία πελάτη σας.',
  'ui.portal.notificationPreferences.save': 'Αποθήκευση',
  'ui.portal.notificationPreferences.saving': 'Αποθήκευση…',
  'ui.portal.notificationPreferences.saved': 'Οι ρυθμίσεις ειδοποιήσεων αποθηκεύτηκαν.',
  'ui.portal.notificationPreferences.saveFailed':
    'Δεν ήταν δυνατή η αποθήκευση των αλλαγών σας. Παραμένουν εδώ: δοκιμάστε ξανά.',
  'ui.portal.notificationPreferences.loadFailed': 'Δεν ήταν δυνατή η φόρτωση των ρυθμίσεων ειδοποιήσεων.',
  'ui.portal.notificationPreferences.retry': 'Δοκιμάστε ξανά',
} as const satisfies Record<keyof typeof english, string>;
