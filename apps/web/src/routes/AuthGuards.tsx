import { ServerErrorPage } from '@stowly/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppServices } from '../app/useAppServices';
import { useAuthState } from '../app/useAuthState';
import { withLang } from '../flow/withLang';
import {
  ACCOUNT_OVERVIEW_PATH,
  loginPath,
  PORTAL_PATH,
  RETURN_TO_PARAM,
  safeReturnTo,
} from '../pages/auth/authPaths';
import { forgetSignOutLanguage, signOutLanguage } from '../pages/auth/signOutLanguage';
import { LoadingStatus } from './LoadingStatus';
import { ReplaceWith } from './ReplaceWith';
import { useQueryString } from './useSearchParams';

/** The `lang` query of a location's search, if any. */
function langOf(search: string): string | null {
  return new URLSearchParams(search).get('lang');
}

/**
 * What a guard shows while the stored sign-in is checked on start: "Loading the page…", or, when
 * the identity server gave no answer (the auth store's `unavailable`: no answer in the API read
 * time, unreachable, a 5xx), the same error and "Try again" as a booking API read that got none.
 * "Try again" checks the sign-in again.
 */
function SignInCheck(): ReactNode {
  const { authStore } = useAppServices();
  const unavailable = useAuthState((state) => state.unavailable);
  if (unavailable) return <ServerErrorPage retry={() => void authStore.getState().start()} />;
  return <LoadingStatus />;
}

/**
 * The authenticated guard (spec section 2), around the customer portal's pages (`children`): they
 * show once the customer is signed in. A signed-out visitor is sent to the login page (replacing
 * the entry, keeping `lang`; back from the identity server's logout, in the language the customer
 * signed out in), which returns here after sign-in (`returnTo`). While the stored
 * sign-in is checked on start, "Loading the page…" shows (the timeout message with "Try again"
 * when the identity server does not answer); a token refresh during a session keeps the page on
 * screen.
 */
export function RequireSignedIn(props: { children?: ReactNode }): ReactNode {
  const status = useAuthState((state) => state.status);
  const [pathname] = useLocation();
  const search = useQueryString();
  // Signed in once under this guard: a refresh from now on is a refresh during the session.
  const [sessionShown, setSessionShown] = useState(status === 'logged-in');
  if (status === 'logged-in' && !sessionShown) setSessionShown(true);

  // Back from the identity server's logout (the portal's bare address): the login page speaks
  // the language the customer signed out in (kept in this tab at sign-out).
  const afterSignOut = status === 'not-logged-in' && pathname === PORTAL_PATH && !langOf(search);
  useEffect(() => {
    if (afterSignOut) forgetSignOutLanguage();
  }, [afterSignOut]);

  if (status === 'logged-in' || (status === 'refreshing-token' && sessionShown)) return props.children;
  if (status === 'not-logged-in') {
    const target = loginPath(`${pathname}${search}`, window.location.origin);
    const lang = langOf(search) ?? (afterSignOut ? signOutLanguage() : null);
    return <ReplaceWith to={withLang(target, lang)} />;
  }
  return <SignInCheck />;
}

/**
 * The not-authenticated guard (spec section 2), around the login pages (`/login`, `/auth/login`;
 * `children`): a customer who is already signed in goes to the page the sign-in was for (the
 * `returnTo` path of this app, such as the portal link of an activation mail), or else to the
 * account overview (replacing the entry, keeping `lang`). While the stored sign-in is checked on start, "Loading
 * the page…" shows (or the timeout message with "Try again"). A sign-in completed on these pages (the callback) is left to the auth store,
 * which opens the page the customer was going to.
 */
export function RequireSignedOut(props: { children?: ReactNode }): ReactNode {
  const status = useAuthState((state) => state.status);
  const search = useQueryString();
  // Signed out once under this guard: signing in from now on happens on these pages.
  const signedOut = status === 'not-logged-in' || status === 'logging-in';
  const [signingInHere, setSigningInHere] = useState(signedOut);
  if (signedOut && !signingInHere) setSigningInHere(true);

  if (signingInHere) return props.children;
  if (status === 'logged-in') {
    const returnTo = safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM), window.location.origin);
    return <ReplaceWith to={withLang(returnTo ?? ACCOUNT_OVERVIEW_PATH, langOf(search))} />;
  }
  return <SignInCheck />;
}
