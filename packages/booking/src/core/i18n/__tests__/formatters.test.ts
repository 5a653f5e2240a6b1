import { parseDate } from '@internationalized/date';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFormatters } from '../createFormatters';
import { createI18n } from '../createI18n';

/** Intl's spaces (no-break, narrow no-break) as plain spaces, so expectations read as text. */
const plain = (text: string) => text.replace(/\s/g, ' ');

/** Counts the `Intl[name]` formatters made from now on (each still a real one). */
function countMade(name: 'DateTimeFormat' | 'NumberFormat'): () => number {
  let made = 0;
  const Real = Intl[name] as new (...args: unknown[]) => object;
  vi.spyOn(Intl, name).mockImplementation(
    class {
      constructor(...args: unknown[]) {
        made++;
        // biome-ignore lint/correctness/noConstructorReturn: counts the real formatters made
        return new Real(...args);
      }
    } as never,
  );
  return () => made;
}

const processZone = process.env.TZ;

afterEach(() => {
  vi.restoreAllMocks();
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe('formatMoney', () => {
  it('writes an amount with the currency’s own decimals in the locale', () => {
    const en = createFormatters('en-GB');
    expect(en.formatMoney(1190, 'EUR')).toBe('€1,190.00');
    expect(plain(en.formatMoney(1234.5, 'SEK'))).toBe('SEK 1,234.50');
    // Yen and Icelandic króna have no minor unit.
    expect(en.formatMoney(1190, 'JPY')).toBe('JP¥1,190');
    expect(plain(createFormatters('de-DE').formatMoney(1234.5, 'ISK'))).toBe('1.235 ISK');
  });

  it('follows the locale of de, en and fi', () => {
    expect(plain(createI18n({ language: 'de', catalogs: {} }).formatMoney(1234.5, 'EUR'))).toBe('1.234,50 €');
    expect(createI18n({ language: 'en', catalogs: {} }).formatMoney(1234.5, 'EUR')).toBe('€1,234.50');
    expect(plain(createI18n({ language: 'fi', catalogs: {} }).formatMoney(1234.5, 'EUR'))).toBe('1 234,50 €');
  });

  it('takes the currency code in any case', () => {
    expect(plain(createFormatters('en-GB').formatMoney(5, 'sek'))).toBe('SEK 5.00');
  });
});

describe('formatNumber', () => {
  it('formats areas and rates with the given options', () => {
    const de = createFormatters('de-DE');
    expect(de.formatNumber(12.345, { maximumFractionDigits: 2 })).toBe('12,35');
    expect(plain(de.formatNumber(0.125, { style: 'percent', maximumFractionDigits: 2 }))).toBe('12,5 %');
    expect(createFormatters('en-GB').formatNumber(1234.5)).toBe('1,234.5');
  });
});

describe('formatDay', () => {
  it('writes a calendar day in de, en and fi, medium unless told otherwise', () => {
    const day = '2026-03-29';
    expect(createI18n({ language: 'en', catalogs: {} }).formatDay(day)).toBe('29 Mar 2026');
    expect(createI18n({ language: 'de', catalogs: {} }).formatDay(day)).toBe('29.03.2026');
    expect(createI18n({ language: 'fi', catalogs: {} }).formatDay(day)).toBe('29.3.2026');
    expect(createFormatters('de-DE').formatDay(day, { dateStyle: 'long' })).toBe('29. März 2026');
    expect(createFormatters('fi-FI').formatDay(day, { dateStyle: 'long' })).toBe('29. maaliskuuta 2026');
    expect(createFormatters('en-GB').formatDay(parseDate(day), { dateStyle: 'long' })).toBe('29 March 2026');
    expect(createFormatters('en-GB').formatDay('2027-11-01', { month: '2-digit', year: 'numeric' })).toBe(
      '11/2027',
    );
  });

  it('keeps a calendar day on its day in every time zone (noon rule)', () => {
    const en = createFormatters('en-GB');
    // UTC+14 and UTC−11: midnight UTC would already be the next or the previous day there.
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Europe/Stockholm', 'UTC']) {
      expect(en.formatDay('2026-03-29', { timeZone })).toBe('29 Mar 2026');
      expect(en.formatDay('2026-01-01', { timeZone })).toBe('1 Jan 2026');
    }
    // The day clocks change: 29 March in Stockholm, 5 April in Auckland.
    expect(en.formatDay('2026-04-05', { timeZone: 'Pacific/Auckland' })).toBe('5 Apr 2026');
  });

  it('does not depend on the time zone of the machine it runs on', () => {
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      process.env.TZ = zone;
      expect(createFormatters('en-GB').formatDay('2026-03-29', { dateStyle: 'long' })).toBe('29 March 2026');
    }
  });

  it('shows an instant as the day it is in the location', () => {
    const en = createFormatters('en-GB');
    expect(en.formatDay('2026-03-31T23:30:00Z', { timeZone: 'Europe/Stockholm' })).toBe('1 Apr 2026');
    expect(en.formatDay(new Date('2026-03-31T23:30:00Z'), { timeZone: 'UTC' })).toBe('31 Mar 2026');
  });

  it('refuses an impossible day', () => {
    expect(() => createFormatters('en-GB').formatDay('2026-02-30')).toThrow(RangeError);
  });
});

describe('formatter cache', () => {
  it('makes one Intl formatter per locale and options, shared by every I18n', () => {
    const made = { date: countMade('DateTimeFormat'), number: countMade('NumberFormat') };
    const formatRow = (day: number) => {
      // A new I18n each time, as on a language or translation change: the formatters stay.
      const i18n = createI18n({ language: 'nb', catalogs: {} });
      expect(i18n.formatDay(`2026-05-0${day}`, { timeZone: 'Europe/Oslo' })).toBe(`${day}. mai 2026`);
      expect(plain(i18n.formatMoney(day, 'NOK'))).toBe(`${day},00 kr`);
      expect(i18n.formatNumber(day + 0.5, { maximumFractionDigits: 1 })).toBe(`${day},5`);
    };
    formatRow(1);
    const first = { date: made.date(), number: made.number() };
    expect(first.number).toBe(2);
    // The day's formatter, and maybe the zone's offset formatter of @internationalized/date (cached there).
    expect(first.date).toBeLessThanOrEqual(2);
    for (let day = 2; day <= 9; day++) formatRow(day);
    expect({ date: made.date(), number: made.number() }).toEqual(first);
  });

  it('keeps apart formatters of different options', () => {
    const made = countMade('DateTimeFormat');
    const cs = createFormatters('cs-CZ');
    cs.formatDay('2026-05-01', { dateStyle: 'short' });
    cs.formatDay('2026-05-02', { dateStyle: 'short' });
    cs.formatDay('2026-05-01', { dateStyle: 'long' });
    cs.formatDay('2026-05-01', { month: 'long', year: 'numeric' });
    cs.formatDay('2026-06-01', { year: 'numeric', month: 'long' });
    expect(made()).toBe(3);
  });
});
