import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in nl. */
export default {
  'auth.signedOutElsewhere': 'U bent uitgelogd in een ander tabblad of venster.',
  'web.auth.account.signingOut': 'Uitloggen…',
} satisfies Record<keyof typeof english, string>;
