import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in nb. */
export default {
  'auth.signedOutElsewhere': 'Du ble logget ut i en annen fane eller et annet vindu.',
  'web.auth.account.signingOut': 'Logger ut…',
} satisfies Record<keyof typeof english, string>;
