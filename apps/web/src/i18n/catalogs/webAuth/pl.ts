import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in pl. */
export default {
  'web.auth.login.title': 'Logowanie',
  'web.auth.login.text':
    'Zaloguj się, aby zobaczyć swoje rezerwacje i faktury oraz zarządzać metodą płatności.',
  'web.auth.login.submit': 'Zaloguj się',
  'web.auth.redirecting': 'Przekierowujemy do logowania…',
  'web.auth.redirectFailed': 'Nie udało się otworzyć strony logowania. Spróbuj ponownie.',
  'web.auth.callback.signingIn': 'Trwa logowanie…',
  'web.auth.callback.failedTitle': 'Logowanie nie zostało ukończone',
  'web.auth.signInAgain': 'Zaloguj się ponownie',
  'web.auth.logout.title': 'Wylogowano',
  'web.auth.logout.text':
    'Twoja sesja w tej przeglądarce została zakończona. Zaloguj się ponownie, aby zobaczyć swoje rezerwacje.',
  'web.auth.logout.signingOut': 'Trwa wylogowywanie…',
  'web.auth.account.signIn': 'Zaloguj się',
  'web.auth.account.myAccount': 'Moje konto',
  'web.auth.account.changePassword': 'Zmień hasło',
  'web.auth.account.menu': 'Menu konta',
  'web.auth.account.signOut': 'Wyloguj się',
} satisfies Record<keyof typeof english, string>;
