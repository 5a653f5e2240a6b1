import { isSupportedLanguage, type Language } from '@stowly/booking';
import { browserStorage } from '../../app/browserStorage';

/**
 * The session storage key of the `lang` query the tab had when the customer signed out. The
 * identity server's logout sends the browser back to the registered post-logout address exactly
 * (`/customer-portal`, no query), so the page's language is carried over in this tab instead.
 */
const SIGN_OUT_LANGUAGE_KEY = 'stowly-web:sign-out-lang';

/**
 * Remembers the page's `lang` query (or that there was none) as the customer signs out, for the
 * page the identity server sends the browser back to ({@link signOutLanguage}).
 */
export function rememberSignOutLanguage(lang: string | null): void {
  const storage = browserStorage('sessionStorage');
  if (isSupportedLanguage(lang)) storage.setItem(SIGN_OUT_LANGUAGE_KEY, lang);
  else storage.removeItem(SIGN_OUT_LANGUAGE_KEY);
}

/** The `lang` query of the tab at sign-out, while it is remembered; null otherwise. */
export function signOutLanguage(): Language | null {
  const lang = browserStorage('sessionStorage').getItem(SIGN_OUT_LANGUAGE_KEY);
  return isSupportedLanguage(lang) ? lang : null;
}

/** Forgets the language of the last sign-out (it has been applied to the page after it). */
export function forgetSignOutLanguage(): void {
  browserStorage('sessionStorage').removeItem(SIGN_OUT_LANGUAGE_KEY);
}
