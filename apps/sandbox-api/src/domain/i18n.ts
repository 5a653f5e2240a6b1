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
