/**
 * @stowly/booking: headless booking rules. This entry has no React and no DOM.
 * @packageDocumentation
 */
export {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  type Language,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
  toBookingLanguageId,
  toRegionalLocale,
} from './core/i18n/languages';
