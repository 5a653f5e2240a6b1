import type english from './en';

/** Latvian messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Maksājums',
  'ui.portal.invoiceTable.pay': 'Maksāt tūlīt',
  'ui.portal.invoiceTable.payLabel': 'Maksāt tūlīt: rēķins {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Apmaksāt rēķinu tūlīt',
  'ui.portal.invoicePayment.title': 'Apmaksāt rēķinu',
  'ui.portal.invoicePayment.lead': 'Neapmaksāts rēķins par {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Rēķins {number}',
  'ui.portal.invoicePayment.payOnFile': 'Maksāt {amount} ar {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand}, kas beidzas ar {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Maksāt ar jaunu karti',
  'ui.portal.invoicePayment.payByCard': 'Maksāt {amount} ar karti',
  'ui.portal.invoicePayment.newCardHint': 'Karti ievadīsiet maksājumu pakalpojuma sniedzēja drošajā lapā.',
  'ui.portal.invoicePayment.loading': 'Ielādē rēķinu…',
  'ui.portal.invoicePayment.loadError': 'Rēķinu neizdevās ielādēt.',
  'ui.portal.invoicePayment.notOpen': 'Šim rēķinam vairs nav nekā maksājama.',
  'ui.portal.invoicePayment.redirecting': 'Jūs novirza uz drošo kartes lapu…',
  'ui.portal.invoicePayment.continue': 'Turpināt uz kartes lapu',
  'ui.portal.invoicePayment.verifying': 'Pārbaudām jūsu maksājumu…',
  'ui.portal.invoicePayment.paid':
    'Paldies! Rēķins {number} ir apmaksāts, un kvīts ir nosūtīta uz jūsu e-pastu.',
  'ui.portal.invoicePayment.declined':
    'Jūsu karte tika noraidīta, un nekas netika iekasēts. Rēķins joprojām nav apmaksāts: mēģiniet vēlreiz ar citu karti.',
  'ui.portal.invoicePayment.methodInvalid':
    'Saglabāto karti nevar debetēt. Tā vietā maksājiet ar jaunu karti.',
  'ui.portal.invoicePayment.alreadyPaid': 'Šis rēķins jau ir apmaksāts.',
  'ui.portal.invoicePayment.failed': 'Maksājumu neizdevās veikt. Lūdzu, mēģiniet vēlreiz.',
  'ui.portal.invoicePayment.unfinished': 'Maksājums vēl nav pabeigts.',
  'ui.portal.invoicePayment.tryAgain': 'Mēģināt vēlreiz',
} as const satisfies Record<keyof typeof english, string>;
