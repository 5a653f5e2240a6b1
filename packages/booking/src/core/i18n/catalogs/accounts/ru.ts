import type english from './en';

/** Messages of booking with a customer account (hold countdown, booking in progress, account details) in ru. */
export default {
  'ui.checkout.holdCountdown.label': 'Время на завершение бронирования',
  'ui.checkout.holdCountdown.warning': '{minutes, plural, one {Осталась # минута, чтобы завершить бронирование. Затем бокс будет освобождён.} few {Осталось # минуты, чтобы завершить бронирование. Затем бокс будет освобождён.} many {Осталось # минут, чтобы завершить бронирование. Затем бокс будет освобождён.} other {Осталось # минуты, чтобы завершить бронирование. Затем бокс будет освобождён.}}',
  'ui.checkout.holdCountdown.expired': 'Время на завершение бронирования истекло.',
  'ui.checkout.openCheckout.text': 'У вас есть незавершённое бронирование (бокс забронирован ещё {time}).',
  'ui.checkout.openCheckout.textWithUnitType': 'У вас есть незавершённое бронирование: {unitType} (забронировано ещё {time}).',
  'ui.checkout.openCheckout.continue': 'Продолжить бронирование',
  'ui.checkout.openCheckout.startOver': 'Начать заново',
  'ui.checkout.openCheckout.startingOver': 'Начинаем заново…',
  'ui.checkout.openCheckout.startOverError': 'Не удалось отменить незавершённое бронирование. Попробуйте ещё раз.',
  'ui.checkout.resultSummary.emailSentWithPortalLink': 'Мы отправили подтверждение на адрес {email} со ссылкой на ваш личный кабинет.',
  'ui.checkout.resultSummary.bookingInPortal': 'Посмотреть это бронирование в личном кабинете',
  'ui.customer.customerForm.summaryIntro': 'Вы бронируете через свою учётную запись клиента с этими данными:',
  'ui.customer.customerForm.summaryName': 'Имя и фамилия',
  'ui.customer.customerForm.summaryAddress': 'Адрес',
  'ui.customer.customerForm.editDetails': 'Изменить данные',
  'ui.customer.customerForm.emailFromAccount': 'Бронирование будет привязано к вашей учётной записи с этим адресом электронной почты.',
  'web.flow.customer.accountLoading': 'Загрузка данных учётной записи…',
  'web.flow.customer.accountLoadError': 'Не удалось загрузить данные учётной записи.',
  'web.flow.alreadyBooked.portalLink': 'Перейти в личный кабинет',
} satisfies Record<keyof typeof english, string>;
