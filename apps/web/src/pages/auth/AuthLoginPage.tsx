import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { reportError } from '../../app/reportError';
import { useAppServices } from '../../app/useAppServices';
import { usePageTitle } from '../../app/usePageTitle';
import { withLang } from '../../flow/withLang';
import { useSearchParams } from '../../routes/useSearchParams';
import { PORTAL_PATH, RETURN_TO_PARAM, safeReturnTo } from './authPaths';
import '../booking/bookingPages.css';
import './auth.css';

/**
 * `/auth/login` (signed-out visitors only): the login attempt page. It starts one sign-in (a new
 * state code and PKCE pair, then the identity server's authorize URL) and says so meanwhile. The
 * page to open afterwards is the `returnTo` path of this app, or the portal, with the `lang` of this
 * page, so the customer comes back in the language they left in.
 */
export default function AuthLoginPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.auth.login.title'));
  const { authStore } = useAppServices();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM), window.location.origin);
  const target = returnTo || lang ? withLang(returnTo ?? PORTAL_PATH, lang) : undefined;
  const [failed, setFailed] = useState(false);

  const startLogin = useCallback(() => {
    setFailed(false);
    authStore
      .getState()
      .login({ returnTo: target })
      .catch((error: unknown) => {
        // Such as no Web Crypto outside a secure context: the state code and PKCE need it.
        reportError(error);
        setFailed(true);
      });
  }, [authStore, target]);

  // One attempt per visit: StrictMode's second effect run must not replace the stored attempt.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startLogin();
  }, [startLogin]);

  if (failed) {
    return (
      <div className="web-BookingPage web-AuthPage">
        <h1>{t('web.auth.login.title')}</h1>
        <div className="web-Notice" data-tone="error" role="alert">
          <p>{t('web.auth.redirectFailed')}</p>
          <button type="button" className="web-Button" data-variant="secondary" onClick={startLogin}>
            {t('checkout.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="web-BookingPage web-AuthPage">
      <p className="web-LoadingStatus" role="status">
        {t('web.auth.redirecting')}
      </p>
    </div>
  );
}
