import type english from './en';

/** Messages of the customer form in de (German). */
export default {
  'ui.customer.customerForm.customerType': 'Kundenart',
  'ui.customer.customerForm.private': 'Privatperson',
  'ui.customer.customerForm.business': 'Unternehmen',
  'ui.customer.customerForm.firstName': 'Vorname',
  'ui.customer.customerForm.lastName': 'Nachname',
  'ui.customer.customerForm.companyName': 'Firmenname',
  'ui.customer.customerForm.vatNumber': 'USt-IdNr.',
  'ui.customer.customerForm.street': 'Straße und Hausnummer',
  'ui.customer.customerForm.zip': 'Postleitzahl',
  'ui.customer.customerForm.city': 'Ort',
  'ui.customer.customerForm.country': 'Land',
  'ui.customer.customerForm.countryPlaceholder': 'Land auswählen',
  'ui.customer.customerForm.email': 'E-Mail-Adresse',
  'ui.customer.customerForm.requiredNote': 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  'ui.customer.customerForm.required': 'Pflichtfeld',
  'ui.customer.customerForm.conditions': 'Ich akzeptiere die {document}.',
  'ui.customer.customerForm.conditionsDocument': 'Allgemeinen Geschäftsbedingungen',
  'ui.customer.customerForm.privacy': 'Ich habe die {document} gelesen.',
  'ui.customer.customerForm.privacyDocument': 'Datenschutzerklärung',
  'ui.customer.customerForm.cancellation': 'Ich habe die {document} gelesen.',
  'ui.customer.customerForm.cancellationDocument': 'Widerrufsbelehrung',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Bitte korrigieren Sie # Feld.} other {Bitte korrigieren Sie # Felder.}}',
  'ui.customer.customerForm.submit': 'Weiter zur Kasse',
  'ui.customer.customerForm.submitting': 'Ihre Angaben werden gesendet…',
  'ui.customer.phoneField.label': 'Telefon',
  'ui.customer.phoneField.prefix': 'Ländervorwahl',
  'ui.customer.phoneField.number': 'Telefonnummer',
  'ui.customer.interestRegistrationForm.title': 'Ihr Interesse an {name}',
  'ui.customer.interestRegistrationForm.submit': 'Anmeldung senden',
  'ui.customer.interestRegistrationForm.submitting': 'Ihre Anmeldung wird gesendet…',
  'ui.customer.interestRegistrationForm.success':
    'Vielen Dank! Wir melden uns bei Ihnen, sobald ein Abteil dieses Typs frei wird.',
  'ui.customer.interestRegistrationForm.error':
    'Ihre Anmeldung konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
} satisfies Record<keyof typeof english, string>;
