/**
 * The interface languages Stowly ships complete catalogs for (spec section 9).
 * The first one is the default and the fallback.
 */
export const SUPPORTED_LANGUAGES = [
  'en',
  'de',
  'sv',
  'es',
  'fr',
  'nb',
  'pl',
  'lv',
  'ru',
  'nl',
  'fi',
  'pt',
  'cs',
  'el',
] as const;

/** One of the 14 supported interface languages, as a lower-case two-letter id. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/**
 * The default and fallback language.
 * @default 'en'
 */
export const DEFAULT_LANGUAGE: Language = SUPPORTED_LANGUAGES[0];

const REGIONAL_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-GB',
  de: 'de-DE',
  sv: 'sv-SE',
  es: 'es-ES',
  fr: 'fr-FR',
  nb: 'nb-NO',
  pl: 'pl-PL',
  lv: 'lv-LV',
  ru: 'ru-RU',
  nl: 'nl-NL',
  fi: 'fi-FI',
  pt: 'pt-PT',
  cs: 'cs-CZ',
  el: 'el-GR',
};

/** True when `value` is one of the supported language ids (exact, lower case). */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * Turns a language id from any source (API, query, browser) into a supported language:
 * lower-cased, only the part before a hyphen counts, and anything unknown or missing becomes
 * {@link DEFAULT_LANGUAGE}.
 */
export function normalizeLanguage(value: string | null | undefined): Language {
  const id = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(id) ? id : DEFAULT_LANGUAGE;
}

/** The regional locale used for number, money and date formatting of a language (spec section 9). */
export function toRegionalLocale(language: Language): string {
  return REGIONAL_LOCALES[language];
}

/** The upper-case language id the booking payload's `languageId` carries (spec section 3). */
export function toBookingLanguageId(language: Language): Uppercase<Language> {
  return language.toUpperCase() as Uppercase<Language>;
}
