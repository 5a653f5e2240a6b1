import type { Schema } from '@stowly/api-client';
import { isSupportedLanguage, type Language, SUPPORTED_LANGUAGES } from '@stowly/booking';
import type { LanguageSwitcherLanguage } from '@stowly/ui';
import { useMemo } from 'react';
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

/** The languages the switcher offers on this page, with the current one (see `offeredLanguages`). */
export function useOfferedLanguages(
  locationLanguages: readonly Schema<'Language'>[] | undefined,
): LanguageSwitcherLanguage[] {
  const { language } = useLanguage();
  return useMemo(() => offeredLanguages(language, locationLanguages), [language, locationLanguages]);
}
