import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in de. */
export default {
  'web.auth.login.title': 'Anmelden',
  'web.auth.login.text':
    'Melden Sie sich an, um Ihre Buchungen und Rechnungen zu sehen und Ihre Zahlungsmethode zu verwalten.',
  'web.auth.login.submit': 'Anmelden',
  'web.auth.redirecting': 'Sie werden zur Anmeldung weitergeleitet…',
  'web.auth.redirectFailed': 'Die Anmeldeseite konnte nicht geöffnet werden. Bitte versuchen Sie es erneut.',
  'web.auth.callback.signingIn': 'Sie werden angemeldet…',
  'web.auth.callback.failedTitle': 'Anmeldung nicht abgeschlossen',
  'web.auth.signInAgain': 'Erneut anmelden',
  'web.auth.logout.title': 'Sie sind abgemeldet',
  'web.auth.logout.text':
    'Ihre Sitzung in diesem Browser wurde beendet. Melden Sie sich erneut an, um Ihre Buchungen zu sehen.',
  'web.auth.logout.signingOut': 'Sie werden abgemeldet…',
  'web.auth.account.signIn': 'Anmelden',
  'web.auth.account.myAccount': 'Mein Konto',
  'web.auth.account.changePassword': 'Passwort ändern',
  'web.auth.account.menu': 'Kontomenü',
  'web.auth.account.signOut': 'Abmelden',
} satisfies Record<keyof typeof english, string>;
