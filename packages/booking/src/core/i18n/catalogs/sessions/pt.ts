import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in pt. */
export default {
  'auth.signedOutElsewhere': 'A sua sessão foi terminada noutro separador ou janela.',
  'web.auth.account.signingOut': 'A terminar sessão…',
} satisfies Record<keyof typeof english, string>;
