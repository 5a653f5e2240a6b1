import { chooseLanguage, createI18n, loadCatalogs, readStoredLanguage } from '@stowly/booking';
import { FrameRefusal, frameRefusalMessages } from '@stowly/ui';
import type { Root } from 'react-dom/client';
import { browserStorage } from './browserStorage';

/**
 * Replaces the page with the frame refusal message of spec section 2 ("embedding is not
 * supported, contact support"), in the visitor's language, without any provider or API call.
 */
export async function refuseFrame(root: Root): Promise<void> {
  const language = chooseLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: readStoredLanguage(browserStorage('localStorage')),
    browser: navigator.languages,
  });
  const i18n = createI18n({ language, catalogs: await loadCatalogs(language) });
  const area = window.location.pathname.split('/').includes('customer-portal') ? 'portal' : 'booking';
  document.documentElement.lang = language;
  root.render(<FrameRefusal area={area} messages={frameRefusalMessages(i18n.t, area)} />);
}
