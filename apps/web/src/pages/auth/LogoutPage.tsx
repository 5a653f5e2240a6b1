import { useTranslation } from '@stowly/booking/react';
import { StatusPage } from '@stowly/ui';
import { type ReactNode, useEffect } from 'react';
import { useAppServices } from '../../app/useAppServices';
import { useAuthState } from '../../app/useAuthState';
import { usePageTitle } from '../../app/usePageTitle';
import { LOGIN_PATH } from './authPaths';
import '../booking/bookingPages.css';
import './auth.css';

/**
 * `/logout` (no guard): the logout page, also where the identity server sends the customer back
 * after signing out or changing the password (spec section 7). A session still open in this
 * browser is ended once the start-up check has settled (the tokens are revoked at the identity
 * server, then they, the sign-in attempt and the customer's cached data are removed, and the other
 * tabs sign out too); then "You are signed out" shows with a way to sign in again.
 */
export default function LogoutPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.auth.logout.title'));
  const { authStore } = useAppServices();
  const status = useAuthState((state) => state.status);
  // The start-up check got no answer: the customer came to sign out, so sign out all the same.
  const unavailable = useAuthState((state) => state.unavailable);

  useEffect(() => {
    if (status === 'logged-in' || unavailable) void authStore.getState().logout();
  }, [authStore, status, unavailable]);

  if (status !== 'not-logged-in') {
    return (
      <div className="web-BookingPage web-AuthPage">
        <p className="web-LoadingStatus" role="status">
          {t('web.auth.logout.signingOut')}
        </p>
      </div>
    );
  }
  return (
    <div className="web-BookingPage web-AuthPage">
      <StatusPage
        tone="success"
        title={t('web.auth.logout.title')}
        text={t('web.auth.logout.text')}
        primaryAction={{ label: t('web.auth.signInAgain'), href: LOGIN_PATH }}
      />
    </div>
  );
}
