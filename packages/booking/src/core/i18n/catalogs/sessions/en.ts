/**
 * English messages of sessions across tabs: the sign-in page's notice when another tab
 * of the browser signed out, and the header's "Sign out" button while the sign-out is sent to the
 * identity server. The reference for the other languages.
 */
export default {
  'auth.signedOutElsewhere': 'You were signed out in another tab or window.',
  'web.auth.account.signingOut': 'Signing out…',
} as const satisfies Record<string, string>;
