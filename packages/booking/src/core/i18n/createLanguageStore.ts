import { createStore, type StoreApi } from 'zustand/vanilla';
import type { StorageLike } from '../auth/StorageLike';
import { chooseLanguage, readStoredLanguage, storeLanguage } from './chooseLanguage';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** The language store's state and actions. */
export interface LanguageState {
  /** The current interface language. */
  language: Language;
  /** The visitor picks a language: it becomes current and is stored (English clears the stored value). */
  setLanguage(language: Language): void;
  /**
   * Settles the language of a route by the order of spec section 4 (query, stored, browser,
   * default), without storing it: the `lang` query stays on the route anyway.
   */
  resolve(sources: { query?: string | null; browser?: string | readonly string[] | null }): Language;
}

/**
 * Creates the interface language store (spec section 4). The initial language is the stored one,
 * otherwise the default; an unsupported stored value is removed. Create one per app.
 */
export function createLanguageStore(options: { storage: StorageLike }): StoreApi<LanguageState> {
  const { storage } = options;
  return createStore<LanguageState>()((set) => ({
    language: readStoredLanguage(storage) ?? DEFAULT_LANGUAGE,
    setLanguage(language) {
      storeLanguage(storage, language);
      set({ language });
    },
    resolve(sources) {
      const language = chooseLanguage({ ...sources, stored: readStoredLanguage(storage) });
      set({ language });
      return language;
    },
  }));
}
