import type { Language } from '@stowly/booking';
import { useCallback } from 'react';
import { useSearchParams } from '../routes/useSearchParams';
import { useAppServices } from './useAppServices';
import { useStoreState } from './useStoreState';

/** What {@link useLanguage} returns. */
interface LanguageControl {
  /** The current interface language. */
  language: Language;
  /** Switches the language: stores the choice and, when the URL has a `lang` query, updates it. */
  setLanguage: (language: Language) => void;
}

/** The interface language and the visitor's way to change it. */
export function useLanguage(): LanguageControl {
  const { languageStore } = useAppServices();
  const language = useStoreState(languageStore, (state) => state.language);
  const [searchParams, setSearchParams] = useSearchParams();
  const hasLangQuery = searchParams.has('lang');
  const setLanguage = useCallback(
    (next: Language) => {
      languageStore.getState().setLanguage(next);
      if (hasLangQuery) {
        setSearchParams(
          (current) => {
            const params = new URLSearchParams(current);
            params.set('lang', next);
            return params;
          },
          { replace: true },
        );
      }
    },
    [languageStore, hasLangQuery, setSearchParams],
  );
  return { language, setLanguage };
}
