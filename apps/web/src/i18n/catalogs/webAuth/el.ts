import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in el. */
export default {
  'web.auth.login.title': 'Σύνδεση',
  'web.auth.login.text':
    'Συνδεθείτε για να δείτε τις κρατήσεις και τα τιμολόγιά σας και να διαχειριστείτε τον τρόπο πληρωμής σας.',
  'web.auth.login.submit': 'Σύνδεση',
  'web.auth.redirecting': 'Σας μεταφέρουμε στη σύνδεση…',
  'web.auth.redirectFailed': 'Δεν ήταν δυνατό να ανοίξει η σελίδα σύνδεσης. Δοκιμάστε ξανά.',
  'web.auth.callback.signingIn': 'Γίνεται σύνδεση…',
  'web.auth.callback.failedTitle': 'Η σύνδεση δεν ολοκληρώθηκε',
  'web.auth.signInAgain': 'Συνδεθείτε ξανά',
  'web.auth.logout.title': 'Αποσυνδεθήκατε',
  'web.auth.logout.text':
    'Η συνεδρία σας σε αυτό το πρόγραμμα περιήγησης έληξε. Συνδεθείτε ξανά για να δείτε τις κρατήσεις σας.',
  'web.auth.logout.signingOut': 'Γίνεται αποσύνδεση…',
  'web.auth.account.signIn': 'Σύνδεση',
  'web.auth.account.myAccount': 'Ο λογαριασμός μου',
  'web.auth.account.changePassword': 'Αλλαγή κωδικού πρόσβασης',
  'web.auth.account.menu': 'Μενού λογαριασμού',
  'web.auth.account.signOut': 'Αποσύνδεση',
} satisfies Record<keyof typeof english, string>;
