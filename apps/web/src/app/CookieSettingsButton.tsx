import { useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { useAppServices } from './useAppServices';
import './CookieSettingsButton.css';

/**
 * "Cookie settings" below the page's footer: reopens the cookie consent dialog by clearing the
 * stored choice (`deleteCookies`, spec section 4), so the visitor can change it at any time.
 * Tracking falls back to the default consent mode until the visitor chooses again.
 */
export function CookieSettingsButton(): ReactNode {
  const { t } = useTranslation();
  const { consentStore } = useAppServices();
  return (
    <div className="web-CookieSettingsArea">
      <button
        type="button"
        className="web-CookieSettings"
        onClick={() => consentStore.getState().deleteCookies()}
      >
        {t('web.shell.cookieSettings')}
      </button>
    </div>
  );
}
