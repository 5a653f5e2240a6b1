import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in sv. */
export default {
  'web.auth.login.title': 'Logga in',
  'web.auth.login.text': 'Logga in för att se dina bokningar och fakturor och hantera din betalningsmetod.',
  'web.auth.login.submit': 'Logga in',
  'web.auth.redirecting': 'Du skickas vidare till inloggningen…',
  'web.auth.redirectFailed': 'Inloggningssidan kunde inte öppnas. Försök igen.',
  'web.auth.callback.signingIn': 'Du loggas in…',
  'web.auth.callback.failedTitle': 'Inloggningen slutfördes inte',
  'web.auth.signInAgain': 'Logga in igen',
  'web.auth.logout.title': 'Du är utloggad',
  'web.auth.logout.text':
    'Din session i den här webbläsaren har avslutats. Logga in igen för att se dina bokningar.',
  'web.auth.logout.signingOut': 'Du loggas ut…',
  'web.auth.account.signIn': 'Logga in',
  'web.auth.account.myAccount': 'Mitt konto',
  'web.auth.account.changePassword': 'Byt lösenord',
  'web.auth.account.menu': 'Kontomeny',
  'web.auth.account.signOut': 'Logga ut',
} satisfies Record<keyof typeof english, string>;
