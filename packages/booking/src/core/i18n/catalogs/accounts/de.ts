import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in de. */
export default {
  'ui.openCheckout.text': 'Sie haben eine begonnene Buchung (noch {time} reserviert).',
  'ui.openCheckout.textWithUnitType':
    'Sie haben eine begonnene Buchung für {unitType} (noch {time} reserviert).',
  'ui.openCheckout.continue': 'Buchung fortsetzen',
  'ui.openCheckout.startOver': 'Neu beginnen',
  'ui.openCheckout.startingOver': 'Wird neu begonnen…',
  'ui.openCheckout.startOverError':
    'Ihre begonnene Buchung konnte nicht abgebrochen werden. Bitte versuchen Sie es erneut.',
  'ui.customer.customerForm.summaryIntro': 'Sie buchen mit Ihrem Kundenkonto und diesen Angaben:',
  'ui.customer.customerForm.summaryName': 'Vor- und Nachname',
  'ui.customer.customerForm.summaryAddress': 'Adresse',
  'ui.customer.customerForm.editDetails': 'Angaben bearbeiten',
  'ui.customer.customerForm.emailFromAccount':
    'Die Buchung geht an Ihr Kundenkonto mit dieser E-Mail-Adresse.',
  'web.flow.customer.accountLoading': 'Ihre Kontodaten werden geladen…',
  'web.flow.customer.accountLoadError': 'Ihre Kontodaten konnten nicht geladen werden.',
  'web.flow.alreadyBooked.portalLink': 'Zum Kundenportal',
} satisfies Record<keyof typeof english, string>;
