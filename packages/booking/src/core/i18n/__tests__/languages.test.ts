import { describe, expect, it } from 'vitest';
import { createI18n } from '../createI18n';
import {
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  normalizeLanguage,
  SUPPORTED_LANGUAGES,
  toBookingLanguageId,
  toRegionalLocale,
} from '../languages';

/** Intl's spaces (no-break, narrow no-break) as plain spaces, so expectations read as text. */
const plain = (text: string) => text.replace(/\s/g, ' ');

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
      'de-DE',
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

  // CLDR's conventions of each language's own country: where the currency sign goes, the decimal
  // and grouping separators, and how a day is written. German is Germany's ("26,10 €"), not
  // Austria's ("€ 26,10").
  it.each([
    ['en', 'GBP', '£1,234.50', '€26.10', '29 Mar 2026'],
    ['de', 'EUR', '1.234,50 €', '26,10 €', '29.03.2026'],
    ['sv', 'SEK', '1 234,50 kr', '26,10 €', '29 mars 2026'],
    ['es', 'EUR', '1234,50 €', '26,10 €', '29 mar 2026'],
    ['fr', 'EUR', '1 234,50 €', '26,10 €', '29 mars 2026'],
    ['nb', 'NOK', '1 234,50 kr', '26,10 €', '29. mars 2026'],
    ['pl', 'PLN', '1234,50 zł', '26,10 €', '29 mar 2026'],
    ['lv', 'EUR', '1234,50 €', '26,10 €', '2026. gada 29. marts'],
    ['ru', 'EUR', '1 234,50 €', '26,10 €', '29 мар. 2026 г.'],
    ['nl', 'EUR', '€ 1.234,50', '€ 26,10', '29 mrt 2026'],
    ['fi', 'EUR', '1 234,50 €', '26,10 €', '29.3.2026'],
    ['pt', 'EUR', '1234,50 €', '26,10 €', '29/03/2026'],
    ['cs', 'CZK', '1 234,50 Kč', '26,10 €', '29. 3. 2026'],
    ['el', 'EUR', '1.234,50 €', '26,10 €', '29 Μαρ 2026'],
  ] as const)('writes money and days in %s as its country does', (language, currency, money, euros, day) => {
    const i18n = createI18n({ language, catalogs: {} });
    expect(plain(i18n.formatMoney(1234.5, currency))).toBe(money);
    expect(plain(i18n.formatMoney(26.1, 'EUR'))).toBe(euros);
    expect(plain(i18n.formatDay('2026-03-29', { timeZone: 'Europe/Berlin' }))).toBe(day);
  });

  it('gives the upper-case id of the booking payload', () => {
    expect(toBookingLanguageId('el')).toBe('EL');
  });
});
