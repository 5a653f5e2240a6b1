import { useTranslation } from '@stowly/booking/react';
import { Link } from '@stowly/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppServices } from '../../app/useAppServices';
import { useAuthState } from '../../app/useAuthState';
import { usePageTitle } from '../../app/usePageTitle';
import { useQueryString } from '../../routes/useSearchParams';
import { LOGIN_PATH } from './authPaths';
import '../booking/bookingPages.css';
import './auth.css';

/**
 * `/auth`: the login callback, for every visitor (a callback in a signed-in browser is checked too). It takes the identity server's `code` and
 * `state` out of the address bar at once (the entry is replaced, so they stay out of the history
 * too) and hands them to the auth store once, which checks the state code, exchanges the code and
 * opens the page the customer was going to (the portal by default). Meanwhile "Signing you in…"
 * shows; a refused callback (an invalid state code, a refused sign-in) shows its message as an
 * alert with a way to sign in again.
 */
export default function AuthCallbackPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.auth.login.title'));
  const { authStore } = useAppServices();
  const status = useAuthState((state) => state.status);
  const error = useAuthState((state) => state.error);
  const [pathname, navigate] = useLocation();
  const search = useQueryString();
  const [handled, setHandled] = useState(false);

  // Once per visit: the state code is single-use, and a second run would be refused as invalid.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const query = new URLSearchParams(search);
    const lang = query.get('lang');
    navigate(`${pathname}${lang ? `?${new URLSearchParams({ lang })}` : ''}`, { replace: true });
    void authStore
      .getState()
      .handleCallback(query)
      .finally(() => setHandled(true));
  }, [authStore, pathname, search, navigate]);

  if (handled && status === 'not-logged-in') {
    return (
      <div className="web-BookingPage web-AuthPage">
        <h1>{t('web.auth.callback.failedTitle')}</h1>
        <p className="web-Notice" data-tone="error" role="alert">
          {t(error?.messageKey ?? 'auth.signInFailed')}
        </p>
        <div className="web-PageActions">
          <Link href={LOGIN_PATH} className="web-Button" data-variant="primary">
            {t('web.auth.signInAgain')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="web-BookingPage web-AuthPage">
      <p className="web-LoadingStatus" role="status">
        {t('web.auth.callback.signingIn')}
      </p>
    </div>
  );
}
