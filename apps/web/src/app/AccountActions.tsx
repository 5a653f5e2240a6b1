import { useTranslation } from '@stowly/booking/react';
import { Link } from '@stowly/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isPortalPath, isSignInPath, LOGIN_PATH, PORTAL_PATH } from '../pages/auth/authPaths';
import { useAppServices } from './useAppServices';
import { useAuthState } from './useAuthState';
import './AccountActions.css';

/** A person outline, the account actions' icon on small screens (decorative). */
function AccountIcon(): ReactNode {
  return (
    <svg
      className="web-AccountActionsIcon"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" />
    </svg>
  );
}

/**
 * The signed-in customer's actions: inline in the header from 640 px; below that, behind a
 * disclosure button ("Account menu", with `aria-expanded`) that opens them in a panel. The panel
 * closes on Escape (focus back on the button), on a click elsewhere and when the page changes.
 */
function SignedInActions(props: { children: ReactNode }): ReactNode {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [pathname] = useLocation();

  // A new page closes the panel (the links inside it navigate).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) toggle.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  return (
    <div ref={root} className="web-AccountActions" data-open={open || undefined}>
      <button
        ref={toggle}
        type="button"
        className="web-AccountActionsToggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <AccountIcon />
        <span className="web-AccountActionsLabel">{t('web.auth.account.menu')}</span>
      </button>
      <div id={panelId} className="web-AccountActionsPanel">
        {props.children}
      </div>
    </div>
  );
}

/**
 * The account actions of the header, beside the language menu. Signed out: "Sign in" (not on the
 * sign-in pages themselves; an icon with that name on small screens). Signed in: "Sign out"
 * (revoking the tokens, then through the identity server's logout; "Signing out…" meanwhile),
 * with "Change password" (the identity server's page) inside the customer portal and "My account"
 * (the portal) elsewhere. While the stored sign-in is still being checked on start, the sign-in
 * link keeps its place but does not show.
 */
export function AccountActions(): ReactNode {
  const { t } = useTranslation();
  const { authStore } = useAppServices();
  const status = useAuthState((state) => state.status);
  const hasSession = useAuthState((state) => state.auth !== null);
  const [pathname] = useLocation();
  // While the sign-out is sent to the identity server (at most the API read time).
  const [signingOut, setSigningOut] = useState(false);

  if (status === 'logged-in' || (status === 'refreshing-token' && hasSession)) {
    const inPortal = isPortalPath(pathname);
    const changePasswordUrl = inPortal ? authStore.getState().changePasswordUrl() : null;
    return (
      <SignedInActions>
        {inPortal ? (
          changePasswordUrl ? (
            <Link href={changePasswordUrl}>{t('web.auth.account.changePassword')}</Link>
          ) : null
        ) : (
          <Link href={PORTAL_PATH}>{t('web.auth.account.myAccount')}</Link>
        )}
        <button
          type="button"
          className="web-AccountActionsButton"
          aria-disabled={signingOut || undefined}
          onClick={() => {
            if (signingOut) return;
            setSigningOut(true);
            void authStore
              .getState()
              .signOut()
              .finally(() => setSigningOut(false));
          }}
        >
          {t(signingOut ? 'web.auth.account.signingOut' : 'web.auth.account.signOut')}
        </button>
      </SignedInActions>
    );
  }
  if ((status === 'not-logged-in' || status === 'undetermined') && !isSignInPath(pathname)) {
    // While the stored sign-in is checked (and in the server's page, which cannot know it) the
    // sign-in link holds its place unseen: most visitors are signed out, and it then shows
    // without moving anything.
    const pending = status === 'undetermined';
    return (
      <div className="web-AccountActions" style={pending ? { visibility: 'hidden' } : undefined}>
        <Link href={LOGIN_PATH} className="web-AccountActionsSignIn">
          <AccountIcon />
          <span className="web-AccountActionsLabel">{t('web.auth.account.signIn')}</span>
        </Link>
      </div>
    );
  }
  return null;
}
