import { MessagesReady, useTranslation } from '@stowly/booking/react';
import { Link } from '@stowly/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isPortalPath, PORTAL_PATH } from '../pages/auth/authPaths';
import { rememberSignOutLanguage } from '../pages/auth/signOutLanguage';
import { useSearchParams } from '../routes/useSearchParams';
import { AccountIcon } from './AccountIcon';
import { useAppServices } from './useAppServices';

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
 * The signed-in customer's account actions (a chunk of their own: most visitors are signed out):
 * "Sign out" (revoking the tokens, then through the identity server's logout; "Signing out…"
 * meanwhile), with "Notifications" (the notification preferences) and "Change password" (the
 * identity server's page) inside the customer portal and
 * "My account" (the portal) elsewhere.
 */
export default function SignedInAccountActions(): ReactNode {
  const { t } = useTranslation();
  const { authStore } = useAppServices();
  const [pathname] = useLocation();
  const [searchParams] = useSearchParams();
  // While the sign-out is sent to the identity server (at most the API read time).
  const [signingOut, setSigningOut] = useState(false);
  const inPortal = isPortalPath(pathname);
  const changePasswordUrl = inPortal ? authStore.getState().changePasswordUrl() : null;
  return (
    <SignedInActions>
      {inPortal ? (
        <>
          {/* The portal's messages (this link's) come with the portal's pages. The path is the
              route's (portalRoutes.tsx), written here: a helper shared with the route table would
              be exported from the first load's chunk. */}
          <MessagesReady>
            <Link href="/customer-portal/notifications">{t('ui.portal.notificationPreferences.title')}</Link>
          </MessagesReady>
          {changePasswordUrl ? (
            <Link href={changePasswordUrl}>{t('web.auth.account.changePassword')}</Link>
          ) : null}
        </>
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
          // The identity server comes back to the bare post-logout address: the page after it
          // speaks the language of this one.
          rememberSignOutLanguage(searchParams.get('lang'));
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
