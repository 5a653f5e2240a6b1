import { LANGUAGE_STORAGE_KEY, readStoredLanguage, type StorageLike } from '@stowly/booking';

/** A year: the cookie lives as long as a stored choice is kept. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function writeLanguageCookie(language: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app serves
  document.cookie =
    language === null
      ? `${LANGUAGE_STORAGE_KEY}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
      : `${LANGUAGE_STORAGE_KEY}=${encodeURIComponent(language)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * `storage` (local storage) with the visitor's language choice (key `locale`) copied into a cookie
 * of the same name, which the server reads to render a page in the chosen language (its only
 * way to know the stored choice). The cookie is made to match the stored choice at once.
 */
export function withLanguageCookie(storage: StorageLike): StorageLike {
  writeLanguageCookie(readStoredLanguage(storage) ?? null);
  return {
    getItem: (key) => storage.getItem(key),
    setItem: (key, value) => {
      storage.setItem(key, value);
      if (key === LANGUAGE_STORAGE_KEY) writeLanguageCookie(value);
    },
    removeItem: (key) => {
      storage.removeItem(key);
      if (key === LANGUAGE_STORAGE_KEY) writeLanguageCookie(null);
    },
  };
}
