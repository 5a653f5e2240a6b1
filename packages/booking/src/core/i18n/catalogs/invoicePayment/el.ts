import type english from './en';

/** Greek messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Πληρωμή',
  'ui.portal.invoiceTable.pay': 'Πληρωμή τώρα',
  'ui.portal.invoiceTable.payLabel': 'Πληρωμή τώρα: τιμολόγιο {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Πληρώστε το τιμολόγιο τώρα',
  'ui.portal.invoicePayment.title': 'Πληρωμή τιμολογίου',
  'ui.portal.invoicePayment.lead': 'Ένα ανεξόφλητο τιμολόγιο για {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Τιμολόγιο {number}',
  'ui.portal.invoicePayment.payOnFile': 'Πληρωμή {amount} με {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} που λήγει σε {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Πληρωμή με νέα κάρτα',
  'ui.portal.invoicePayment.payByCard': 'Πληρωμή {amount} με κάρτα',
  'ui.portal.invoicePayment.newCardHint': 'Εισάγετε την κάρτα στην ασφαλή σελίδα του παρόχου πληρωμών.',
  'ui.portal.invoicePayment.loading': 'Φόρτωση τιμολογίου…',
  'ui.portal.invoicePayment.loadError': 'Δεν ήταν δυνατή η φόρτωση του τιμολογίου.',
  'ui.portal.invoicePayment.notOpen': 'Αυτό το τιμολόγιο δεν έχει υπόλοιπο προς πληρωμή.',
  'ui.portal.invoicePayment.redirecting': 'Μεταφέρεστε στην ασφαλή σελίδα της κάρτας…',
  'ui.portal.invoicePayment.continue': 'Συνέχεια στη σελίδα της κάρτας',
  'ui.portal.invoicePayment.verifying': 'Ελέγχουμε την πληρωμή σας…',
  'ui.portal.invoicePayment.paid':
    'Σας ευχαριστούμε. Το τιμολόγιο {number} εξοφλήθηκε και η απόδειξη στάλθηκε στο email σας.',
  'ui.portal.invoicePayment.declined':
    'Η κάρτα σας απορρίφθηκε και δεν χρεώθηκε τίποτα. Το τιμολόγιο παραμένει ανεξόφλητο: δοκιμάστε ξανά με άλλη κάρτα.',
  'ui.portal.invoicePayment.methodInvalid':
    'Η αποθηκευμένη κάρτα δεν μπορεί να χρεωθεί. Πληρώστε με νέα κάρτα.',
  'ui.portal.invoicePayment.alreadyPaid': 'Αυτό το τιμολόγιο έχει ήδη εξοφληθεί.',
  'ui.portal.invoicePayment.failed': 'Η πληρωμή δεν ήταν δυνατή. Δοκιμάστε ξανά.',
  'ui.portal.invoicePayment.unfinished': 'Η πληρωμή δεν έχει ολοκληρωθεί ακόμη.',
  'ui.portal.invoicePayment.tryAgain': 'Δοκιμάστε ξανά',
} as const satisfies Record<keyof typeof english, string>;
