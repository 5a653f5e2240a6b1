import type english from './en';

/** Messages of the customer form in fi (Finnish). */
export default {
  'ui.customer.customerForm.customerType': 'Asiakastyyppi',
  'ui.customer.customerForm.private': 'Yksityishenkilö',
  'ui.customer.customerForm.business': 'Yritys',
  'ui.customer.customerForm.firstName': 'Etunimi',
  'ui.customer.customerForm.lastName': 'Sukunimi',
  'ui.customer.customerForm.companyName': 'Yrityksen nimi',
  'ui.customer.customerForm.vatNumber': 'ALV-numero',
  'ui.customer.customerForm.street': 'Katuosoite',
  'ui.customer.customerForm.zip': 'Postinumero',
  'ui.customer.customerForm.city': 'Postitoimipaikka',
  'ui.customer.customerForm.country': 'Maa',
  'ui.customer.customerForm.countryPlaceholder': 'Valitse maa',
  'ui.customer.customerForm.email': 'Sähköpostiosoite',
  'ui.customer.customerForm.requiredNote': 'Tähdellä (*) merkityt kentät ovat pakollisia.',
  'ui.customer.customerForm.required': 'pakollinen',
  'ui.customer.customerForm.conditions': 'Hyväksyn {document}.',
  'ui.customer.customerForm.conditionsDocument': 'yleiset sopimusehdot',
  'ui.customer.customerForm.privacy': 'Olen lukenut {document}.',
  'ui.customer.customerForm.privacyDocument': 'tietosuojaselosteen',
  'ui.customer.customerForm.cancellation': 'Olen lukenut {document}.',
  'ui.customer.customerForm.cancellationDocument': 'peruuttamisoikeutta koskevat tiedot',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Korjaa # kenttä.} other {Korjaa # kenttää.}}',
  'ui.customer.customerForm.submit': 'Siirry kassalle',
  'ui.customer.customerForm.submitting': 'Tietojasi lähetetään…',
  'ui.customer.phoneField.label': 'Puhelin',
  'ui.customer.phoneField.prefix': 'Maatunnus',
  'ui.customer.phoneField.number': 'Puhelinnumero',
  'ui.customer.interestRegistrationForm.title': 'Kiinnostuksesi: {name}',
  'ui.customer.interestRegistrationForm.submit': 'Lähetä ilmoitus',
  'ui.customer.interestRegistrationForm.submitting': 'Ilmoitusta lähetetään…',
  'ui.customer.interestRegistrationForm.success':
    'Kiitos! Otamme sinuun yhteyttä heti, kun tämäntyyppinen tila vapautuu.',
  'ui.customer.interestRegistrationForm.error': 'Ilmoitusta ei voitu lähettää. Yritä uudelleen.',
} satisfies Record<keyof typeof english, string>;
