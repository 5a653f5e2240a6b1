import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in nl. */
export default {
  'ui.checkout.holdCountdown.label': 'Resterende tijd om uw boeking af te ronden',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Nog # minuut om uw boeking af te ronden. Daarna komt de opslagruimte weer vrij.} other {Nog # minuten om uw boeking af te ronden. Daarna komt de opslagruimte weer vrij.}}',
  'ui.checkout.holdCountdown.expired': 'De tijd om uw boeking af te ronden is verstreken.',
  'ui.checkout.openCheckout.text': 'U hebt een onafgeronde boeking (nog {time} gereserveerd).',
  'ui.checkout.openCheckout.textWithUnitType': 'U hebt een onafgeronde boeking van {unitType} (nog {time} gereserveerd).',
  'ui.checkout.openCheckout.continue': 'Verder met boeken',
  'ui.checkout.openCheckout.startOver': 'Opnieuw beginnen',
  'ui.checkout.openCheckout.startingOver': 'Bezig met opnieuw beginnen…',
  'ui.checkout.openCheckout.startOverError': 'Uw onafgeronde boeking kon niet worden geannuleerd. Probeer het opnieuw.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'We hebben een bevestiging gestuurd naar {email}, met een link naar uw klantenportaal.',
  'ui.checkout.resultSummary.bookingInPortal': 'Deze boeking bekijken in het klantenportaal',
  'ui.customer.customerForm.summaryIntro': 'U boekt met uw klantaccount, met deze gegevens:',
  'ui.customer.customerForm.summaryName': 'Naam',
  'ui.customer.customerForm.summaryAddress': 'Adres',
  'ui.customer.customerForm.editDetails': 'Gegevens wijzigen',
  'ui.customer.customerForm.emailFromAccount': 'De boeking komt op uw klantaccount met dit e-mailadres.',
  'web.flow.customer.accountLoading': 'Uw accountgegevens worden geladen…',
  'web.flow.customer.accountLoadError': 'Uw accountgegevens konden niet worden geladen.',
  'web.flow.alreadyBooked.portalLink': 'Naar het klantenportaal',
} satisfies Record<keyof typeof english, string>;
