import type english from './en';

/** Dutch messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Betaling',
  'ui.portal.invoiceTable.pay': 'Nu betalen',
  'ui.portal.invoiceTable.payLabel': 'Nu betalen: factuur {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'De factuur nu betalen',
  'ui.portal.invoicePayment.title': 'Een factuur betalen',
  'ui.portal.invoicePayment.lead': 'Een openstaande factuur van {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Factuur {number}',
  'ui.portal.invoicePayment.payOnFile': '{amount} betalen met {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} eindigend op {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Betalen met een nieuwe kaart',
  'ui.portal.invoicePayment.payByCard': '{amount} betalen met een kaart',
  'ui.portal.invoicePayment.newCardHint':
    'U voert de kaart in op de beveiligde pagina van de betaalprovider.',
  'ui.portal.invoicePayment.loading': 'De factuur wordt geladen…',
  'ui.portal.invoicePayment.loadError': 'De factuur kon niet worden geladen.',
  'ui.portal.invoicePayment.notOpen': 'Op deze factuur staat niets meer open.',
  'ui.portal.invoicePayment.redirecting': 'U gaat naar de beveiligde kaartpagina…',
  'ui.portal.invoicePayment.continue': 'Verder naar de kaartpagina',
  'ui.portal.invoicePayment.verifying': 'Uw betaling wordt gecontroleerd…',
  'ui.portal.invoicePayment.paid':
    'Dank u. Factuur {number} is betaald en het betalingsbewijs is onderweg naar uw e-mail.',
  'ui.portal.invoicePayment.declined':
    'Uw kaart is geweigerd en er is niets afgeschreven. De factuur staat nog open: probeer het opnieuw met een andere kaart.',
  'ui.portal.invoicePayment.methodInvalid':
    'De opgeslagen kaart kan niet worden belast. Betaal in plaats daarvan met een nieuwe kaart.',
  'ui.portal.invoicePayment.alreadyPaid': 'Deze factuur is al betaald.',
  'ui.portal.invoicePayment.failed': 'De betaling kon niet worden uitgevoerd. Probeer het opnieuw.',
  'ui.portal.invoicePayment.unfinished': 'De betaling is nog niet afgerond.',
  'ui.portal.invoicePayment.tryAgain': 'Opnieuw proberen',
} as const satisfies Record<keyof typeof english, string>;
