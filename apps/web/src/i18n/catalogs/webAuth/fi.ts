import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in fi. */
export default {
  'web.auth.login.title': 'Kirjaudu sisään',
  'web.auth.login.text': 'Kirjaudu sisään nähdäksesi varauksesi ja laskusi ja hallitaksesi maksutapaasi.',
  'web.auth.login.submit': 'Kirjaudu sisään',
  'web.auth.redirecting': 'Siirrytään kirjautumiseen…',
  'web.auth.redirectFailed': 'Kirjautumissivua ei voitu avata. Yritä uudelleen.',
  'web.auth.callback.signingIn': 'Kirjaudutaan sisään…',
  'web.auth.callback.failedTitle': 'Kirjautuminen ei onnistunut',
  'web.auth.signInAgain': 'Kirjaudu uudelleen',
  'web.auth.logout.title': 'Olet kirjautunut ulos',
  'web.auth.logout.text':
    'Istuntosi tässä selaimessa on päättynyt. Kirjaudu uudelleen nähdäksesi varauksesi.',
  'web.auth.logout.signingOut': 'Kirjaudutaan ulos…',
  'web.auth.account.signIn': 'Kirjaudu sisään',
  'web.auth.account.myAccount': 'Oma tili',
  'web.auth.account.changePassword': 'Vaihda salasana',
  'web.auth.account.menu': 'Tilivalikko',
  'web.auth.account.signOut': 'Kirjaudu ulos',
} satisfies Record<keyof typeof english, string>;
