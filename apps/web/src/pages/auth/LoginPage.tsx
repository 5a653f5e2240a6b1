import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useAuthState } from '../../app/useAuthState';
import { usePageTitle } from '../../app/usePageTitle';
import { withLang } from '../../flow/withLang';
import { useSearchParams } from '../../routes/useSearchParams';
import { loginAttemptPath, RETURN_TO_PARAM } from './authPaths';
import '../booking/bookingPages.css';
import './auth.css';

/**
 * `/login` (signed-out visitors only): the sign-in page. "Sign in" opens the login attempt page,
 * which sends the browser to the identity server; a `returnTo` path of this app is passed along,
 * so the customer lands there after sign-in (the identity server's page also has "Forgot your
 * password?"). Below it, a line tells new customers that their first booking brings a mail to set
 * their password. The last sign-in problem (an invalid state code, a refused sign-in, an expired
 * session) shows as an alert; a sign-out in another tab of the browser as a notice.
 */
export default function LoginPage(): ReactNode {
  const { t } = useTranslation();
  usePageTitle(t('web.auth.login.title'));
  const error = useAuthState((state) => state.error);
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const attempt = withLang(
    loginAttemptPath(searchParams.get(RETURN_TO_PARAM), window.location.origin),
    searchParams.get('lang'),
  );

  return (
    <div className="web-BookingPage web-AuthPage">
      <div className="web-PageHeader">
        <h1>{t('web.auth.login.title')}</h1>
        <p className="web-PageLead">{t('web.auth.login.text')}</p>
      </div>
      {error?.code === 'signed-out-elsewhere' ? (
        <p className="web-Notice" data-tone="info" role="status">
          {t(error.messageKey)}
        </p>
      ) : error ? (
        <p className="web-Notice" data-tone="error" role="alert">
          {t(error.messageKey)}
        </p>
      ) : null}
      <div className="web-PageActions">
        <button type="button" className="web-Button" data-variant="primary" onClick={() => navigate(attempt)}>
          {t('web.auth.login.submit')}
        </button>
      </div>
      <p className="web-AuthHint">{t('web.auth.login.newCustomer')}</p>
    </div>
  );
}
