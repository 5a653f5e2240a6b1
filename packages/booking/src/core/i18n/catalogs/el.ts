import accounts from './accounts/el';
import customer from './customer/el';
import type english from './en';
import limits from './limits/el';
import options from './options/el';
import portalAccess from './portalAccess/el';
import sessions from './sessions/el';
import shell from './shell/el';
import status from './status/el';

/**
 * Greek messages of the SDK but the checkout's (those are in `later/el.ts`). Counts are phrased as
 * "label: number" to avoid plural forms.
 */
export default {
  'formValidation.required': 'Αυτό το πεδίο είναι υποχρεωτικό.',
  'formValidation.email': 'Εισαγάγετε μια έγκυρη διεύθυνση email.',
  'formValidation.maxLength': 'Μέγιστος αριθμός χαρακτήρων: {max}.',
  'formValidation.minArrayLength': 'Ελάχιστος αριθμός επιλογών: {min}.',
  'formValidation.maxArrayLength': 'Μέγιστος αριθμός επιλογών: {max}.',
  'formValidation.phone': 'Εισαγάγετε έναν έγκυρο αριθμό τηλεφώνου.',
  'formValidation.phonePrefix': 'Ο κωδικός χώρας πρέπει να ξεκινά με +.',
  'formValidation.postalCode': 'Εισαγάγετε τον ταχυδρομικό κώδικα με τη μορφή {example}.',
  'formValidation.minDate': 'Επιλέξτε {date} ή μεταγενέστερη ημερομηνία.',
  'formValidation.maxDate': 'Επιλέξτε {date} ή προγενέστερη ημερομηνία.',
  'formValidation.discountCode': 'Αυτός ο κωδικός έκπτωσης δεν είναι έγκυρος.',
  'formValidation.default': 'Αυτό το πεδίο δεν είναι έγκυρο.',

  'auth.invalidStateCode': 'Μη έγκυρος κωδικός κατάστασης. Συνδεθείτε ξανά.',
  'auth.signInFailed': 'Η σύνδεση απέτυχε. Δοκιμάστε ξανά.',
  'auth.sessionExpired': 'Η συνεδρία σας έληξε. Συνδεθείτε ξανά.',

  'booking.step.unitSelection': 'Αποθηκευτικός χώρος',
  'booking.step.options': 'Επιλογές',
  'booking.step.basket': 'Καλάθι',
  'booking.step.customer': 'Τα στοιχεία σας',
  'booking.section.moveInDate': 'Ημερομηνία εισόδου',
  'booking.section.billingPeriod': 'Περίοδος χρέωσης',
  'booking.section.insurance': 'Ασφάλιση',
  'booking.section.products': 'Προϊόντα',

  'checkout.step.payment': 'Πληρωμή',
  'checkout.step.paymentVerify': 'Επαλήθευση πληρωμής',
  'checkout.step.eSignature': 'Υπογραφή',
  'checkout.step.idCheck': 'Επαλήθευση ταυτότητας',
  'checkout.step.createBooking': 'Κράτηση',
  'checkout.step.success': 'Η κράτηση επιβεβαιώθηκε',
  'checkout.eSignatureCancelled.title': 'Η υπογραφή ακυρώθηκε',
  'checkout.eSignatureCancelled.text':
    'Ακυρώσατε την υπογραφή. Υπογράψτε τη σύμβαση για να ολοκληρώσετε την κράτησή σας.',
  'checkout.eSignatureExpired.title': 'Η υπογραφή έληξε',
  'checkout.eSignatureExpired.text': 'Η συνεδρία υπογραφής έληξε. Υπογράψτε ξανά τη σύμβαση.',
  'checkout.idCheckExpired.title': 'Η επαλήθευση ταυτότητας έληξε',
  'checkout.idCheckExpired.text': 'Η συνεδρία επαλήθευσης ταυτότητας έληξε. Ξεκινήστε την ξανά.',
  'checkout.idCheckCancelled.title': 'Η επαλήθευση ταυτότητας ακυρώθηκε',
  'checkout.idCheckCancelled.text':
    'Ακυρώσατε την επαλήθευση ταυτότητας. Απαιτείται για την ολοκλήρωση της κράτησής σας.',
  'checkout.idCheckInProgress.title': 'Επαλήθευση ταυτότητας σε εξέλιξη',
  'checkout.idCheckInProgress.text':
    'Η επαλήθευση της ταυτότητάς σας βρίσκεται ακόμη σε επεξεργασία. Η σελίδα θα ενημερωθεί μόλις ολοκληρωθεί.',
  'checkout.sessionEnded.title': 'Η συνεδρία έληξε',
  'checkout.sessionEnded.text': 'Η συνεδρία ολοκλήρωσης αγοράς έληξε. Ξεκινήστε ξανά την κράτησή σας.',
  'checkout.alreadyBooked.title': 'Έχει ήδη κρατηθεί',
  'checkout.alreadyBooked.text':
    'Αυτή η κράτηση έχει ολοκληρωθεί. Σας στείλαμε την επιβεβαίωση με email, με σύνδεσμο για την πύλη πελατών σας.',
  'checkout.retry': 'Δοκιμάστε ξανά',

  'error.notFound.title': 'Η σελίδα δεν βρέθηκε',
  'error.notFound.text': 'Η σελίδα που αναζητάτε δεν υπάρχει.',
  'error.serverError.title': 'Κάτι πήγε στραβά',
  'error.serverError.text': 'Παρουσιάστηκε ένα απρόσμενο σφάλμα. Δοκιμάστε ξανά αργότερα.',
  'error.forbidden.title': 'Δεν επιτρέπεται η πρόσβαση',
  'error.forbidden.text': 'Δεν έχετε δικαίωμα να δείτε αυτή τη σελίδα.',

  'consent.title': 'Ρυθμίσεις cookies',
  'consent.necessary': 'Απαραίτητα cookies',
  'consent.marketing': 'Cookies μάρκετινγκ',
  'consent.description':
    'Χρησιμοποιούμε απαραίτητα cookies για τη λειτουργία αυτού του ιστότοπου. Με τη συγκατάθεσή σας χρησιμοποιούμε επίσης cookies μάρκετινγκ για να μετράμε και να βελτιώνουμε τις προσφορές μας.',
  'consent.cookiePolicy': 'Πολιτική cookies',
  'consent.saveSelected': 'Αποθήκευση επιλογών',
  'consent.acceptAll': 'Αποδοχή όλων',

  'languageSwitcher.label': 'Γλώσσα',

  'toast.success.title': 'Επιτυχία',
  'toast.error.title': 'Κάτι πήγε στραβά',
  'toast.warn.title': 'Προσοχή',
  'toast.dismiss': 'Κλείσιμο ειδοποίησης',

  'ui.unitType.priceFromMonthly': 'Τιμή από {price} ανά μήνα',
  'ui.unitType.priceFromWeekly': 'Τιμή από {price} ανά εβδομάδα',
  'ui.unitType.unitsAvailable': 'Διαθέσιμοι χώροι: {count, number}',
  'ui.unitType.soldOut': 'Εξαντλήθηκε',
  'ui.unitType.features': 'Χαρακτηριστικά',
  'ui.unitType.select': 'Επιλογή',
  'ui.unitTypeList.label': 'Αποθηκευτικοί χώροι',
  'ui.unitTypeList.categories': 'Κατηγορία',
  'ui.unitTypeList.allCategories': 'Όλα',
  'ui.unitTypeList.empty': 'Δεν υπάρχουν αποθηκευτικοί χώροι σε αυτή την κατηγορία.',
  'ui.basket.title': 'Η κράτησή σας',
  'ui.basket.location': 'Τοποθεσία',
  'ui.basket.unitType': 'Αποθηκευτικός χώρος',
  'ui.basket.moveInDate': 'Ημερομηνία μετακόμισης',
  'ui.basket.everyMonth': 'Κάθε μήνα',
  'ui.basket.everyWeek': 'Κάθε εβδομάδα',
  'ui.basket.once': 'Μία φορά, με την πρώτη πληρωμή',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} το καθένα)',
  'ui.basket.subtotal': 'Μερικό σύνολο',
  'ui.basket.tax': 'ΦΠΑ ({rate})',
  'ui.basket.includedTax': 'Συμπεριλαμβάνεται ΦΠΑ ({rate})',
  'ui.basket.subtotalExclTax': 'Μερικό σύνολο χωρίς ΦΠΑ',
  'ui.price.exclTax': '{price} χωρίς ΦΠΑ',
  'ui.basket.dueNow': 'Πληρωτέο τώρα',
  'ui.basket.thenMonthly': 'Στη συνέχεια {amount} τον μήνα',
  'ui.basket.thenWeekly': 'Στη συνέχεια {amount} την εβδομάδα',
  'ui.basket.loading': 'Υπολογισμός τιμής…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
