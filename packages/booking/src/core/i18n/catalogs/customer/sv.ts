import type english from './en';

/** Messages of the customer form in sv (Swedish). */
export default {
  'ui.customer.customerForm.customerType': 'Kundtyp',
  'ui.customer.customerForm.private': 'Privatperson',
  'ui.customer.customerForm.business': 'Företag',
  'ui.customer.customerForm.firstName': 'Förnamn',
  'ui.customer.customerForm.lastName': 'Efternamn',
  'ui.customer.customerForm.companyName': 'Företagsnamn',
  'ui.customer.customerForm.vatNumber': 'Momsregistreringsnummer',
  'ui.customer.customerForm.street': 'Gatuadress',
  'ui.customer.customerForm.zip': 'Postnummer',
  'ui.customer.customerForm.city': 'Ort',
  'ui.customer.customerForm.country': 'Land',
  'ui.customer.customerForm.countryPlaceholder': 'Välj ett land',
  'ui.customer.customerForm.email': 'E-postadress',
  'ui.customer.customerForm.requiredNote': 'Fält markerade med * är obligatoriska.',
  'ui.customer.customerForm.required': 'obligatoriskt',
  'ui.customer.customerForm.conditions': 'Jag godkänner {document}.',
  'ui.customer.customerForm.conditionsDocument': 'de allmänna villkoren',
  'ui.customer.customerForm.privacy': 'Jag har läst {document}.',
  'ui.customer.customerForm.privacyDocument': 'integritetspolicyn',
  'ui.customer.customerForm.cancellation': 'Jag har tagit del av {document}.',
  'ui.customer.customerForm.cancellationDocument': 'informationen om ångerrätt',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Rätta till # fält.} other {Rätta till # fält.}}',
  'ui.customer.customerForm.submit': 'Gå vidare till kassan',
  'ui.customer.customerForm.submitting': 'Dina uppgifter skickas…',
  'ui.customer.phoneField.label': 'Telefon',
  'ui.customer.phoneField.prefix': 'Landsnummer',
  'ui.customer.phoneField.number': 'Telefonnummer',
  'ui.customer.interestRegistrationForm.title': 'Ditt intresse för {name}',
  'ui.customer.interestRegistrationForm.submit': 'Skicka anmälan',
  'ui.customer.interestRegistrationForm.submitting': 'Din anmälan skickas…',
  'ui.customer.interestRegistrationForm.success':
    'Tack! Vi kontaktar dig så snart ett förråd av den här typen blir ledigt.',
  'ui.customer.interestRegistrationForm.error': 'Din anmälan kunde inte skickas. Försök igen.',
} satisfies Record<keyof typeof english, string>;
