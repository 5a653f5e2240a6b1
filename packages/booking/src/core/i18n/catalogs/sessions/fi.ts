import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in fi. */
export default {
  'auth.signedOutElsewhere': 'Sinut kirjattiin ulos toisessa välilehdessä tai ikkunassa.',
  'web.auth.account.signingOut': 'Kirjaudutaan ulos…',
} satisfies Record<keyof typeof english, string>;
