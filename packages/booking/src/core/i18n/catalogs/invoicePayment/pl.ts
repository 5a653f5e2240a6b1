import type english from './en';

/** Polish messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Płatność',
  'ui.portal.invoiceTable.pay': 'Zapłać teraz',
  'ui.portal.invoiceTable.payLabel': 'Zapłać teraz: faktura {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Zapłać fakturę teraz',
  'ui.portal.invoicePayment.title': 'Zapłać fakturę',
  'ui.portal.invoicePayment.lead': 'Nieopłacona faktura za {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Faktura {number}',
  'ui.portal.invoicePayment.payOnFile': 'Zapłać {amount} kartą {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} z końcówką {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Zapłać nową kartą',
  'ui.portal.invoicePayment.payByCard': 'Zapłać {amount} kartą',
  'ui.portal.invoicePayment.newCardHint': 'Dane karty podasz na bezpiecznej stronie operatora płatności.',
  'ui.portal.invoicePayment.loading': 'Wczytywanie faktury…',
  'ui.portal.invoicePayment.loadError': 'Nie udało się wczytać faktury.',
  'ui.portal.invoicePayment.notOpen': 'Ta faktura nie ma już nic do zapłaty.',
  'ui.portal.invoicePayment.redirecting': 'Przekierowujemy na bezpieczną stronę karty…',
  'ui.portal.invoicePayment.continue': 'Przejdź do strony karty',
  'ui.portal.invoicePayment.verifying': 'Sprawdzamy płatność…',
  'ui.portal.invoicePayment.paid':
    'Dziękujemy. Faktura {number} jest opłacona, a potwierdzenie wysłaliśmy na Twój e-mail.',
  'ui.portal.invoicePayment.declined':
    'Karta została odrzucona i nic nie pobrano. Faktura nadal jest nieopłacona: spróbuj ponownie inną kartą.',
  'ui.portal.invoicePayment.methodInvalid': 'Nie można obciążyć zapisanej karty. Zapłać nową kartą.',
  'ui.portal.invoicePayment.alreadyPaid': 'Ta faktura jest już opłacona.',
  'ui.portal.invoicePayment.failed': 'Nie udało się zrealizować płatności. Spróbuj ponownie.',
  'ui.portal.invoicePayment.unfinished': 'Płatność nie została jeszcze zakończona.',
  'ui.portal.invoicePayment.tryAgain': 'Spróbuj ponownie',
} as const satisfies Record<keyof typeof english, string>;
