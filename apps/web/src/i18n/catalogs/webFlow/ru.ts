import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in ru. */
export default {
  'web.flow.loading': 'Загрузка…',
  'web.flow.priceHint': 'Выберите дату заезда и расчётный период, чтобы увидеть цену.',
  'web.flow.priceError': 'Не удалось рассчитать цену. Повторите попытку позже.',
  'web.flow.unitSelection.title': 'Выберите складской бокс',
  'web.flow.unitSelection.loading': 'Загрузка складских боксов…',
  'web.flow.unitSelection.loadError': 'Не удалось загрузить складские боксы.',
  'web.flow.interest.title': 'Нет в наличии? Оставьте заявку',
  'web.flow.interest.intro':
    'Оставьте свои контактные данные, и мы свяжемся с Вами, как только освободится бокс этого типа.',
  'web.flow.interest.open': 'Оставить заявку на {name}',
  'web.flow.unitType.title': 'Подготовка бронирования',
  'web.flow.unitType.loading': 'Загрузка складского бокса…',
  'web.flow.unitType.loadError': 'Не удалось загрузить складской бокс.',
  'web.flow.options.title': 'Параметры: {name}',
  'web.flow.options.changeUnitType': 'Выбрать другой бокс',
  'web.flow.options.moveInDate.heading': 'Когда Вы хотите заехать?',
  'web.flow.options.billingPeriod.heading': 'Как Вы хотите оплачивать?',
  'web.flow.options.insurance.heading': 'Выберите страховку для Ваших вещей',
  'web.flow.options.products.heading': 'Нужно что-нибудь ещё?',
  'web.flow.options.checkingAvailability': 'Проверка доступности…',
  'web.flow.options.loadError': 'Не удалось загрузить эти параметры.',
  'web.flow.options.continue': 'Перейти в корзину',
  'web.flow.options.planChange.removed':
    '{name} не предлагается с тарифом «{plan}» и удалено из Вашего бронирования.',
  'web.flow.options.discountRemoved':
    'Код скидки {code} удалён, так как Ваши параметры изменились. Вы можете ввести его снова в корзине.',
  'web.flow.options.preview.needsScript':
    'Включите JavaScript в браузере, чтобы выбрать параметры и забронировать онлайн.',
  'web.flow.options.preview.moveInWindow': 'Вы можете заехать в любой день с {first} по {last}.',
  'web.flow.basket.title': 'Ваша корзина',
  'web.flow.basket.changeOptions': 'Изменить параметры',
  'web.flow.basket.continue': 'Перейти к Вашим данным',
  'web.flow.notAvailable.title': 'Недоступно на эту дату',
  'web.flow.notAvailable.text': 'К сожалению, бокс «{name}» недоступен с {date}.',
  'web.flow.notAvailable.textWithoutName': 'К сожалению, этот складской бокс недоступен с {date}.',
  'web.flow.notAvailable.nextDate': 'Ближайшая свободная дата: {date}.',
  'web.flow.notAvailable.chooseNextDate': 'Заехать {date}',
  'web.flow.notAvailable.chooseDate': 'Выбрать другую дату',
  'web.flow.notAvailable.chooseUnitType': 'Выбрать другой бокс',
  'web.flow.notAvailable.alternatives': 'Другие складские боксы на этом объекте',
  'web.flow.customer.back': 'Вернуться в корзину',
  'web.flow.customer.loadError': 'Не удалось загрузить список стран.',
  'web.flow.customer.submitError': 'Не удалось отправить бронирование. Повторите попытку.',
  'web.flow.continue.title': 'Продолжение бронирования',
} satisfies Record<keyof typeof english, string>;
