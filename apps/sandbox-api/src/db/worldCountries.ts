import { countries } from 'countries-list';
import type { I18nText } from './types';

/** The languages the demo data names countries in, as its own rows do; other languages read English. */
const NAME_LANGUAGES = ['en', 'sv', 'de', 'nb'] as const;

/** A row of the `country` table. */
export interface CountryRow {
  id: number;
  code: string;
  name: I18nText;
  phone_prefix: string;
}

/**
 * The rest of the world's countries for the demo data, so that the country list is as long as a
 * real booking API's (about 250): every ISO 3166-1 code of countries-list but `except`, with its
 * first dialling prefix, named in each of {@link NAME_LANGUAGES} by the runtime's CLDR data
 * (`Intl.DisplayNames`), numbered from `firstId` in code order (so ids stay the same between runs).
 */
export function worldCountries(except: ReadonlySet<string>, firstId: number): CountryRow[] {
  const names = NAME_LANGUAGES.map(
    (language) => [language, new Intl.DisplayNames(language, { type: 'region' })] as const,
  );
  return Object.entries(countries)
    .filter(([code]) => !except.has(code))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, country], index) => ({
      id: firstId + index,
      code,
      name: Object.fromEntries(
        names.map(([language, display]) => [language, display.of(code) ?? country.name]),
      ),
      phone_prefix: `+${country.phone[0]}`,
    }));
}
