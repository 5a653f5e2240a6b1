import { type MessageFormatElement, parse } from '@formatjs/icu-messageformat-parser';
import { loadCatalog, SUPPORTED_LANGUAGES } from '@stowly/booking';
import { describe, expect, it } from 'vitest';
import { loadWebCatalog, type WebMessageKey } from '../loadWebCatalog';

/** The names of the ICU arguments a message uses (plain, number, date, select, plural). */
function argumentNames(elements: readonly MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && element.type !== 8 && typeof element.value === 'string') {
      names.add(element.value);
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
    if ('children' in element) argumentNames(element.children, names);
  }
  return names;
}

/** Each language's catalog as written (ICU text), both parts together. */
const catalogs = Object.fromEntries(
  await Promise.all(
    SUPPORTED_LANGUAGES.map(async (language) => {
      const [start, later] = await Promise.all([
        loadWebCatalog(language, 'start'),
        loadWebCatalog(language, 'later'),
      ]);
      return [language, { start, later, all: { ...start, ...later } as Record<string, string> }] as const;
    }),
  ),
);
const english = catalogs.en ?? { start: {}, later: {}, all: {} };
const englishKeys = Object.keys(english.all).sort() as WebMessageKey[];

describe("the reference app's own catalogs (apps/web), beside the SDK's", () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the English keys in each part, none blank', (language) => {
    const catalog = catalogs[language];
    expect(Object.keys(catalog?.start ?? {}).sort()).toEqual(Object.keys(english.start).sort());
    expect(Object.keys(catalog?.later ?? {}).sort()).toEqual(Object.keys(english.later).sort());
    for (const message of Object.values(catalog?.all ?? {})) expect(message.trim()).not.toBe('');
  });

  it.each(SUPPORTED_LANGUAGES)('%s: every message parses and uses the English arguments', (language) => {
    for (const key of englishKeys) {
      const own = argumentNames(parse(catalogs[language]?.all[key] ?? '', { ignoreTag: true }));
      const expected = argumentNames(parse(english.all[key] ?? '', { ignoreTag: true }));
      expect([...own].sort(), `${language} ${key}`).toEqual([...expected].sort());
    }
  });

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not an English copy',
    (language) => {
      const same = englishKeys.filter((key) => catalogs[language]?.all[key] === english.all[key]);
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(3);
    },
  );

  it('keeps its keys under web., the checkout and portal ones in the part loaded after the first page', () => {
    const later = /^web\.(checkout|portal)\./;
    expect(englishKeys.filter((key) => !key.startsWith('web.'))).toEqual([]);
    expect(Object.keys(english.later).filter((key) => !later.test(key))).toEqual([]);
    expect(Object.keys(english.start).filter((key) => later.test(key))).toEqual([]);
    expect(Object.keys(english.later).filter((key) => key.startsWith('web.portal.')).length).toBeGreaterThan(
      20,
    );
  });

  it("names no key of the SDK's, which integrators download without these", async () => {
    const sdk = await loadCatalog('en');
    expect(englishKeys.filter((key) => key in sdk)).toEqual([]);
  });
});
