import { safeRemove } from '../../internal/readStoredJson';
import type { StorageLike } from '../auth/StorageLike';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from './languages';

/** The local storage key of the visitor's language choice (spec section 4). */
export const LANGUAGE_STORAGE_KEY = 'locale';

/** Where a language choice can come from, in the order they count. */
export interface LanguageSources {
  /** The `lang` query parameter of the current route. */
  query?: string | null;
  /** The stored choice (see {@link readStoredLanguage}). */
  stored?: string | null;
  /** The browser's languages, such as `navigator.languages`; only the part before the hyphen counts. */
  browser?: string | readonly string[] | null;
}

function asLanguage(value: string | null | undefined, onlyBeforeHyphen: boolean): Language | undefined {
  const id = value?.trim().toLowerCase();
  const candidate = onlyBeforeHyphen ? id?.split('-')[0] : id;
  return isSupportedLanguage(candidate) ? candidate : undefined;
}

/**
 * The interface language by the order of spec section 4: the `lang` query, the stored choice, the
 * browser language (only the part before the hyphen), the default `en`. Unsupported values are
 * skipped.
 *
 * @example
 * chooseLanguage({ query: null, stored: null, browser: ['de-AT', 'en'] }); // 'de'
 */
export function chooseLanguage(sources: LanguageSources): Language {
  const browser = typeof sources.browser === 'string' ? [sources.browser] : (sources.browser ?? []);
  return (
    asLanguage(sources.query, false) ??
    asLanguage(sources.stored, false) ??
    browser.map((language) => asLanguage(language, true)).find((language) => language !== undefined) ??
    DEFAULT_LANGUAGE
  );
}

/** The stored language choice if it is supported; an unsupported stored value is removed. */
export function readStoredLanguage(storage: StorageLike): Language | undefined {
  let stored: string | null = null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return undefined;
  }
  if (stored === null) return undefined;
  if (isSupportedLanguage(stored)) return stored;
  safeRemove(storage, LANGUAGE_STORAGE_KEY);
  return undefined;
}

/**
 * Stores the visitor's language choice. Choosing the default language (English) clears the stored
 * value instead, so a later default change reaches them.
 */
export function storeLanguage(storage: StorageLike, language: Language): void {
  try {
    if (language === DEFAULT_LANGUAGE) storage.removeItem(LANGUAGE_STORAGE_KEY);
    else storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Blocked storage: the choice holds for this page only.
  }
}
