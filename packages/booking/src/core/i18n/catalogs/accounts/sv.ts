import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in sv. */
export default {
  'ui.openCheckout.text': 'Du har en påbörjad bokning (reserverad i ytterligare {time}).',
  'ui.openCheckout.textWithUnitType':
    'Du har en påbörjad bokning av {unitType} (reserverad i ytterligare {time}).',
  'ui.openCheckout.continue': 'Fortsätt bokningen',
  'ui.openCheckout.startOver': 'Börja om',
  'ui.openCheckout.startingOver': 'Börjar om…',
  'ui.openCheckout.startOverError': 'Din påbörjade bokning kunde inte avbrytas. Försök igen.',
  'ui.customer.customerForm.summaryIntro': 'Du bokar med ditt kundkonto, med dessa uppgifter:',
  'ui.customer.customerForm.summaryName': 'Namn',
  'ui.customer.customerForm.summaryAddress': 'Adress',
  'ui.customer.customerForm.editDetails': 'Ändra uppgifter',
  'ui.customer.customerForm.emailFromAccount':
    'Bokningen kopplas till ditt kundkonto med den här e-postadressen.',
  'web.flow.customer.accountLoading': 'Laddar dina kontouppgifter…',
  'web.flow.customer.accountLoadError': 'Dina kontouppgifter kunde inte laddas.',
  'web.flow.alreadyBooked.portalLink': 'Gå till kundportalen',
} satisfies Record<keyof typeof english, string>;
