import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
  toBookingLanguageId,
  toRegionalLocale,
} from '../languages';

describe('languages', () => {
  it('lists the 14 languages of the spec, English first and default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual([
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
    ]);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it('accepts only exact supported ids', () => {
    expect(isSupportedLanguage('sv')).toBe(true);
    expect(isSupportedLanguage('SV')).toBe(false);
    expect(isSupportedLanguage('it')).toBe(false);
    expect(isSupportedLanguage(undefined)).toBe(false);
  });

  it('normalises ids: lower case, part before the hyphen, default when unknown or missing', () => {
    expect(normalizeLanguage('DE')).toBe('de');
    expect(normalizeLanguage('nb-NO')).toBe('nb');
    expect(normalizeLanguage('pt_BR')).toBe('pt');
    expect(normalizeLanguage('it')).toBe('en');
    expect(normalizeLanguage('')).toBe('en');
    expect(normalizeLanguage(null)).toBe('en');
  });

  it('maps each language to its regional locale', () => {
    expect(SUPPORTED_LANGUAGES.map(toRegionalLocale)).toEqual([
      'en-GB',
      'de-AT',
      'sv-SE',
      'es-ES',
      'fr-FR',
      'nb-NO',
      'pl-PL',
      'lv-LV',
      'ru-RU',
      'nl-NL',
      'fi-FI',
      'pt-PT',
      'cs-CZ',
      'el-GR',
    ]);
  });

  it('gives the upper-case id of the booking payload', () => {
    expect(toBookingLanguageId('el')).toBe('EL');
  });
});
