import type english from './en';

/** Messages of the reference app's sign-in pages and account actions (web.auth.*) in fr. */
export default {
  'web.auth.login.title': 'Connexion',
  'web.auth.login.text':
    'Connectez-vous pour consulter vos réservations et vos factures et gérer votre moyen de paiement.',
  'web.auth.login.submit': 'Se connecter',
  'web.auth.redirecting': 'Redirection vers la page de connexion…',
  'web.auth.redirectFailed': 'La page de connexion n’a pas pu être ouverte. Veuillez réessayer.',
  'web.auth.callback.signingIn': 'Connexion en cours…',
  'web.auth.callback.failedTitle': 'Connexion non aboutie',
  'web.auth.signInAgain': 'Se reconnecter',
  'web.auth.logout.title': 'Déconnexion effectuée',
  'web.auth.logout.text':
    'Votre session dans ce navigateur est terminée. Reconnectez-vous pour consulter vos réservations.',
  'web.auth.logout.signingOut': 'Déconnexion en cours…',
  'web.auth.account.signIn': 'Se connecter',
  'web.auth.account.myAccount': 'Mon compte',
  'web.auth.account.changePassword': 'Modifier le mot de passe',
  'web.auth.account.menu': 'Menu du compte',
  'web.auth.account.signOut': 'Se déconnecter',
} satisfies Record<keyof typeof english, string>;
