import type english from './en';

/** Russian messages of paying an open invoice in the customer portal (see `./en`). */
export default {
  'ui.portal.invoiceTable.payment': 'Оплата',
  'ui.portal.invoiceTable.pay': 'Оплатить',
  'ui.portal.invoiceTable.payLabel': 'Оплатить: счёт {number}, {amount}',
  'ui.portal.notificationsList.payInvoice': 'Оплатить счёт сейчас',
  'ui.portal.invoicePayment.title': 'Оплата счёта',
  'ui.portal.invoicePayment.lead': 'Неоплаченный счёт за {location}.',
  'ui.portal.invoicePayment.summaryTitle': 'Счёт {number}',
  'ui.portal.invoicePayment.payOnFile': 'Оплатить {amount} картой {card}',
  'ui.portal.invoicePayment.cardLabel': '{brand}, оканчивается на {last4}',
  'ui.portal.invoicePayment.payNewCard': 'Оплатить новой картой',
  'ui.portal.invoicePayment.payByCard': 'Оплатить {amount} картой',
  'ui.portal.invoicePayment.newCardHint':
    'Данные карты вводятся на защищённой странице платёжного провайдера.',
  'ui.portal.invoicePayment.loading': 'Загрузка счёта…',
  'ui.portal.invoicePayment.loadError': 'Не удалось загрузить счёт.',
  'ui.portal.invoicePayment.notOpen': 'По этому счёту больше нечего оплачивать.',
  'ui.portal.invoicePayment.redirecting': 'Переходим на защищённую страницу оплаты…',
  'ui.portal.invoicePayment.continue': 'Перейти на страницу оплаты',
  'ui.portal.invoicePayment.verifying': 'Проверяем ваш платёж…',
  'ui.portal.invoicePayment.paid':
    'Спасибо. Счёт {number} оплачен, квитанция отправлена на вашу электронную почту.',
  'ui.portal.invoicePayment.declined':
    'Ваша карта отклонена, деньги не списаны. Счёт по-прежнему не оплачен: попробуйте ещё раз с другой картой.',
  'ui.portal.invoicePayment.methodInvalid':
    'С сохранённой карты нельзя списать оплату. Оплатите новой картой.',
  'ui.portal.invoicePayment.alreadyPaid': 'Этот счёт уже оплачен.',
  'ui.portal.invoicePayment.failed': 'Не удалось провести платёж. Попробуйте ещё раз.',
  'ui.portal.invoicePayment.unfinished': 'Платёж ещё не завершён.',
  'ui.portal.invoicePayment.tryAgain': 'Попробовать ещё раз',
} as const satisfies Record<keyof typeof english, string>;
