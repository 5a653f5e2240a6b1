import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in ru. */
export default {
  'web.auth.login.title': 'Вход',
  'web.auth.login.text':
    'Войдите, чтобы просматривать свои бронирования и счета и управлять способом оплаты.',
  'web.auth.login.submit': 'Войти',
  'web.auth.redirecting': 'Переходим на страницу входа…',
  'web.auth.redirectFailed': 'Не удалось открыть страницу входа. Попробуйте ещё раз.',
  'web.auth.callback.signingIn': 'Выполняется вход…',
  'web.auth.callback.failedTitle': 'Вход не выполнен',
  'web.auth.signInAgain': 'Войти снова',
  'web.auth.logout.title': 'Вы вышли из системы',
  'web.auth.logout.text':
    'Ваш сеанс в этом браузере завершён. Войдите снова, чтобы просматривать свои бронирования.',
  'web.auth.logout.signingOut': 'Выполняется выход…',
  'web.auth.account.signIn': 'Войти',
  'web.auth.account.myAccount': 'Личный кабинет',
  'web.auth.account.changePassword': 'Сменить пароль',
  'web.auth.account.menu': 'Меню личного кабинета',
  'web.auth.account.signOut': 'Выйти',
} satisfies Record<keyof typeof english, string>;
