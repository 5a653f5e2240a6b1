import type english from './en';

/** Messages of the customer form in ru (Russian). */
export default {
  'ui.customer.customerForm.customerType': 'Тип клиента',
  'ui.customer.customerForm.private': 'Частное лицо',
  'ui.customer.customerForm.business': 'Компания',
  'ui.customer.customerForm.firstName': 'Имя',
  'ui.customer.customerForm.lastName': 'Фамилия',
  'ui.customer.customerForm.companyName': 'Название компании',
  'ui.customer.customerForm.vatNumber': 'Номер плательщика НДС',
  'ui.customer.customerForm.street': 'Улица и номер дома',
  'ui.customer.customerForm.zip': 'Почтовый индекс',
  'ui.customer.customerForm.city': 'Город',
  'ui.customer.customerForm.country': 'Страна',
  'ui.customer.customerForm.countryPlaceholder': 'Выберите страну',
  'ui.customer.customerForm.email': 'Адрес электронной почты',
  'ui.customer.customerForm.requiredNote': 'Поля, отмеченные *, обязательны для заполнения.',
  'ui.customer.customerForm.required': 'обязательное поле',
  'ui.customer.customerForm.conditions': 'Я принимаю {document}.',
  'ui.customer.customerForm.conditionsDocument': 'общие условия',
  'ui.customer.customerForm.privacy': 'Подтверждаю ознакомление с {document}.',
  'ui.customer.customerForm.privacyDocument': 'политикой конфиденциальности',
  'ui.customer.customerForm.cancellation': 'Подтверждаю ознакомление с {document}.',
  'ui.customer.customerForm.cancellationDocument': 'информацией о праве на отказ от договора',
  'ui.customer.customerForm.errorSummary':
    '{count, plural, one {Исправьте # поле.} few {Исправьте # поля.} many {Исправьте # полей.} other {Исправьте # поля.}}',
  'ui.customer.customerForm.submit': 'Перейти к оплате',
  'ui.customer.customerForm.submitting': 'Отправка ваших данных…',
  'ui.customer.phoneField.label': 'Телефон',
  'ui.customer.phoneField.prefix': 'Код страны',
  'ui.customer.phoneField.number': 'Номер телефона',
  'ui.customer.interestRegistrationForm.title': 'Ваша заявка на {name}',
  'ui.customer.interestRegistrationForm.submit': 'Отправить заявку',
  'ui.customer.interestRegistrationForm.submitting': 'Заявка отправляется…',
  'ui.customer.interestRegistrationForm.success':
    'Спасибо! Мы свяжемся с Вами, как только освободится бокс этого типа.',
  'ui.customer.interestRegistrationForm.error': 'Не удалось отправить заявку. Повторите попытку.',
} satisfies Record<keyof typeof english, string>;
