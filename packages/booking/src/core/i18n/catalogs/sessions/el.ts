import type english from './en';

/** Messages of sessions across tabs (signed out in another tab, signing out) in el. */
export default {
  'auth.signedOutElsewhere': 'Αποσυνδεθήκατε σε άλλη καρτέλα ή άλλο παράθυρο.',
  'web.auth.account.signingOut': 'Αποσύνδεση…',
} satisfies Record<keyof typeof english, string>;
