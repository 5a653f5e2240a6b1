import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in nb. */
export default {
  'web.auth.login.title': 'Logg inn',
  'web.auth.login.text':
    'Logg inn for å se bestillingene og fakturaene dine og administrere betalingsmåten din.',
  'web.auth.login.submit': 'Logg inn',
  'web.auth.redirecting': 'Du sendes videre til innloggingen…',
  'web.auth.redirectFailed': 'Innloggingssiden kunne ikke åpnes. Prøv igjen.',
  'web.auth.callback.signingIn': 'Du logges inn…',
  'web.auth.callback.failedTitle': 'Innloggingen ble ikke fullført',
  'web.auth.signInAgain': 'Logg inn på nytt',
  'web.auth.logout.title': 'Du er logget ut',
  'web.auth.logout.text':
    'Økten din i denne nettleseren er avsluttet. Logg inn på nytt for å se bestillingene dine.',
  'web.auth.logout.signingOut': 'Du logges ut…',
  'web.auth.account.signIn': 'Logg inn',
  'web.auth.account.myAccount': 'Min konto',
  'web.auth.account.changePassword': 'Endre passord',
  'web.auth.account.menu': 'Kontomeny',
  'web.auth.account.signOut': 'Logg ut',
} satisfies Record<keyof typeof english, string>;
