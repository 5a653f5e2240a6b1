import type { Schema } from '@stowly/api-client';
import { isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from '@stowly/booking';
import { LanguageSwitcher, type LanguageSwitcherLanguage } from '@stowly/ui';
import { type ReactNode, useMemo } from 'react';
import { useLanguage } from './useLanguage';

/** A language's name in itself ("Svenska", "Deutsch"), for the places without a location's list. */
function nativeName(language: Language): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  } catch {
    return language;
  }
}

/**
 * The languages to offer: the location's (spec section 3, `languages`) when the page belongs to a
 * location, otherwise every supported language; the current one is always among them.
 */
function offeredLanguages(
  current: Language,
  locationLanguages: readonly Schema<'Language'>[] | undefined,
): LanguageSwitcherLanguage[] {
  const offered: LanguageSwitcherLanguage[] = locationLanguages
    ? locationLanguages.filter((language) => isSupportedLanguage(language.id))
    : SUPPORTED_LANGUAGES.map((id) => ({ id, name: nativeName(id) }));
  return offered.some((language) => language.id === current)
    ? offered
    : [{ id: current, name: nativeName(current) }, ...offered];
}

/** The interface language switcher (ui `LanguageSwitcher`) wired to the app's language. */
export function LanguageMenu(props: {
  locationLanguages: readonly Schema<'Language'>[] | undefined;
}): ReactNode {
  const { language, setLanguage } = useLanguage();
  const { locationLanguages } = props;
  const languages = useMemo(
    () => offeredLanguages(language, locationLanguages),
    [language, locationLanguages],
  );
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
