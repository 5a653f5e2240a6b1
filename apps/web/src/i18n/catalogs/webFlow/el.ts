import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in el. */
export default {
  'web.flow.loading': 'Φόρτωση…',
  'web.flow.priceHint': 'Επιλέξτε ημερομηνία εισόδου και περίοδο χρέωσης για να δείτε την τιμή.',
  'web.flow.priceError': 'Δεν ήταν δυνατός ο υπολογισμός της τιμής. Δοκιμάστε ξανά αργότερα.',
  'web.flow.runningTotal.details': 'Δείτε τις λεπτομέρειες της τιμής',
  'web.flow.unitSelection.title': 'Επιλέξτε τον αποθηκευτικό σας χώρο',
  'web.flow.unitSelection.loading': 'Φόρτωση αποθηκευτικών χώρων…',
  'web.flow.unitSelection.loadError': 'Δεν ήταν δυνατή η φόρτωση των αποθηκευτικών χώρων.',
  'web.flow.interest.title': 'Εξαντλήθηκε; Δηλώστε ενδιαφέρον',
  'web.flow.interest.intro':
    'Αφήστε τα στοιχεία σας και θα επικοινωνήσουμε μαζί σας μόλις ελευθερωθεί ένας χώρος αυτού του τύπου.',
  'web.flow.interest.open': 'Δήλωση ενδιαφέροντος για {name}',
  'web.flow.unitType.title': 'Προετοιμασία της κράτησής σας',
  'web.flow.unitType.loading': 'Φόρτωση του αποθηκευτικού χώρου…',
  'web.flow.unitType.loadError': 'Δεν ήταν δυνατή η φόρτωση του αποθηκευτικού χώρου.',
  'web.flow.options.title': 'Επιλογές για {name}',
  'web.flow.options.changeUnitType': 'Επιλογή άλλου χώρου',
  'web.flow.options.moveInDate.heading': 'Πότε θέλετε να ξεκινήσετε;',
  'web.flow.options.billingPeriod.heading': 'Πώς θέλετε να χρεώνεστε;',
  'web.flow.options.insurance.heading': 'Επιλέξτε ασφάλιση για τα αντικείμενά σας',
  'web.flow.options.products.heading': 'Χρειάζεστε κάτι ακόμα;',
  'web.flow.options.checkingAvailability': 'Έλεγχος διαθεσιμότητας…',
  'web.flow.options.loadError': 'Δεν ήταν δυνατή η φόρτωση αυτών των επιλογών.',
  'web.flow.options.continue': 'Συνέχεια στο καλάθι',
  'web.flow.options.planChange.removed':
    'Το {name} δεν προσφέρεται με το πρόγραμμα «{plan}» και αφαιρέθηκε από την κράτησή σας.',
  'web.flow.options.discountRemoved':
    'Ο κωδικός έκπτωσης {code} αφαιρέθηκε επειδή άλλαξαν οι επιλογές σας. Μπορείτε να τον εισαγάγετε ξανά στο καλάθι.',
  'web.flow.options.preview.needsScript':
    'Ενεργοποιήστε τη JavaScript στο πρόγραμμα περιήγησής σας για να επιλέξετε τις επιλογές σας και να κάνετε κράτηση online.',
  'web.flow.options.preview.moveInWindow':
    'Μπορείτε να μετακομίσετε οποιαδήποτε ημέρα από {first} έως {last}.',
  'web.flow.basket.title': 'Το καλάθι σας',
  'web.flow.basket.changeOptions': 'Αλλαγή επιλογών',
  'web.flow.basket.continue': 'Συνέχεια στα στοιχεία σας',
  'web.flow.notAvailable.title': 'Μη διαθέσιμο αυτή την ημερομηνία',
  'web.flow.notAvailable.text': 'Δυστυχώς, ο χώρος {name} δεν είναι διαθέσιμος από τις {date}.',
  'web.flow.notAvailable.textWithoutName':
    'Δυστυχώς, αυτός ο αποθηκευτικός χώρος δεν είναι διαθέσιμος από τις {date}.',
  'web.flow.notAvailable.nextDate': 'Η επόμενη ελεύθερη ημερομηνία είναι η {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Είσοδος στις {date}',
  'web.flow.notAvailable.chooseDate': 'Επιλογή άλλης ημερομηνίας',
  'web.flow.notAvailable.chooseUnitType': 'Επιλογή άλλου χώρου',
  'web.flow.notAvailable.alternatives': 'Άλλοι αποθηκευτικοί χώροι σε αυτή την τοποθεσία',
  'web.flow.customer.back': 'Επιστροφή στο καλάθι',
  'web.flow.customer.loadError': 'Δεν ήταν δυνατή η φόρτωση της λίστας χωρών.',
  'web.flow.customer.submitError': 'Δεν ήταν δυνατή η αποστολή της κράτησής σας. Δοκιμάστε ξανά.',
  'web.flow.continue.title': 'Συνέχιση της κράτησής σας',
} satisfies Record<keyof typeof english, string>;
