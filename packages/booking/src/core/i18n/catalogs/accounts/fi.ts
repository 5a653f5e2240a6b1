import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in fi. */
export default {
  'ui.openCheckout.text': 'Sinulla on kesken oleva varaus (varattuna vielä {time}).',
  'ui.openCheckout.textWithUnitType': 'Sinulla on kesken oleva varaus: {unitType} (varattuna vielä {time}).',
  'ui.openCheckout.continue': 'Jatka varausta',
  'ui.openCheckout.startOver': 'Aloita alusta',
  'ui.openCheckout.startingOver': 'Aloitetaan alusta…',
  'ui.openCheckout.startOverError': 'Kesken olevaa varausta ei voitu perua. Yritä uudelleen.',
  'ui.customer.customerForm.summaryIntro': 'Varaat asiakastililläsi näillä tiedoilla:',
  'ui.customer.customerForm.summaryName': 'Nimi',
  'ui.customer.customerForm.summaryAddress': 'Osoite',
  'ui.customer.customerForm.editDetails': 'Muokkaa tietoja',
  'ui.customer.customerForm.emailFromAccount':
    'Varaus liitetään asiakastiliisi, jonka sähköpostiosoite on tämä.',
  'web.flow.customer.accountLoading': 'Ladataan tilisi tietoja…',
  'web.flow.customer.accountLoadError': 'Tilisi tietoja ei voitu ladata.',
  'web.flow.alreadyBooked.portalLink': 'Siirry asiakasportaaliin',
} satisfies Record<keyof typeof english, string>;
