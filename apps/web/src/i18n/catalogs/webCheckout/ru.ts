import type english from './en';

/** Messages of the reference app checkout pages (web.checkout.*) in ru. */
export default {
  'web.checkout.loadError': 'Не удалось загрузить страницу оформления заказа.',
  'web.checkout.reason.paymentDeclined':
    'Ваша карта отклонена, деньги не списаны. Попробуйте ещё раз или используйте другую карту.',
  'web.checkout.reason.foreignSession':
    'Эта ссылка относилась к другому сеансу бронирования, поэтому ничего не изменилось. Вы можете продолжить бронирование здесь.',
  'web.checkout.reason.unknownBasket': 'Мы не нашли этот заказ.',
  'web.checkout.summary.title': 'Ваше бронирование',
  'web.checkout.summary.unitType': 'Складской бокс',
  'web.checkout.summary.moveInDate': 'Дата заезда',
  'web.checkout.summary.dueNow': 'К оплате сейчас',
  'web.checkout.summary.recurring': 'Аренда за период',
  'web.checkout.verify.waiting':
    'Ваш банк ещё не подтвердил платёж. Чтобы завершить оплату, продолжите на странице оплаты.',
  'web.checkout.createBooking.creating': 'Создаём ваше бронирование…',
  'web.checkout.createBooking.error':
    'Пока не удалось создать бронирование. Повторного бронирования не произошло.',
  'web.checkout.success.loading': 'Загрузка подтверждения бронирования…',
  'web.checkout.success.loadError': 'Не удалось загрузить подтверждение бронирования.',
  'web.checkout.success.invalidTitle': 'Эта ссылка для подтверждения недействительна',
  'web.checkout.success.invalidText':
    'По этой ссылке не удалось подтвердить бронирование. Если вы оформили бронирование, подробности есть в письме с подтверждением.',
  'web.checkout.signed.title': 'Договор подписан',
  'web.checkout.signed.text': 'Спасибо за подпись. Продолжите бронирование, чтобы завершить его.',
  'web.checkout.signed.closeText':
    'Спасибо за подпись. Можете закрыть эту страницу и продолжить там, где начали.',
  'web.checkout.signed.continue': 'Продолжить бронирование',
  'web.checkout.idCheckRedirect.title': 'Проверка личности завершена',
  'web.checkout.idCheckRedirect.text':
    'Спасибо. Можете закрыть эту страницу и продолжить бронирование там, где вы его начали.',
} satisfies Record<keyof typeof english, string>;
