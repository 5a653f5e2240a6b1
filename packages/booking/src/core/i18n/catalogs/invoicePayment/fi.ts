import type english from './en';

/** Finnish messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Maksu',
  'ui.portal.invoiceTable.pay': 'Maksa nyt',
  'ui.portal.invoiceTable.payLabel': 'Maksa nyt: lasku {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Maksa lasku nyt',
  'ui.portal.invoicePayment.title': 'Maksa lasku',
  'ui.portal.invoicePayment.lead': 'Avoin lasku kohteesta {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Lasku {number}',
  'ui.portal.invoicePayment.payOnFile': 'Maksa {amount} kortilla {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand}, loppunumerot {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Maksa uudella kortilla',
  'ui.portal.invoicePayment.payByCard': 'Maksa {amount} kortilla',
  'ui.portal.invoicePayment.newCardHint': 'Syötät kortin tiedot maksupalvelun suojatulla sivulla.',
  'ui.portal.invoicePayment.loading': 'Ladataan laskua…',
  'ui.portal.invoicePayment.loadError': 'Laskua ei voitu ladata.',
  'ui.portal.invoicePayment.notOpen': 'Tällä laskulla ei ole enää maksettavaa.',
  'ui.portal.invoicePayment.redirecting': 'Siirrytään suojatulle korttisivulle…',
  'ui.portal.invoicePayment.continue': 'Jatka korttisivulle',
  'ui.portal.invoicePayment.verifying': 'Tarkistetaan maksuasi…',
  'ui.portal.invoicePayment.paid': 'Kiitos. Lasku {number} on maksettu, ja kuitti on matkalla sähköpostiisi.',
  'ui.portal.invoicePayment.declined':
    'Korttisi hylättiin, eikä mitään veloitettu. Lasku on yhä avoin: yritä uudelleen toisella kortilla.',
  'ui.portal.invoicePayment.methodInvalid':
    'Tallennettua korttia ei voi veloittaa. Maksa sen sijaan uudella kortilla.',
  'ui.portal.invoicePayment.alreadyPaid': 'Tämä lasku on jo maksettu.',
  'ui.portal.invoicePayment.failed': 'Maksua ei voitu suorittaa. Yritä uudelleen.',
  'ui.portal.invoicePayment.unfinished': 'Maksu ei ole vielä valmis.',
  'ui.portal.invoicePayment.tryAgain': 'Yritä uudelleen',
} as const satisfies Record<keyof typeof english, string>;
