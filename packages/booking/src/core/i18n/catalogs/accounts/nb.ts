import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in nb. */
export default {
  'ui.checkout.holdCountdown.label': 'Tid igjen til å fullføre bestillingen',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {# minutt igjen til å fullføre bestillingen. Deretter frigis boden.} other {# minutter igjen til å fullføre bestillingen. Deretter frigis boden.}}',
  'ui.checkout.holdCountdown.expired': 'Tiden for å fullføre bestillingen er ute.',
  'ui.checkout.openCheckout.text': 'Du har en påbegynt bestilling (holdt av i {time} til).',
  'ui.checkout.openCheckout.textWithUnitType': 'Du har en påbegynt bestilling av {unitType} (holdt av i {time} til).',
  'ui.checkout.openCheckout.continue': 'Fortsett bestillingen',
  'ui.checkout.openCheckout.startOver': 'Start på nytt',
  'ui.checkout.openCheckout.startingOver': 'Starter på nytt…',
  'ui.checkout.openCheckout.startOverError': 'Den påbegynte bestillingen kunne ikke avbrytes. Prøv igjen.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Vi har sendt en bekreftelse til {email}, med en lenke til kundeportalen din.',
  'ui.checkout.resultSummary.bookingInPortal': 'Se bestillingen i kundeportalen',
  'ui.customer.customerForm.summaryIntro': 'Du bestiller med kundekontoen din, med disse opplysningene:',
  'ui.customer.customerForm.summaryName': 'Navn',
  'ui.customer.customerForm.summaryAddress': 'Postadresse',
  'ui.customer.customerForm.editDetails': 'Endre opplysninger',
  'ui.customer.customerForm.emailFromAccount': 'Bestillingen knyttes til kundekontoen din med denne e-postadressen.',
  'web.flow.customer.accountLoading': 'Laster inn kontoopplysningene dine…',
  'web.flow.customer.accountLoadError': 'Kontoopplysningene dine kunne ikke lastes inn.',
  'web.flow.alreadyBooked.portalLink': 'Gå til kundeportalen',
} satisfies Record<keyof typeof english, string>;
