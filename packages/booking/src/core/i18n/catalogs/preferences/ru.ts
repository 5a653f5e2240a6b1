import type english from './en';

/** Russian messages of the verified identity and the notification preferences (see `./en`). */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Ваша личность у нас уже подтверждена, поэтому для этого бронирования проверка личности не нужна.',
  'ui.portal.notificationPreferences.title': 'Уведомления',
  'ui.portal.notificationPreferences.intro': 'Выберите, какие сообщения мы вам отправляем и как.',
  'ui.portal.notificationPreferences.caption': 'Уведомления по каналам',
  'ui.portal.notificationPreferences.kind': 'Сообщение',
  'ui.portal.notificationPreferences.email': 'Эл. почта',
  'ui.portal.notificationPreferences.sms': 'SMS',
  'ui.portal.notificationPreferences.invoices': 'Счета',
  'ui.portal.notificationPreferences.reminders': 'Напоминания',
  'ui.portal.notificationPreferences.news': 'Новости и предложения',
  'ui.portal.notificationPreferences.invoicesByEmail': 'Счета по эл. почте',
  'ui.portal.notificationPreferences.remindersByEmail': 'Напоминания по эл. почте',
  'ui.portal.notificationPreferences.newsByEmail': 'Новости и предложения по эл. почте',
  'ui.portal.notificationPreferences.invoicesBySms': 'Счета по SMS',
  'ui.portal.notificationPreferences.remindersBySms': 'Напоминания по SMS',
  'ui.portal.notificationPreferences.newsBySms': 'Новости и предложения по SMS',
  'ui.portal.notificationPreferences.newsNote':
    'Новости и предложения — это маркетинг: включая их, вы соглашаетесь на рекламные сообщения; выключая их везде, отзываете согласие.',
  'ui.portal.notificationPreferences.smsUnavailable':
    'Для сообщений по SMS нужен номер телефона в ваших данных клиента.',
  'ui.portal.notificationPreferences.save': 'Сохранить',
  'ui.portal.notificationPreferences.saving': 'Сохранение…',
  'ui.portal.notificationPreferences.saved': 'Настройки уведомлений сохранены.',
  'ui.portal.notificationPreferences.saveFailed':
    'Не удалось сохранить изменения. Они остались здесь: попробуйте ещё раз.',
  'ui.portal.notificationPreferences.loadFailed': 'Не удалось загрузить настройки уведомлений.',
  'ui.portal.notificationPreferences.retry': 'Повторить',
} as const satisfies Record<keyof typeof english, string>;
