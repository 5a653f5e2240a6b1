import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in nl. */
export default {
  'ui.openCheckout.text': 'U hebt een onafgeronde boeking (nog {time} gereserveerd).',
  'ui.openCheckout.textWithUnitType':
    'U hebt een onafgeronde boeking van {unitType} (nog {time} gereserveerd).',
  'ui.openCheckout.continue': 'Verder met boeken',
  'ui.openCheckout.startOver': 'Opnieuw beginnen',
  'ui.openCheckout.startingOver': 'Bezig met opnieuw beginnen…',
  'ui.openCheckout.startOverError':
    'Uw onafgeronde boeking kon niet worden geannuleerd. Probeer het opnieuw.',
  'ui.customer.customerForm.summaryIntro': 'U boekt met uw klantaccount, met deze gegevens:',
  'ui.customer.customerForm.summaryName': 'Naam',
  'ui.customer.customerForm.summaryAddress': 'Adres',
  'ui.customer.customerForm.editDetails': 'Gegevens wijzigen',
  'ui.customer.customerForm.emailFromAccount': 'De boeking komt op uw klantaccount met dit e-mailadres.',
  'web.flow.customer.accountLoading': 'Uw accountgegevens worden geladen…',
  'web.flow.customer.accountLoadError': 'Uw accountgegevens konden niet worden geladen.',
  'web.flow.alreadyBooked.portalLink': 'Naar het klantenportaal',
} satisfies Record<keyof typeof english, string>;
