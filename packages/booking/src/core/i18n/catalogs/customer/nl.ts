import type english from './en';

/** Messages of the customer form in nl (Dutch). */
export default {
  'ui.customer.customerForm.customerType': 'Soort klant',
  'ui.customer.customerForm.private': 'Particulier',
  'ui.customer.customerForm.business': 'Zakelijk',
  'ui.customer.customerForm.firstName': 'Voornaam',
  'ui.customer.customerForm.lastName': 'Achternaam',
  'ui.customer.customerForm.companyName': 'Bedrijfsnaam',
  'ui.customer.customerForm.vatNumber': 'Btw-nummer',
  'ui.customer.customerForm.street': 'Straat en huisnummer',
  'ui.customer.customerForm.zip': 'Postcode',
  'ui.customer.customerForm.city': 'Plaats',
  'ui.customer.customerForm.country': 'Land',
  'ui.customer.customerForm.countryPlaceholder': 'Kies een land',
  'ui.customer.customerForm.email': 'E-mailadres',
  'ui.customer.customerForm.requiredNote': 'Velden met een * zijn verplicht.',
  'ui.customer.customerForm.required': 'verplicht',
  'ui.customer.customerForm.conditions': 'Ik ga akkoord met {document}.',
  'ui.customer.customerForm.conditionsDocument': 'de algemene voorwaarden',
  'ui.customer.customerForm.privacy': 'Ik heb {document} gelezen.',
  'ui.customer.customerForm.privacyDocument': 'het privacybeleid',
  'ui.customer.customerForm.cancellation': 'Ik heb {document} gelezen.',
  'ui.customer.customerForm.cancellationDocument': 'de informatie over het herroepingsrecht',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Corrigeer # veld.} other {Corrigeer # velden.}}',
  'ui.customer.customerForm.submit': 'Verder naar afrekenen',
  'ui.customer.customerForm.submitting': 'Uw gegevens worden verzonden…',
  'ui.customer.phoneField.label': 'Telefoon',
  'ui.customer.phoneField.prefix': 'Landcode',
  'ui.customer.phoneField.number': 'Telefoonnummer',
  'ui.customer.interestRegistrationForm.title': 'Uw interesse in {name}',
  'ui.customer.interestRegistrationForm.submit': 'Aanmelding versturen',
  'ui.customer.interestRegistrationForm.submitting': 'Uw aanmelding wordt verstuurd…',
  'ui.customer.interestRegistrationForm.success':
    'Bedankt! Wij nemen contact met u op zodra een ruimte van dit type vrijkomt.',
  'ui.customer.interestRegistrationForm.error':
    'Uw aanmelding kon niet worden verstuurd. Probeer het opnieuw.',
} satisfies Record<keyof typeof english, string>;
