import type { Schema } from '@stowly/api-client';
import { isSupportedLanguage } from '@stowly/booking';
import { LanguageSwitcher } from '@stowly/ui';
import type { ReactNode } from 'react';
import { useOfferedLanguages } from './languageOffer';
import { useLanguage } from './useLanguage';

/** The interface language switcher (ui `LanguageSwitcher`) wired to the app's language. */
export function LanguageMenu(props: {
  locationLanguages: readonly Schema<'Language'>[] | undefined;
}): ReactNode {
  const { language, setLanguage } = useLanguage();
  const languages = useOfferedLanguages(props.locationLanguages);
  return (
    <LanguageSwitcher
      languages={languages}
      value={language}
      onChange={(id) => {
        if (isSupportedLanguage(id)) setLanguage(id);
      }}
    />
  );
}
