import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in el. */
export default {
  'ui.checkout.stepIndicator.label': 'Βήματα ολοκλήρωσης',
  'ui.checkout.stepIndicator.summary': 'Βήμα {current, number} από {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(ολοκληρώθηκε)',
  'ui.checkout.providerHandOff.paymentTitle': 'Πληρώστε την κράτησή σας',
  'ui.checkout.providerHandOff.paymentText':
    'Θα μεταφερθείτε στον συνεργάτη πληρωμών μας για να πληρώσετε με ασφάλεια με κάρτα. Στη συνέχεια θα επιστρέψετε αυτόματα εδώ.',
  'ui.checkout.providerHandOff.paymentContinue': 'Συνέχεια στην πληρωμή',
  'ui.checkout.providerHandOff.paymentPending': 'Προετοιμασία της σελίδας πληρωμής…',
  'ui.checkout.providerHandOff.paymentError': 'Δεν ήταν δυνατό να ανοίξει η σελίδα πληρωμής. Δοκιμάστε ξανά.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Υπογράψτε τη σύμβαση μίσθωσης',
  'ui.checkout.providerHandOff.eSignatureText':
    'Θα μεταφερθείτε στον συνεργάτη υπογραφών μας για να υπογράψετε ηλεκτρονικά τη σύμβαση μίσθωσης. Στη συνέχεια θα επιστρέψετε αυτόματα εδώ.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Συνέχεια στην υπογραφή',
  'ui.checkout.providerHandOff.eSignaturePending': 'Προετοιμασία της σελίδας υπογραφής…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Δεν ήταν δυνατό να ανοίξει η σελίδα υπογραφής. Δοκιμάστε ξανά.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Επαληθεύστε την ταυτότητά σας',
  'ui.checkout.providerHandOff.idCheckText':
    'Θα μεταφερθείτε στον συνεργάτη επαλήθευσης ταυτότητας για να επαληθεύσετε την ταυτότητά σας με ένα έγγραφο ταυτοποίησης. Στη συνέχεια θα επιστρέψετε αυτόματα εδώ.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Συνέχεια στην επαλήθευση ταυτότητας',
  'ui.checkout.providerHandOff.idCheckPending': 'Προετοιμασία της επαλήθευσης ταυτότητας…',
  'ui.checkout.providerHandOff.idCheckError':
    'Δεν ήταν δυνατό να ανοίξει η επαλήθευση ταυτότητας. Δοκιμάστε ξανά.',
  'ui.checkout.returnStatus.paymentChecking': 'Έλεγχος της πληρωμής σας',
  'ui.checkout.returnStatus.paymentSuccess': 'Η πληρωμή ελήφθη',
  'ui.checkout.returnStatus.paymentFailed': 'Η πληρωμή δεν ολοκληρώθηκε',
  'ui.checkout.returnStatus.paymentFailedText':
    'Δεν ήταν δυνατό να επιβεβαιωθεί η πληρωμή σας. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Έλεγχος της υπογραφής σας',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Η σύμβαση υπογράφηκε',
  'ui.checkout.returnStatus.eSignatureFailed': 'Η υπογραφή δεν ολοκληρώθηκε',
  'ui.checkout.returnStatus.eSignatureFailedText':
    'Δεν ήταν δυνατό να επιβεβαιωθεί η υπογραφή σας. Δοκιμάστε ξανά.',
  'ui.checkout.returnStatus.idCheckChecking': 'Έλεγχος της ταυτότητάς σας',
  'ui.checkout.returnStatus.idCheckSuccess': 'Η ταυτότητα επαληθεύτηκε',
  'ui.checkout.returnStatus.idCheckFailed': 'Η επαλήθευση ταυτότητας δεν ολοκληρώθηκε',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Δεν ήταν δυνατό να επιβεβαιωθεί η επαλήθευση της ταυτότητάς σας. Δοκιμάστε ξανά.',
  'ui.checkout.returnStatus.checkingText': 'Αυτό διαρκεί λίγα δευτερόλεπτα. Κρατήστε αυτή τη σελίδα ανοιχτή.',
  'ui.checkout.returnStatus.successText': 'Ευχαριστούμε. Μεταφέρεστε στο επόμενο βήμα.',
  'ui.checkout.returnStatus.continue': 'Συνέχεια',
  'ui.checkout.resultSummary.title': 'Η κράτηση επιβεβαιώθηκε',
  'ui.checkout.resultSummary.emailSent': 'Στείλαμε επιβεβαίωση στη διεύθυνση {email}.',
  'ui.checkout.resultSummary.reference': 'Αριθμός κράτησης',
  'ui.checkout.resultSummary.unitType': 'Αποθηκευτικός χώρος',
  'ui.checkout.resultSummary.unit': 'Αριθμός χώρου',
  'ui.checkout.resultSummary.location': 'Τοποθεσία',
  'ui.checkout.resultSummary.moveInDate': 'Ημερομηνία εισόδου',
  'ui.checkout.resultSummary.paidNow': 'Πληρώθηκε τώρα',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Κάθε εβδομάδα} monthly {Κάθε μήνα} other {Επαναλαμβανόμενο ποσό}}',
  'ui.checkout.resultSummary.portalLink': 'Μετάβαση στην πύλη πελατών',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Στείλαμε επιβεβαίωση στη διεύθυνση {email}, με σύνδεσμο για την πύλη πελατών σας.',
  'ui.checkout.resultSummary.bookingInPortal': 'Δείτε αυτή την κράτηση στην πύλη πελατών',

  'ui.checkout.holdCountdown.label': 'Υπόλοιπος χρόνος για να ολοκληρώσετε την κράτηση',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Απομένει # λεπτό για να ολοκληρώσετε την κράτησή σας. Μετά ο χώρος θα αποδεσμευτεί.} other {Απομένουν # λεπτά για να ολοκληρώσετε την κράτησή σας. Μετά ο χώρος θα αποδεσμευτεί.}}',
  'ui.checkout.holdCountdown.expired': 'Ο χρόνος για την ολοκλήρωση της κράτησής σας έληξε.',

  'ui.checkout.stripe.formLabel': 'Στοιχεία κάρτας',
  'ui.checkout.stripe.loading': 'Φόρτωση της ασφαλούς φόρμας κάρτας…',
  'ui.checkout.stripe.loadError':
    'Δεν ήταν δυνατή η φόρτωση της φόρμας κάρτας. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
  'ui.checkout.stripe.pay': 'Πληρωμή {amount}',
  'ui.checkout.stripe.saveCard': 'Αποθήκευση κάρτας',
  'ui.checkout.stripe.processingPayment': 'Γίνεται επεξεργασία της πληρωμής σας…',
  'ui.checkout.stripe.savingCard': 'Γίνεται αποθήκευση της κάρτας σας…',
  'ui.checkout.stripe.confirmError':
    'Δεν ήταν δυνατή η επιβεβαίωση της κάρτας σας. Δοκιμάστε ξανά ή χρησιμοποιήστε άλλη κάρτα.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Η ταυτότητα δεν επιβεβαιώθηκε',
  'ui.checkout.idCheckFailed.text':
    'Δεν μπορέσαμε να επιβεβαιώσουμε την ταυτότητά σας με αυτόν τον έλεγχο. Δοκιμάστε ξανά με ένα έγκυρο έγγραφο ταυτότητας ή επικοινωνήστε με την υποστήριξη.',
} satisfies Record<keyof typeof english, string>;
