/** English messages of the reference app's sign-in pages and account actions (web.auth.*). The reference for the other languages. */
export default {
  'web.auth.login.title': 'Sign in',
  'web.auth.login.text': 'Sign in to see your bookings and invoices and to manage your payment method.',
  'web.auth.login.submit': 'Sign in',
  'web.auth.redirecting': 'Taking you to sign-in…',
  'web.auth.redirectFailed': 'The sign-in page could not be opened. Please try again.',
  'web.auth.callback.signingIn': 'Signing you in…',
  'web.auth.callback.failedTitle': 'Sign-in not completed',
  'web.auth.signInAgain': 'Sign in again',
  'web.auth.logout.title': 'You are signed out',
  'web.auth.logout.text': 'Your session in this browser has ended. Sign in again to see your bookings.',
  'web.auth.logout.signingOut': 'Signing you out…',
  'web.auth.account.signIn': 'Sign in',
  'web.auth.account.myAccount': 'My account',
  'web.auth.account.changePassword': 'Change password',
  'web.auth.account.menu': 'Account menu',
  'web.auth.account.signOut': 'Sign out',
} as const satisfies Record<string, string>;
