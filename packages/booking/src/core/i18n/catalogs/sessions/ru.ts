import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in ru. */
export default {
  'auth.signedOutElsewhere': 'Выполнен выход в другой вкладке или другом окне.',
  'web.auth.account.signingOut': 'Выход…',
} satisfies Record<keyof typeof english, string>;
