import accounts from './accounts/ru';
import customer from './customer/ru';
import type english from './en';
import limits from './limits/ru';
import options from './options/ru';
import portalAccess from './portalAccess/ru';
import sessions from './sessions/ru';
import shell from './shell/ru';
import status from './status/ru';

/**
 * Russian messages of the SDK but the checkout's (those are in `later/ru.ts`). Counts are phrased
 * as "label: number" to avoid plural forms.
 */
export default {
  'formValidation.required': 'Это поле обязательно для заполнения.',
  'formValidation.email': 'Введите корректный адрес электронной почты.',
  'formValidation.maxLength': 'Максимальное количество символов: {max}.',
  'formValidation.minArrayLength': 'Минимальное количество вариантов: {min}.',
  'formValidation.maxArrayLength': 'Максимальное количество вариантов: {max}.',
  'formValidation.phone': 'Введите корректный номер телефона.',
  'formValidation.phonePrefix': 'Код страны должен начинаться с +.',
  'formValidation.postalCode': 'Введите почтовый индекс в формате {example}.',
  'formValidation.minDate': 'Выберите {date} или более позднюю дату.',
  'formValidation.maxDate': 'Выберите {date} или более раннюю дату.',
  'formValidation.discountCode': 'Этот промокод недействителен.',
  'formValidation.default': 'Поле заполнено неверно.',

  'auth.invalidStateCode': 'Недействительный код состояния. Войдите снова.',
  'auth.signInFailed': 'Не удалось войти. Попробуйте ещё раз.',
  'auth.sessionExpired': 'Срок действия сеанса истёк. Войдите снова.',

  'booking.step.unitSelection': 'Складской бокс',
  'booking.step.options': 'Параметры',
  'booking.step.basket': 'Корзина',
  'booking.step.customer': 'Ваши данные',
  'booking.section.moveInDate': 'Дата заезда',
  'booking.section.billingPeriod': 'Расчётный период',
  'booking.section.insurance': 'Страхование',
  'booking.section.products': 'Товары',

  'checkout.step.payment': 'Оплата',
  'checkout.step.paymentVerify': 'Проверка оплаты',
  'checkout.step.eSignature': 'Подписание',
  'checkout.step.idCheck': 'Проверка личности',
  'checkout.step.createBooking': 'Бронирование',
  'checkout.step.success': 'Бронирование подтверждено',
  'checkout.eSignatureCancelled.title': 'Подписание отменено',
  'checkout.eSignatureCancelled.text':
    'Вы отменили подписание. Подпишите договор, чтобы завершить бронирование.',
  'checkout.eSignatureExpired.title': 'Срок подписания истёк',
  'checkout.eSignatureExpired.text': 'Сеанс подписания истёк. Подпишите договор ещё раз.',
  'checkout.idCheckExpired.title': 'Срок проверки личности истёк',
  'checkout.idCheckExpired.text': 'Сеанс проверки личности истёк. Начните её заново.',
  'checkout.idCheckCancelled.title': 'Проверка личности отменена',
  'checkout.idCheckCancelled.text':
    'Вы отменили проверку личности. Она необходима для завершения бронирования.',
  'checkout.idCheckInProgress.title': 'Идёт проверка личности',
  'checkout.idCheckInProgress.text':
    'Ваша проверка личности ещё обрабатывается. Страница обновится, когда она завершится.',
  'checkout.sessionEnded.title': 'Сеанс завершён',
  'checkout.sessionEnded.text': 'Ваш сеанс оформления заказа завершён. Начните бронирование заново.',
  'checkout.alreadyBooked.title': 'Уже забронировано',
  'checkout.alreadyBooked.text':
    'Это бронирование завершено. Мы отправили подтверждение по электронной почте со ссылкой на ваш личный кабинет.',
  'checkout.retry': 'Повторить попытку',

  'error.notFound.title': 'Страница не найдена',
  'error.notFound.text': 'Страница, которую вы ищете, не существует.',
  'error.serverError.title': 'Что-то пошло не так',
  'error.serverError.text': 'Произошла непредвиденная ошибка. Повторите попытку позже.',
  'error.forbidden.title': 'Доступ запрещён',
  'error.forbidden.text': 'У вас нет прав для просмотра этой страницы.',

  'consent.title': 'Настройки файлов cookie',
  'consent.necessary': 'Необходимые файлы cookie',
  'consent.marketing': 'Маркетинговые файлы cookie',
  'consent.description':
    'Мы используем необходимые файлы cookie для работы сайта. С вашего согласия мы также используем маркетинговые файлы cookie, чтобы оценивать и улучшать наши предложения.',
  'consent.cookiePolicy': 'Политика в отношении файлов cookie',
  'consent.saveSelected': 'Сохранить выбор',
  'consent.acceptAll': 'Принять все',

  'languageSwitcher.label': 'Язык',

  'toast.success.title': 'Готово',
  'toast.error.title': 'Что-то пошло не так',
  'toast.warn.title': 'Обратите внимание',
  'toast.dismiss': 'Закрыть уведомление',

  'ui.unitType.priceFromMonthly': 'Цена от {price} в месяц',
  'ui.unitType.priceFromWeekly': 'Цена от {price} в неделю',
  'ui.unitType.unitsAvailable': 'Свободных боксов: {count, number}',
  'ui.unitType.soldOut': 'Распродано',
  'ui.unitType.features': 'Особенности',
  'ui.unitType.select': 'Выбрать',
  'ui.unitTypeList.label': 'Складские боксы',
  'ui.unitTypeList.categories': 'Категория',
  'ui.unitTypeList.allCategories': 'Все',
  'ui.unitTypeList.empty': 'В этой категории нет складских боксов.',
  'ui.basket.title': 'Ваше бронирование',
  'ui.basket.location': 'Склад',
  'ui.basket.unitType': 'Бокс для хранения',
  'ui.basket.moveInDate': 'Дата заезда',
  'ui.basket.everyMonth': 'Каждый месяц',
  'ui.basket.everyWeek': 'Каждую неделю',
  'ui.basket.once': 'Однократно, с первым платежом',
  'ui.basket.lineWithQuantity': '{quantity, number} × {label} ({unitAmount} за шт.)',
  'ui.basket.subtotal': 'Промежуточный итог',
  'ui.basket.tax': 'НДС ({rate})',
  'ui.basket.includedTax': 'В том числе НДС ({rate})',
  'ui.basket.subtotalExclTax': 'Промежуточный итог без НДС',
  'ui.price.exclTax': '{price} без НДС',
  'ui.basket.dueNow': 'К оплате сейчас',
  'ui.basket.thenMonthly': 'Далее {amount} в месяц',
  'ui.basket.thenWeekly': 'Далее {amount} в неделю',
  'ui.basket.loading': 'Расчёт цены…',
  ...options,
  ...customer,
  ...shell,
  ...portalAccess,
  ...status,
  ...accounts,
  ...limits,
  ...sessions,
} satisfies Record<keyof typeof english, string>;
