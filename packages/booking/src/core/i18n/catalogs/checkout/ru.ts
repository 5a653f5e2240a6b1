import type english from './en';

/** Messages of the checkout: step indicator, provider hand-off and return panels, result summary, Stripe card payment in ru. */
export default {
  'ui.checkout.stepIndicator.label': 'Этапы оформления',
  'ui.checkout.stepIndicator.summary': 'Шаг {current, number} из {total, number}: {step}',
  'ui.checkout.stepIndicator.completed': '(выполнено)',
  'ui.checkout.providerHandOff.paymentTitle': 'Оплатите бронирование',
  'ui.checkout.providerHandOff.paymentText':
    'Вы перейдёте к нашему платёжному партнёру, чтобы безопасно оплатить картой. После этого вы автоматически вернётесь сюда.',
  'ui.checkout.providerHandOff.paymentContinue': 'Перейти к оплате',
  'ui.checkout.providerHandOff.paymentPending': 'Подготовка страницы оплаты…',
  'ui.checkout.providerHandOff.paymentError': 'Не удалось открыть страницу оплаты. Попробуйте ещё раз.',
  'ui.checkout.providerHandOff.eSignatureTitle': 'Подпишите договор аренды',
  'ui.checkout.providerHandOff.eSignatureText':
    'Вы перейдёте к нашему партнёру по электронной подписи, чтобы подписать договор аренды. После этого вы автоматически вернётесь сюда.',
  'ui.checkout.providerHandOff.eSignatureContinue': 'Перейти к подписанию',
  'ui.checkout.providerHandOff.eSignaturePending': 'Подготовка страницы подписания…',
  'ui.checkout.providerHandOff.eSignatureError':
    'Не удалось открыть страницу подписания. Попробуйте ещё раз.',
  'ui.checkout.providerHandOff.idCheckTitle': 'Подтвердите свою личность',
  'ui.checkout.providerHandOff.idCheckText':
    'Вы перейдёте к нашему партнёру по проверке личности, чтобы подтвердить личность с помощью удостоверения личности. После этого вы автоматически вернётесь сюда.',
  'ui.checkout.providerHandOff.idCheckContinue': 'Перейти к проверке личности',
  'ui.checkout.providerHandOff.idCheckPending': 'Подготовка проверки личности…',
  'ui.checkout.providerHandOff.idCheckError': 'Не удалось открыть проверку личности. Попробуйте ещё раз.',
  'ui.checkout.returnStatus.paymentChecking': 'Проверяем ваш платёж',
  'ui.checkout.returnStatus.paymentSuccess': 'Платёж получен',
  'ui.checkout.returnStatus.paymentFailed': 'Оплата не завершена',
  'ui.checkout.returnStatus.paymentFailedText':
    'Не удалось подтвердить ваш платёж. Попробуйте ещё раз или используйте другую карту.',
  'ui.checkout.returnStatus.eSignatureChecking': 'Проверяем вашу подпись',
  'ui.checkout.returnStatus.eSignatureSuccess': 'Договор подписан',
  'ui.checkout.returnStatus.eSignatureFailed': 'Подписание не завершено',
  'ui.checkout.returnStatus.eSignatureFailedText': 'Не удалось подтвердить вашу подпись. Попробуйте ещё раз.',
  'ui.checkout.returnStatus.idCheckChecking': 'Проверяем вашу личность',
  'ui.checkout.returnStatus.idCheckSuccess': 'Личность подтверждена',
  'ui.checkout.returnStatus.idCheckFailed': 'Проверка личности не завершена',
  'ui.checkout.returnStatus.idCheckFailedText':
    'Не удалось подтвердить результат проверки личности. Попробуйте ещё раз.',
  'ui.checkout.returnStatus.checkingText':
    'Это займёт несколько секунд. Пожалуйста, не закрывайте эту страницу.',
  'ui.checkout.returnStatus.successText': 'Спасибо. Сейчас вы перейдёте к следующему шагу.',
  'ui.checkout.returnStatus.continue': 'Продолжить',
  'ui.checkout.resultSummary.title': 'Бронирование подтверждено',
  'ui.checkout.resultSummary.emailSent': 'Мы отправили подтверждение на адрес {email}.',
  'ui.checkout.resultSummary.reference': 'Номер бронирования',
  'ui.checkout.resultSummary.unitType': 'Складской бокс',
  'ui.checkout.resultSummary.unit': 'Номер бокса',
  'ui.checkout.resultSummary.location': 'Местоположение',
  'ui.checkout.resultSummary.moveInDate': 'Дата заезда',
  'ui.checkout.resultSummary.paidNow': 'Оплачено сейчас',
  'ui.checkout.resultSummary.recurring':
    '{period, select, weekly {Каждую неделю} monthly {Каждый месяц} other {Регулярный платёж}}',
  'ui.checkout.resultSummary.portalLink': 'Перейти в личный кабинет',
  'ui.checkout.resultSummary.emailSentWithPortalLink':
    'Мы отправили подтверждение на адрес {email} со ссылкой на ваш личный кабинет.',
  'ui.checkout.resultSummary.bookingInPortal': 'Посмотреть это бронирование в личном кабинете',

  'ui.checkout.holdCountdown.label': 'Время на завершение бронирования',
  'ui.checkout.holdCountdown.warning':
    '{minutes, plural, one {Осталась # минута, чтобы завершить бронирование. Затем бокс будет освобождён.} few {Осталось # минуты, чтобы завершить бронирование. Затем бокс будет освобождён.} many {Осталось # минут, чтобы завершить бронирование. Затем бокс будет освобождён.} other {Осталось # минуты, чтобы завершить бронирование. Затем бокс будет освобождён.}}',
  'ui.checkout.holdCountdown.expired': 'Время на завершение бронирования истекло.',

  'ui.checkout.stripe.formLabel': 'Данные карты',
  'ui.checkout.stripe.loading': 'Загрузка защищённой формы карты…',
  'ui.checkout.stripe.loadError':
    'Не удалось загрузить форму карты. Проверьте подключение и попробуйте ещё раз.',
  'ui.checkout.stripe.pay': 'Оплатить {amount}',
  'ui.checkout.stripe.saveCard': 'Сохранить карту',
  'ui.checkout.stripe.processingPayment': 'Обработка вашего платежа…',
  'ui.checkout.stripe.savingCard': 'Сохранение вашей карты…',
  'ui.checkout.stripe.confirmError':
    'Не удалось подтвердить вашу карту. Попробуйте ещё раз или используйте другую карту.',

  // The failed identity check's page (IdCheckFailedPage): shown only in the checkout, so loaded with it.
  'ui.checkout.idCheckFailed.title': 'Личность не подтверждена',
  'ui.checkout.idCheckFailed.text':
    'Нам не удалось подтвердить вашу личность при этой проверке. Попробуйте ещё раз с действительным удостоверением личности или обратитесь в службу поддержки.',
} satisfies Record<keyof typeof english, string>;
