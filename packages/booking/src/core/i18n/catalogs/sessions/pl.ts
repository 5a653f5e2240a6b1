import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in pl. */
export default {
  'auth.signedOutElsewhere': 'Wylogowano Cię w innej karcie lub innym oknie.',
  'web.auth.account.signingOut': 'Wylogowywanie…',
} satisfies Record<keyof typeof english, string>;
