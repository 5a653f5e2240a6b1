import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in fi. */
export default {
  'ui.checkout.holdCountdown.label': 'Aikaa jäljellä varauksen viimeistelyyn',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {# minuutti aikaa viimeistellä varaus. Sen jälkeen varastotila vapautuu.} other {# minuuttia aikaa viimeistellä varaus. Sen jälkeen varastotila vapautuu.}}',
  'ui.checkout.holdCountdown.expired': 'Varauksen viimeistelyn aika on päättynyt.',
  'ui.checkout.openCheckout.text': 'Sinulla on kesken oleva varaus (varattuna vielä {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Sinulla on kesken oleva varaus: {unitType} (varattuna vielä {time}).',
  'ui.checkout.openCheckout.continue': 'Jatka varausta',
  'ui.checkout.openCheckout.startOver': 'Aloita alusta',
  'ui.checkout.openCheckout.startingOver': 'Aloitetaan alusta…',
  'ui.checkout.openCheckout.startOverError': 'Kesken olevaa varausta ei voitu perua. Yritä uudelleen.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Lähetimme vahvistuksen osoitteeseen {email} ja siinä linkin asiakasportaaliisi.',
  'ui.checkout.resultSummary.bookingInPortal': 'Katso varaus asiakasportaalissa',
  'ui.customer.customerForm.summaryIntro': 'Varaat asiakastililläsi näillä tiedoilla:',
  'ui.customer.customerForm.summaryName': 'Nimi',
  'ui.customer.customerForm.summaryAddress': 'Osoite',
  'ui.customer.customerForm.editDetails': 'Muokkaa tietoja',
  'ui.customer.customerForm.emailFromAccount': 'Varaus liitetään asiakastiliisi, jonka sähköpostiosoite on tämä.',
  'web.flow.customer.accountLoading': 'Ladataan tilisi tietoja…',
  'web.flow.customer.accountLoadError': 'Tilisi tietoja ei voitu ladata.',
  'web.flow.alreadyBooked.portalLink': 'Siirry asiakasportaaliin',
} satisfies Record<keyof typeof english, string>;
