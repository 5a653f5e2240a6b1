import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createFormatters, type Formatters } from './createFormatters';
import { type Language, toRegionalLocale } from './languages';
import type { Catalog, CatalogMessage, MessageKey } from './loadCatalog';
import { hasMessageSyntax } from './messageSyntax';

/** Values of a message's ICU arguments. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/** A message that could not be parsed or formatted; the English text (or the key) was used instead. */
export interface MessageError {
  /** The message key. */
  key: string;
  /** The language whose message failed. */
  language: Language;
  /** The failing ICU text (a precompiled catalog message as its syntax tree in JSON). */
  message: string;
  /** What intl-messageformat threw. */
  error: unknown;
}

/** Options of {@link createI18n}. */
export interface CreateI18nOptions {
  /** The interface language. */
  language: Language;
  /**
   * The SDK catalogs at hand: the language's own and English (see `loadCatalogs`). A catalog may be
   * partial (a part of it loaded so far): a missing key falls back to English, then to the key.
   */
  catalogs: Partial<Record<Language, Partial<Catalog>>>;
  /** The tenant's translations from `GET /translation` (or `/setup`); they override the catalogs key by key. */
  serverMessages?: Readonly<Record<string, string>> | null;
  /**
   * Receives each message that failed to parse or format, once (see `reported`): wire it to error
   * reporting.
   */
  onError?: (error: MessageError) => void;
  /**
   * The failures already given to `onError` (by language, key and message text): each is reported
   * once, however often it is rendered. Pass one set to the formatters of one app (a new one is made
   * on every language or translation change) so a broken tenant message is not reported again by
   * the next one.
   * @default a set of this formatter's own
   */
  reported?: Set<string>;
}

/**
 * Formats the interface's messages in one language, and its money, numbers and days
 * (`formatMoney`, `formatNumber`, `formatDay`) in the language's regional locale.
 */
export interface I18n extends Formatters {
  /** The interface language. */
  language: Language;
  /** Its regional locale for numbers and dates, such as `sv-SE`. */
  locale: string;
  /**
   * The message for `key` as plain text (markup in a message stays literal text; render it as
   * text, never as HTML). Lookup: server translation, the language's catalog, English, the key.
   */
  t(key: MessageKey | (string & {}), values?: MessageValues): string;
  /** True when some source has a message for `key`. */
  has(key: string): boolean;
}

/**
 * Creates the message formatter (ICU MessageFormat through intl-messageformat, spec section 9).
 * A message that fails to parse or format falls back to English; the failure is reported to
 * `onError` once.
 *
 * @example
 * const i18n = createI18n({ language: 'de', catalogs: await loadCatalogs('de') });
 * i18n.t('formValidation.maxLength', { max: 50 }); // 'Maximale Anzahl an Zeichen: 50.'
 * i18n.formatMoney(1190, 'EUR'); // '1.190,00 €' (de-DE)
 */
export function createI18n(options: CreateI18nOptions): I18n {
  const { language, catalogs, serverMessages, onError } = options;
  const reported = options.reported ?? new Set<string>();
  const locale = toRegionalLocale(language);
  // Formatters by locale and text, or by precompiled syntax tree (one catalog's, so one locale's).
  const compiled = new Map<string | object, IntlMessageFormat | Error>();

  function lookup(
    source: Readonly<Record<string, CatalogMessage>> | null | undefined,
    key: string,
  ): CatalogMessage | undefined {
    return source && Object.hasOwn(source, key) ? source[key] : undefined;
  }

  function format(message: CatalogMessage, messageLocale: string, values: MessageValues | undefined): string {
    // Text without ICU syntax (arguments, or the apostrophe that quotes) is its own output.
    if (typeof message === 'string' && !hasMessageSyntax(message)) return message;
    const cacheKey = typeof message === 'string' ? `${messageLocale}\u0000${message}` : message;
    let formatter = compiled.get(cacheKey);
    if (!formatter) {
      try {
        formatter = new IntlMessageFormat(
          message as string | MessageFormatElement[],
          messageLocale,
          undefined,
          {
            ignoreTag: true,
          },
        );
      } catch (error) {
        formatter = error instanceof Error ? error : new Error(String(error));
      }
      compiled.set(cacheKey, formatter);
    }
    if (formatter instanceof Error) throw formatter;
    const output = formatter.format(values);
    return Array.isArray(output) ? output.join('') : String(output);
  }

  function attempt(key: string, message: CatalogMessage, messageLanguage: Language, values?: MessageValues) {
    try {
      return format(message, toRegionalLocale(messageLanguage), values);
    } catch (error) {
      const text = typeof message === 'string' ? message : JSON.stringify(message);
      const failure = `${messageLanguage}\u0000${key}\u0000${text}`;
      if (!reported.has(failure)) {
        reported.add(failure);
        onError?.({ key, language: messageLanguage, message: text, error });
      }
      return undefined;
    }
  }

  return {
    ...createFormatters(locale),
    language,
    t(key, values) {
      const own = lookup(serverMessages, key) ?? lookup(catalogs[language], key);
      if (own !== undefined) {
        const text = attempt(key, own, language, values);
        if (text !== undefined) return text;
      }
      const english = lookup(catalogs.en, key);
      if (english !== undefined && english !== own) {
        const text = attempt(key, english, 'en', values);
        if (text !== undefined) return text;
      }
      return key;
    },
    has: (key) =>
      lookup(serverMessages, key) !== undefined ||
      lookup(catalogs[language], key) !== undefined ||
      lookup(catalogs.en, key) !== undefined,
  };
}
