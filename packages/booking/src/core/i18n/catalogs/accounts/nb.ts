import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in nb. */
export default {
  'ui.openCheckout.text': 'Du har en påbegynt bestilling (holdt av i {time} til).',
  'ui.openCheckout.textWithUnitType': 'Du har en påbegynt bestilling av {unitType} (holdt av i {time} til).',
  'ui.openCheckout.continue': 'Fortsett bestillingen',
  'ui.openCheckout.startOver': 'Start på nytt',
  'ui.openCheckout.startingOver': 'Starter på nytt…',
  'ui.openCheckout.startOverError': 'Den påbegynte bestillingen kunne ikke avbrytes. Prøv igjen.',
  'ui.customer.customerForm.summaryIntro': 'Du bestiller med kundekontoen din, med disse opplysningene:',
  'ui.customer.customerForm.summaryName': 'Navn',
  'ui.customer.customerForm.summaryAddress': 'Postadresse',
  'ui.customer.customerForm.editDetails': 'Endre opplysninger',
  'ui.customer.customerForm.emailFromAccount':
    'Bestillingen knyttes til kundekontoen din med denne e-postadressen.',
  'web.flow.customer.accountLoading': 'Laster inn kontoopplysningene dine…',
  'web.flow.customer.accountLoadError': 'Kontoopplysningene dine kunne ikke lastes inn.',
  'web.flow.alreadyBooked.portalLink': 'Gå til kundeportalen',
} satisfies Record<keyof typeof english, string>;
