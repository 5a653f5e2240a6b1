import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in es. */
export default {
  'auth.signedOutElsewhere': 'Se ha cerrado su sesión en otra pestaña o ventana.',
  'web.auth.account.signingOut': 'Cerrando sesión…',
} satisfies Record<keyof typeof english, string>;
