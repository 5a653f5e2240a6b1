import type english from './en';

/** Messages of the booking pages for returning visitors and customer accounts (booking in progress, account details) in ru. */
export default {
  'ui.openCheckout.text': 'У вас есть незавершённое бронирование (бокс забронирован ещё {time}).',
  'ui.openCheckout.textWithUnitType':
    'У вас есть незавершённое бронирование: {unitType} (забронировано ещё {time}).',
  'ui.openCheckout.continue': 'Продолжить бронирование',
  'ui.openCheckout.startOver': 'Начать заново',
  'ui.openCheckout.startingOver': 'Начинаем заново…',
  'ui.openCheckout.startOverError': 'Не удалось отменить незавершённое бронирование. Попробуйте ещё раз.',
  'ui.customer.customerForm.summaryIntro': 'Вы бронируете через свою учётную запись клиента с этими данными:',
  'ui.customer.customerForm.summaryName': 'Имя и фамилия',
  'ui.customer.customerForm.summaryAddress': 'Адрес',
  'ui.customer.customerForm.editDetails': 'Изменить данные',
  'ui.customer.customerForm.emailFromAccount':
    'Бронирование будет привязано к вашей учётной записи с этим адресом электронной почты.',
  'web.flow.customer.accountLoading': 'Загрузка данных учётной записи…',
  'web.flow.customer.accountLoadError': 'Не удалось загрузить данные учётной записи.',
  'web.flow.alreadyBooked.portalLink': 'Перейти в личный кабинет',
} satisfies Record<keyof typeof english, string>;
