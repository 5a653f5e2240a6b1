import { isSafeRedirect } from '@stowly/booking';

/** `/login`: the sign-in page. */
export const LOGIN_PATH = '/login';
/** `/auth/login`: the login attempt page, which sends the browser to the identity server. */
export const LOGIN_ATTEMPT_PATH = '/auth/login';
/** `/auth`: the login callback (the `redirect_uri` of the authorize request). */
export const AUTH_CALLBACK_PATH = '/auth';
/** `/logout`: the logout page, also the post-logout callback of the identity server (spec section 7). */
export const LOGOUT_PATH = '/logout';
/** `/customer-portal`: the customer portal, where a signed-in customer lands. */
export const PORTAL_PATH = '/customer-portal';
/** `/customer-portal/account-overview`: where a signed-in customer is sent from the sign-in pages. */
export const ACCOUNT_OVERVIEW_PATH = '/customer-portal/account-overview';

/** The query parameter of the sign-in pages that names the page to open after sign-in. */
export const RETURN_TO_PARAM = 'returnTo';

/** Whether `pathname` belongs to the customer portal (spec section 2: a path containing `customer-portal`). */
export function isPortalPath(pathname: string): boolean {
  return pathname.split('/').includes('customer-portal');
}

/** Whether `pathname` is one of the sign-in pages (`/login`, `/auth/login`, `/auth`), where no "Sign in" link shows. */
export function isSignInPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === LOGIN_PATH || path === AUTH_CALLBACK_PATH || path === LOGIN_ATTEMPT_PATH;
}

/**
 * `returnTo` when it may be opened after sign-in: a path of this app only ({@link isSafeRedirect}),
 * otherwise `null` (absolute and protocol-relative URLs, `javascript:` and the like are dropped).
 */
export function safeReturnTo(returnTo: string | null | undefined, origin: string): string | null {
  return returnTo && isSafeRedirect(returnTo, origin) ? returnTo : null;
}

/** `path` (without a query) with `?returnTo=` added when there is a page to return to. */
function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : path;
}

/**
 * The sign-in page, remembering the page to open afterwards (kept only if it is a path of this app).
 *
 * @example
 * loginPath('/customer-portal/account-overview/11', origin); // '/login?returnTo=%2Fcustomer-portal%2Faccount-overview%2F11'
 */
export function loginPath(returnTo: string | null | undefined, origin: string): string {
  return withReturnTo(LOGIN_PATH, safeReturnTo(returnTo, origin));
}

/** The login attempt page, with the page to open after sign-in (kept only if it is a path of this app). */
export function loginAttemptPath(returnTo: string | null | undefined, origin: string): string {
  return withReturnTo(LOGIN_ATTEMPT_PATH, safeReturnTo(returnTo, origin));
}
