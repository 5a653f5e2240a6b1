import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in fr. */
export default {
  'auth.signedOutElsewhere': 'Votre session a été fermée dans un autre onglet ou une autre fenêtre.',
  'web.auth.account.signingOut': 'Déconnexion…',
} satisfies Record<keyof typeof english, string>;
