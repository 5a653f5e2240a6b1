import type { I18nText } from '../db/types';

/** The text of a translatable value in `language`, falling back to English, then to any text. */
export function pick(value: I18nText | null | undefined, language: string): string {
  if (!value) return '';
  return value[language] ?? value.en ?? Object.values(value)[0] ?? '';
}

/** Like {@link pick}, but null when there is no value. */
export function pickNullable(value: I18nText | null | undefined, language: string): string | null {
  return value ? pick(value, language) : null;
}

/** Messages of the sandbox's own texts: key → language → template with `{name}` placeholders. */
export type MessageTable = Record<string, { en: string } & Record<string, string>>;

/** The text of `key` in `language` (English when there is none), with `{name}` placeholders filled in. */
export function formatMessage<TTable extends MessageTable>(
  table: TTable,
  key: keyof TTable,
  language: string,
  values: Record<string, string | number> = {},
): string {
  const texts = table[key as string] ?? { en: String(key) };
  const template = texts[language] ?? texts.en;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
