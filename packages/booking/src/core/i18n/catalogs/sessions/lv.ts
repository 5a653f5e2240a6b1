import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in lv. */
export default {
  'auth.signedOutElsewhere': 'Citā cilnē vai logā notika izrakstīšanās.',
  'web.auth.account.signingOut': 'Notiek izrakstīšanās…',
} satisfies Record<keyof typeof english, string>;
