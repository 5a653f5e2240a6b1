import type english from './en';

/** German messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Zahlung',
  'ui.portal.invoiceTable.pay': 'Jetzt bezahlen',
  'ui.portal.invoiceTable.payLabel': 'Jetzt bezahlen: Rechnung {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Rechnung jetzt bezahlen',
  'ui.portal.invoicePayment.title': 'Rechnung bezahlen',
  'ui.portal.invoicePayment.lead': 'Eine offene Rechnung für {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Rechnung {number}',
  'ui.portal.invoicePayment.payOnFile': '{amount} mit {card} bezahlen',
  'ui.portal.invoicePayment.cardLabel': '{brand} mit Endziffern {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Mit einer neuen Karte bezahlen',
  'ui.portal.invoicePayment.payByCard': '{amount} mit Karte bezahlen',
  'ui.portal.invoicePayment.newCardHint':
    'Sie geben die Karte auf der sicheren Seite des Zahlungsanbieters ein.',
  'ui.portal.invoicePayment.loading': 'Rechnung wird geladen…',
  'ui.portal.invoicePayment.loadError': 'Die Rechnung konnte nicht geladen werden.',
  'ui.portal.invoicePayment.notOpen': 'Für diese Rechnung ist nichts mehr zu zahlen.',
  'ui.portal.invoicePayment.redirecting': 'Sie werden zur sicheren Kartenseite weitergeleitet…',
  'ui.portal.invoicePayment.continue': 'Weiter zur Kartenseite',
  'ui.portal.invoicePayment.verifying': 'Ihre Zahlung wird geprüft…',
  'ui.portal.invoicePayment.paid':
    'Vielen Dank. Die Rechnung {number} ist bezahlt, die Quittung ist per E-Mail unterwegs.',
  'ui.portal.invoicePayment.declined':
    'Ihre Karte wurde abgelehnt, es wurde nichts belastet. Die Rechnung ist weiterhin offen: Versuchen Sie es mit einer anderen Karte erneut.',
  'ui.portal.invoicePayment.methodInvalid':
    'Die hinterlegte Karte kann nicht belastet werden. Bezahlen Sie stattdessen mit einer neuen Karte.',
  'ui.portal.invoicePayment.alreadyPaid': 'Diese Rechnung ist bereits bezahlt.',
  'ui.portal.invoicePayment.failed':
    'Die Zahlung konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
  'ui.portal.invoicePayment.unfinished': 'Die Zahlung ist noch nicht abgeschlossen.',
  'ui.portal.invoicePayment.tryAgain': 'Erneut versuchen',
} as const satisfies Record<keyof typeof english, string>;
