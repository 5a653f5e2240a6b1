import { useTranslation } from '@stowly/booking/react';
import { Link } from '@stowly/ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useLocation } from 'wouter';
import { isSignInPath, LOGIN_PATH } from '../pages/auth/authPaths';
import { AccountIcon } from './AccountIcon';
import { useAuthState } from './useAuthState';
import './AccountActions.css';

/** The signed-in actions: loaded when a customer is signed in (`preloadSignedInActions` earlier). */
const SignedInAccountActions = lazy(() => import('./SignedInAccountActions'));

/** Starts loading the signed-in actions (a stored sign-in is being checked). */
export function preloadSignedInActions(): void {
  void import('./SignedInAccountActions').catch(() => undefined);
}

/**
 * The account actions of the header, beside the language menu. Signed out: "Sign in" (not on the
 * sign-in pages themselves; an icon with that name on small screens). Signed in: the
 * `SignedInAccountActions` ("Sign out", "My account" or "Change password"). While the stored sign-in is still being checked on start, the sign-in
 * link keeps its place but does not show.
 */
export function AccountActions(): ReactNode {
  const { t } = useTranslation();
  const status = useAuthState((state) => state.status);
  const hasSession = useAuthState((state) => state.auth !== null);
  const [pathname] = useLocation();

  // While the stored sign-in is checked (and in the server's page, which cannot know it) the
  // sign-in link holds its place unseen: most visitors are signed out, and it then shows without
  // moving anything. It holds the place too while the signed-in actions' chunk arrives.
  const signInLink = (hidden: boolean) => (
    <div className="web-AccountActions" style={hidden ? { visibility: 'hidden' } : undefined}>
      <Link href={LOGIN_PATH} className="web-AccountActionsSignIn">
        <AccountIcon />
        <span className="web-AccountActionsLabel">{t('web.auth.account.signIn')}</span>
      </Link>
    </div>
  );
  if (status === 'logged-in' || (status === 'refreshing-token' && hasSession)) {
    return (
      <Suspense fallback={signInLink(true)}>
        <SignedInAccountActions />
      </Suspense>
    );
  }
  if ((status === 'not-logged-in' || status === 'undetermined') && !isSignInPath(pathname)) {
    return signInLink(status === 'undetermined');
  }
  return null;
}
