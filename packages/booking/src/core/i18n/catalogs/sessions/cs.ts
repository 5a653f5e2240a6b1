import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in cs. */
export default {
  'auth.signedOutElsewhere': 'Vaše relace byla ukončena v jiné kartě nebo okně.',
  'web.auth.account.signingOut': 'Odhlašování…',
} satisfies Record<keyof typeof english, string>;
