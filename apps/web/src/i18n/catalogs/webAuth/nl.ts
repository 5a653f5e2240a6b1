import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in nl. */
export default {
  'web.auth.login.title': 'Inloggen',
  'web.auth.login.text': 'Log in om uw boekingen en facturen te bekijken en uw betaalmethode te beheren.',
  'web.auth.login.submit': 'Inloggen',
  'web.auth.redirecting': 'U wordt doorgestuurd naar de inlogpagina…',
  'web.auth.redirectFailed': 'De inlogpagina kon niet worden geopend. Probeer het opnieuw.',
  'web.auth.callback.signingIn': 'U wordt ingelogd…',
  'web.auth.callback.failedTitle': 'Inloggen niet voltooid',
  'web.auth.signInAgain': 'Opnieuw inloggen',
  'web.auth.logout.title': 'U bent uitgelogd',
  'web.auth.logout.text':
    'Uw sessie in deze browser is beëindigd. Log opnieuw in om uw boekingen te bekijken.',
  'web.auth.logout.signingOut': 'U wordt uitgelogd…',
  'web.auth.account.signIn': 'Inloggen',
  'web.auth.account.myAccount': 'Mijn account',
  'web.auth.account.changePassword': 'Wachtwoord wijzigen',
  'web.auth.account.menu': 'Accountmenu',
  'web.auth.account.signOut': 'Uitloggen',
} satisfies Record<keyof typeof english, string>;
