import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in de. */
export default {
  'auth.signedOutElsewhere': 'Sie wurden in einem anderen Tab oder Fenster abgemeldet.',
  'web.auth.account.signingOut': 'Abmelden…',
} satisfies Record<keyof typeof english, string>;
