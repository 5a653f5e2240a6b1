import type english from './en';

/** Messages of the customer form in lv (Latvian). */
export default {
  'ui.customer.customerForm.customerType': 'Klienta veids',
  'ui.customer.customerForm.private': 'Privātpersona',
  'ui.customer.customerForm.business': 'Uzņēmums',
  'ui.customer.customerForm.firstName': 'Vārds',
  'ui.customer.customerForm.lastName': 'Uzvārds',
  'ui.customer.customerForm.companyName': 'Uzņēmuma nosaukums',
  'ui.customer.customerForm.vatNumber': 'PVN numurs',
  'ui.customer.customerForm.street': 'Iela un mājas numurs',
  'ui.customer.customerForm.zip': 'Pasta indekss',
  'ui.customer.customerForm.city': 'Pilsēta',
  'ui.customer.customerForm.country': 'Valsts',
  'ui.customer.customerForm.countryPlaceholder': 'Izvēlieties valsti',
  'ui.customer.customerForm.email': 'E-pasta adrese',
  'ui.customer.customerForm.requiredNote': 'Ar * atzīmētie lauki ir obligāti.',
  'ui.customer.customerForm.required': 'obligāts',
  'ui.customer.customerForm.conditions': 'Es piekrītu {document}.',
  'ui.customer.customerForm.conditionsDocument': 'vispārīgajiem noteikumiem',
  'ui.customer.customerForm.privacy': 'Apliecinu iepazīšanos ar {document}.',
  'ui.customer.customerForm.privacyDocument': 'privātuma politiku',
  'ui.customer.customerForm.cancellation': 'Apliecinu iepazīšanos ar {document}.',
  'ui.customer.customerForm.cancellationDocument': 'informāciju par atteikuma tiesībām',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, zero {Lūdzu, izlabojiet # laukus.} one {Lūdzu, izlabojiet # lauku.} other {Lūdzu, izlabojiet # laukus.}}',
  'ui.customer.customerForm.submit': 'Turpināt uz apmaksu',
  'ui.customer.customerForm.submitting': 'Jūsu dati tiek nosūtīti…',
  'ui.customer.phoneField.label': 'Tālrunis',
  'ui.customer.phoneField.prefix': 'Valsts kods',
  'ui.customer.phoneField.number': 'Tālruņa numurs',
  'ui.customer.interestRegistrationForm.title': 'Jūsu interese par {name}',
  'ui.customer.interestRegistrationForm.submit': 'Nosūtīt pieteikumu',
  'ui.customer.interestRegistrationForm.submitting': 'Notiek pieteikuma nosūtīšana…',
  'ui.customer.interestRegistrationForm.success':
    'Paldies! Mēs ar Jums sazināsimies, tiklīdz atbrīvosies šāda veida telpa.',
  'ui.customer.interestRegistrationForm.error': 'Pieteikumu neizdevās nosūtīt. Lūdzu, mēģiniet vēlreiz.',
} satisfies Record<keyof typeof english, string>;
