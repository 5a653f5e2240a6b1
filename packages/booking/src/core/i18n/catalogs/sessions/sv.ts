import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in sv. */
export default {
  'auth.signedOutElsewhere': 'Du loggades ut i en annan flik eller ett annat fönster.',
  'web.auth.account.signingOut': 'Loggar ut…',
} satisfies Record<keyof typeof english, string>;
