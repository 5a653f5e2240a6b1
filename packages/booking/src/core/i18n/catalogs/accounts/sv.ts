import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in sv. */
export default {
  'ui.checkout.holdCountdown.label': 'Tid kvar att slutföra din bokning',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {# minut kvar att slutföra din bokning. Därefter släpps förrådet.} other {# minuter kvar att slutföra din bokning. Därefter släpps förrådet.}}',
  'ui.checkout.holdCountdown.expired': 'Tiden för att slutföra din bokning har gått ut.',
  'ui.checkout.openCheckout.text': 'Du har en påbörjad bokning (reserverad i ytterligare {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'Du har en påbörjad bokning av {unitType} (reserverad i ytterligare {time}).',
  'ui.checkout.openCheckout.continue': 'Fortsätt bokningen',
  'ui.checkout.openCheckout.startOver': 'Börja om',
  'ui.checkout.openCheckout.startingOver': 'Börjar om…',
  'ui.checkout.openCheckout.startOverError': 'Din påbörjade bokning kunde inte avbrytas. Försök igen.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Vi har skickat en bekräftelse till {email}, med en länk till din kundportal.',
  'ui.checkout.resultSummary.bookingInPortal': 'Se bokningen i kundportalen',
  'ui.customer.customerForm.summaryIntro': 'Du bokar med ditt kundkonto, med dessa uppgifter:',
  'ui.customer.customerForm.summaryName': 'Namn',
  'ui.customer.customerForm.summaryAddress': 'Adress',
  'ui.customer.customerForm.editDetails': 'Ändra uppgifter',
  'ui.customer.customerForm.emailFromAccount': 'Bokningen kopplas till ditt kundkonto med den här e-postadressen.',
  'web.flow.customer.accountLoading': 'Laddar dina kontouppgifter…',
  'web.flow.customer.accountLoadError': 'Dina kontouppgifter kunde inte laddas.',
  'web.flow.alreadyBooked.portalLink': 'Gå till kundportalen',
} satisfies Record<keyof typeof english, string>;
