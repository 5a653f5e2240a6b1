import type english from './en';

/** Messages of the customer form in cs (Czech). */
export default {
  'ui.customer.customerForm.customerType': 'Typ zákazníka',
  'ui.customer.customerForm.private': 'Soukromá osoba',
  'ui.customer.customerForm.business': 'Firma',
  'ui.customer.customerForm.firstName': 'Jméno',
  'ui.customer.customerForm.lastName': 'Příjmení',
  'ui.customer.customerForm.companyName': 'Název firmy',
  'ui.customer.customerForm.vatNumber': 'DIČ',
  'ui.customer.customerForm.street': 'Ulice a číslo domu',
  'ui.customer.customerForm.zip': 'PSČ',
  'ui.customer.customerForm.city': 'Město',
  'ui.customer.customerForm.country': 'Země',
  'ui.customer.customerForm.countryPlaceholder': 'Vyberte zemi',
  'ui.customer.customerForm.email': 'E-mailová adresa',
  'ui.customer.customerForm.requiredNote': 'Pole označená * jsou povinná.',
  'ui.customer.customerForm.required': 'povinné',
  'ui.customer.customerForm.conditions': 'Souhlasím s {document}.',
  'ui.customer.customerForm.conditionsDocument': 'obchodními podmínkami',
  'ui.customer.customerForm.privacy': 'Beru na vědomí {document}.',
  'ui.customer.customerForm.privacyDocument': 'zásady ochrany osobních údajů',
  'ui.customer.customerForm.cancellation': 'Beru na vědomí {document}.',
  'ui.customer.customerForm.cancellationDocument': 'poučení o právu na odstoupení od smlouvy',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Opravte prosím # pole.} few {Opravte prosím # pole.} many {Opravte prosím # pole.} other {Opravte prosím # polí.}}',
  'ui.customer.customerForm.submit': 'Pokračovat k platbě',
  'ui.customer.customerForm.submitting': 'Odesíláme vaše údaje…',
  'ui.customer.phoneField.label': 'Telefon',
  'ui.customer.phoneField.prefix': 'Předvolba země',
  'ui.customer.phoneField.number': 'Telefonní číslo',
  'ui.customer.interestRegistrationForm.title': 'Váš zájem o {name}',
  'ui.customer.interestRegistrationForm.submit': 'Odeslat žádost',
  'ui.customer.interestRegistrationForm.submitting': 'Odesílání žádosti…',
  'ui.customer.interestRegistrationForm.success':
    'Děkujeme! Ozveme se Vám, jakmile se uvolní box tohoto typu.',
  'ui.customer.interestRegistrationForm.error': 'Žádost se nepodařilo odeslat. Zkuste to prosím znovu.',
} satisfies Record<keyof typeof english, string>;
