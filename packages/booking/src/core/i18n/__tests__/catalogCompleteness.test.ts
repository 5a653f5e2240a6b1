import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { FORM_VALIDATION_CODES } from '../../customer/formValidators';
import { SUPPORTED_LANGUAGES, toRegionalLocale } from '../languages';
import { type Catalog, loadCatalog } from '../loadCatalog';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The names of the ICU arguments a message uses (plain, number, date, select, plural; not literals or tags). */
function argumentNames(elements: readonly Element[], names = new Set<string>()): Set<string> {
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

/** The catalogs as written: ICU text (only a build step turns messages into syntax trees). */
type SourceCatalog = Readonly<Record<keyof Catalog, string>>;

const SAMPLE_VALUES = { max: 50, min: 2, date: '2025-03-10', length: 1 };

const catalogs = Object.fromEntries(
  await Promise.all(
    SUPPORTED_LANGUAGES.map(async (language) => [language, await loadCatalog(language)] as const),
  ),
) as Record<(typeof SUPPORTED_LANGUAGES)[number], SourceCatalog>;
const english = catalogs.en;
const englishKeys = Object.keys(english).sort();

describe('The SDK ships complete catalogs for all 14 languages: a missing key is a test failure, not a blank', () => {
  it.each(SUPPORTED_LANGUAGES)('%s has exactly the English keys, none blank', (language) => {
    const catalog = catalogs[language];
    expect(Object.keys(catalog).sort()).toEqual(englishKeys);
    for (const message of Object.values(catalog)) expect(message.trim()).not.toBe('');
  });

  it.each(SUPPORTED_LANGUAGES)(
    '%s: every message parses and uses the same ICU arguments as English',
    (language) => {
      const locale = toRegionalLocale(language);
      for (const key of englishKeys as (keyof Catalog)[]) {
        const format = new IntlMessageFormat(catalogs[language][key], locale);
        const expected = argumentNames(new IntlMessageFormat(english[key], 'en-GB').getAst());
        expect([...argumentNames(format.getAst())].sort(), `${language} ${key}`).toEqual(
          [...expected].sort(),
        );
        // Every argument the message uses gets a value: the named samples, or a number.
        const values = Object.fromEntries(
          [...expected].map((name) => [name, SAMPLE_VALUES[name as keyof typeof SAMPLE_VALUES] ?? 3]),
        );
        expect(typeof format.format(values)).toBe('string');
      }
    },
  );

  it.each(SUPPORTED_LANGUAGES.filter((language) => language !== 'en'))(
    '%s is translated, not an English copy',
    (language) => {
      const same = englishKeys.filter(
        (key) =>
          catalogs[language][key as keyof Catalog] === english[key as keyof Catalog] &&
          // A message with no words of its own ('PDF, {size}') reads the same in every language.
          /\p{Ll}/u.test(english[key as keyof Catalog].replace(/\{[^}]*\}/g, '')),
      );
      // A few words are spelled alike in some languages ("Options", "Signature", "Notifications").
      expect(same.length, same.join(', ')).toBeLessThanOrEqual(3);
    },
  );

  it('covers every formValidation code the validators produce, and the auth errors', () => {
    for (const code of FORM_VALIDATION_CODES) expect(english).toHaveProperty([`formValidation.${code}`]);
    expect(english).toHaveProperty(['auth.invalidStateCode']);
    expect(english).toHaveProperty(['auth.sessionExpired']);
    expect(english['formValidation.default']).toBe('This field is not valid.');
  });
});
