import type english from './en';

/** Messages of the customer form in pl (Polish). */
export default {
  'ui.customer.customerForm.customerType': 'Typ klienta',
  'ui.customer.customerForm.private': 'Osoba prywatna',
  'ui.customer.customerForm.business': 'Firma',
  'ui.customer.customerForm.firstName': 'Imię',
  'ui.customer.customerForm.lastName': 'Nazwisko',
  'ui.customer.customerForm.companyName': 'Nazwa firmy',
  'ui.customer.customerForm.vatNumber': 'Numer VAT',
  'ui.customer.customerForm.street': 'Ulica i numer domu',
  'ui.customer.customerForm.zip': 'Kod pocztowy',
  'ui.customer.customerForm.city': 'Miejscowość',
  'ui.customer.customerForm.country': 'Kraj',
  'ui.customer.customerForm.countryPlaceholder': 'Proszę wybrać kraj',
  'ui.customer.customerForm.email': 'Adres e-mail',
  'ui.customer.customerForm.requiredNote': 'Pola oznaczone * są wymagane.',
  'ui.customer.customerForm.required': 'wymagane',
  'ui.customer.customerForm.conditions': 'Akceptuję {document}.',
  'ui.customer.customerForm.conditionsDocument': 'regulamin',
  'ui.customer.customerForm.privacy': 'Potwierdzam zapoznanie się z {document}.',
  'ui.customer.customerForm.privacyDocument': 'polityką prywatności',
  'ui.customer.customerForm.cancellation': 'Potwierdzam zapoznanie się z {document}.',
  'ui.customer.customerForm.cancellationDocument': 'informacją o prawie odstąpienia od umowy',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Proszę poprawić # pole.} few {Proszę poprawić # pola.} many {Proszę poprawić # pól.} other {Proszę poprawić # pola.}}',
  'ui.customer.customerForm.submit': 'Przejdź do płatności',
  'ui.customer.customerForm.submitting': 'Wysyłanie danych…',
  'ui.customer.phoneField.label': 'Telefon',
  'ui.customer.phoneField.prefix': 'Numer kierunkowy kraju',
  'ui.customer.phoneField.number': 'Numer telefonu',
  'ui.customer.interestRegistrationForm.title': 'Zainteresowanie: {name}',
  'ui.customer.interestRegistrationForm.submit': 'Wyślij zgłoszenie',
  'ui.customer.interestRegistrationForm.submitting': 'Wysyłanie zgłoszenia…',
  'ui.customer.interestRegistrationForm.success':
    'Dziękujemy! Skontaktujemy się, gdy tylko zwolni się boks tego typu.',
  'ui.customer.interestRegistrationForm.error': 'Nie udało się wysłać zgłoszenia. Spróbuj ponownie.',
} satisfies Record<keyof typeof english, string>;
