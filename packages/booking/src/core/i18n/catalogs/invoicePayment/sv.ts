import type english from './en';

/** Swedish messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Betalning',
  'ui.portal.invoiceTable.pay': 'Betala nu',
  'ui.portal.invoiceTable.payLabel': 'Betala nu: faktura {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Betala fakturan nu',
  'ui.portal.invoicePayment.title': 'Betala en faktura',
  'ui.portal.invoicePayment.lead': 'En obetald faktura för {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Faktura {number}',
  'ui.portal.invoicePayment.payOnFile': 'Betala {amount} med {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand} som slutar på {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Betala med ett nytt kort',
  'ui.portal.invoicePayment.payByCard': 'Betala {amount} med kort',
  'ui.portal.invoicePayment.newCardHint': 'Du anger kortet på betalningsleverantörens säkra sida.',
  'ui.portal.invoicePayment.loading': 'Hämtar fakturan…',
  'ui.portal.invoicePayment.loadError': 'Fakturan kunde inte hämtas.',
  'ui.portal.invoicePayment.notOpen': 'Den här fakturan har inget kvar att betala.',
  'ui.portal.invoicePayment.redirecting': 'Du skickas till den säkra kortsidan…',
  'ui.portal.invoicePayment.continue': 'Fortsätt till kortsidan',
  'ui.portal.invoicePayment.verifying': 'Kontrollerar din betalning…',
  'ui.portal.invoicePayment.paid': 'Tack. Faktura {number} är betald och kvittot är på väg till din e-post.',
  'ui.portal.invoicePayment.declined':
    'Ditt kort nekades och inget har debiterats. Fakturan är fortfarande obetald: försök igen med ett annat kort.',
  'ui.portal.invoicePayment.methodInvalid':
    'Kortet som finns registrerat kan inte debiteras. Betala med ett nytt kort i stället.',
  'ui.portal.invoicePayment.alreadyPaid': 'Den här fakturan är redan betald.',
  'ui.portal.invoicePayment.failed': 'Betalningen kunde inte genomföras. Försök igen.',
  'ui.portal.invoicePayment.unfinished': 'Betalningen är inte klar än.',
  'ui.portal.invoicePayment.tryAgain': 'Försök igen',
} as const satisfies Record<keyof typeof english, string>;
