import type english from './en';

/** Messages of the reference app's customer portal pages (web.portal.*) in ru. */
export default {
  'web.portal.overview.title': 'Личный кабинет',
  'web.portal.locations.loading': 'Загрузка ваших филиалов…',
  'web.portal.overview.loading': 'Загрузка вашего аккаунта…',
  'web.portal.locations.loadError': 'Не удалось загрузить ваши филиалы.',
  'web.portal.bookings.loadError': 'Не удалось загрузить ваши бронирования.',
  'web.portal.openInvoices.loadError': 'Не удалось загрузить неоплаченные счета.',
  'web.portal.invoiceHistory.loadError': 'Не удалось загрузить историю счетов.',
  'web.portal.paymentMethod.loadError': 'Не удалось загрузить способ оплаты.',
  'web.portal.savedPaymentMethods.title': 'Сохранённые способы оплаты',
  'web.portal.savedPaymentMethods.loading': 'Загружаем ваши способы оплаты…',
  'web.portal.savedPaymentMethods.empty': 'У вас нет сохранённых способов оплаты.',
  'web.portal.savedPaymentMethods.loadError': 'Не удалось загрузить ваши способы оплаты.',
  'web.portal.savedPaymentMethods.needsVerification': 'требует подтверждения',
  'web.portal.notifications.loadError': 'Не удалось загрузить уведомления.',
  'web.portal.cancel.done': 'Бронирование {unit} расторгнуто. Ваш последний день — {date}.',
  'web.portal.withdraw.done': 'Расторжение бронирования {unit} отозвано. Ваша аренда продолжается.',
  'web.portal.withdraw.failed': 'Не удалось отозвать расторжение бронирования {unit}. Попробуйте ещё раз.',
  'web.portal.withdraw.tooLate':
    'Расторжение бронирования {unit} больше нельзя отозвать: последний день наступил.',
  'web.portal.sharedAccess.teaser': 'Разрешите другим людям управлять вашим аккаунтом в этом филиале.',
  'web.portal.sharedAccess.manage': 'Управлять общим доступом',
  'web.portal.sharedAccess.title': 'Общий доступ — {location}',
  'web.portal.sharedAccess.loadError': 'Не удалось загрузить список людей с общим доступом.',
  'web.portal.backToOverview': 'Вернуться в личный кабинет',
  'web.portal.paymentUpdate.title': 'Изменить способ оплаты',
  'web.portal.paymentUpdate.lead':
    'Добавьте карту, с которой теперь будет списываться арендная плата в филиале {location}. Сейчас ничего не списывается.',
  'web.portal.paymentUpdate.loading': 'Подготовка защищённой формы оплаты…',
  'web.portal.paymentUpdate.loadError': 'Не удалось открыть защищённую форму оплаты.',
  'web.portal.paymentUpdate.redirecting': 'Переходим на защищённую страницу оплаты…',
  'web.portal.paymentUpdate.continue': 'Перейти на страницу оплаты',
  'web.portal.paymentVerify.title': 'Новый способ оплаты',
  'web.portal.paymentVerify.saving': 'Сохраняем новый способ оплаты…',
  'web.portal.paymentVerify.saved':
    'Новый способ оплаты сохранён. Теперь арендная плата будет списываться с него.',
  'web.portal.paymentVerify.savedToast': 'Способ оплаты обновлён.',
  'web.portal.paymentVerify.notSaved': 'Карта не сохранена. Способ оплаты не изменился.',
  'web.portal.paymentVerify.invalid':
    'Эту карту нельзя использовать как способ оплаты. Способ оплаты не изменился.',
  'web.portal.paymentVerify.failed': 'Не удалось сохранить новый способ оплаты. Попробуйте ещё раз.',
  'web.portal.paymentVerify.tryAgain': 'Попробовать снова',
} satisfies Record<keyof typeof english, string>;
