import type english from './en';

/** Norwegian messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Betaling',
  'ui.portal.invoiceTable.pay': 'Betal nå',
  'ui.portal.invoiceTable.payLabel': 'Betal nå: faktura {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Betal fakturaen nå',
  'ui.portal.invoicePayment.title': 'Betal en faktura',
  'ui.portal.invoicePayment.lead': 'En ubetalt faktura for {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Faktura {number}',
  'ui.portal.invoicePayment.payOnFile': 'Betal {amount} med {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} som slutter på {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Betal med et nytt kort',
  'ui.portal.invoicePayment.payByCard': 'Betal {amount} med kort',
  'ui.portal.invoicePayment.newCardHint': 'Du oppgir kortet på betalingsleverandørens sikre side.',
  'ui.portal.invoicePayment.loading': 'Henter fakturaen…',
  'ui.portal.invoicePayment.loadError': 'Fakturaen kunne ikke hentes.',
  'ui.portal.invoicePayment.notOpen': 'Denne fakturaen har ingenting igjen å betale.',
  'ui.portal.invoicePayment.redirecting': 'Du sendes til den sikre kortsiden…',
  'ui.portal.invoicePayment.continue': 'Fortsett til kortsiden',
  'ui.portal.invoicePayment.verifying': 'Kontrollerer betalingen din…',
  'ui.portal.invoicePayment.paid':
    'Takk. Faktura {number} er betalt, og kvitteringen er på vei til e-posten din.',
  'ui.portal.invoicePayment.declined':
    'Kortet ditt ble avvist, og ingenting ble belastet. Fakturaen er fortsatt ubetalt: prøv igjen med et annet kort.',
  'ui.portal.invoicePayment.methodInvalid':
    'Det registrerte kortet kan ikke belastes. Betal med et nytt kort i stedet.',
  'ui.portal.invoicePayment.alreadyPaid': 'Denne fakturaen er allerede betalt.',
  'ui.portal.invoicePayment.failed': 'Betalingen kunne ikke gjennomføres. Prøv igjen.',
  'ui.portal.invoicePayment.unfinished': 'Betalingen er ikke fullført ennå.',
  'ui.portal.invoicePayment.tryAgain': 'Prøv igjen',
} as const satisfies Record<keyof typeof english, string>;
