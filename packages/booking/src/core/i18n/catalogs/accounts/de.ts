import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in de. */
export default {
  'ui.checkout.holdCountdown.label': 'Verbleibende Zeit für Ihre Buchung',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Noch # Minute, um Ihre Buchung abzuschließen. Danach wird das Abteil freigegeben.} other {Noch # Minuten, um Ihre Buchung abzuschließen. Danach wird das Abteil freigegeben.}}',
  'ui.checkout.holdCountdown.expired': 'Die Zeit zum Abschließen Ihrer Buchung ist abgelaufen.',
  'ui.checkout.openCheckout.text': 'Sie haben eine begonnene Buchung (noch {time} reserviert).',
  'ui.checkout.openCheckout.textWithUnitType': 'Sie haben eine begonnene Buchung für {unitType} (noch {time} reserviert).',
  'ui.checkout.openCheckout.continue': 'Buchung fortsetzen',
  'ui.checkout.openCheckout.startOver': 'Neu beginnen',
  'ui.checkout.openCheckout.startingOver': 'Wird neu begonnen…',
  'ui.checkout.openCheckout.startOverError': 'Ihre begonnene Buchung konnte nicht abgebrochen werden. Bitte versuchen Sie es erneut.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Wir haben eine Bestätigung an {email} gesendet, mit einem Link zu Ihrem Kundenportal.',
  'ui.checkout.resultSummary.bookingInPortal': 'Diese Buchung im Kundenportal ansehen',
  'ui.customer.customerForm.summaryIntro': 'Sie buchen mit Ihrem Kundenkonto und diesen Angaben:',
  'ui.customer.customerForm.summaryName': 'Vor- und Nachname',
  'ui.customer.customerForm.summaryAddress': 'Adresse',
  'ui.customer.customerForm.editDetails': 'Angaben bearbeiten',
  'ui.customer.customerForm.emailFromAccount': 'Die Buchung geht an Ihr Kundenkonto mit dieser E-Mail-Adresse.',
  'web.flow.customer.accountLoading': 'Ihre Kontodaten werden geladen…',
  'web.flow.customer.accountLoadError': 'Ihre Kontodaten konnten nicht geladen werden.',
  'web.flow.alreadyBooked.portalLink': 'Zum Kundenportal',
} satisfies Record<keyof typeof english, string>;
