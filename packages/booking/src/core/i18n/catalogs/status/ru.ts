import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in ru. */
export default {
  'ui.status.action.backToStart': 'Вернуться на главную страницу',
  'ui.status.action.startNewBooking': 'Начать новое бронирование',
  'ui.status.action.signAgain': 'Подписать договор ещё раз',
  'ui.status.action.restartIdCheck': 'Начать проверку личности заново',
  'ui.status.action.signIn': 'Войти',
  'ui.status.action.contactSupport': 'Связаться со службой поддержки',
  'ui.status.action.contactSupportAt': 'Написать в службу поддержки: {email}',
  'ui.status.action.refresh': 'Проверить статус ещё раз',
  'ui.status.frameRefusal.title': 'Эту страницу нельзя показать здесь',
  'ui.status.frameRefusal.bookingText':
    'Встраивание бронирования в другой сайт не поддерживается. Пожалуйста, обратитесь в службу поддержки.',
  'ui.status.frameRefusal.portalText':
    'Встраивание личного кабинета клиента в другой сайт не поддерживается. Пожалуйста, обратитесь в службу поддержки.',
} satisfies Record<keyof typeof english, string>;
