import { hashKey } from '@tanstack/query-core';

// Which language each client made by `createStowlyClient` calls in: read by the query factories,
// whose keys name it (an answer in Swedish is not the answer in English).
const languages = new WeakMap<object, () => string>();

/** Records how `client` finds the language of its calls (`StowlyClientOptions.getLocale`). */
export function rememberClientLanguage(client: object, getLocale: () => string): void {
  languages.set(client, getLocale);
}

/**
 * The language `client` calls in now, and the `Content-Language` header that asks for it: a query
 * keys its answer by the language and sends the same one, so a change of language between making
 * the key and fetching cannot store an answer under the wrong key. Undefined (and no header) for a
 * client made otherwise: its own middleware decides.
 */
export function clientLanguage(client: object): {
  language: string | undefined;
  headers: Record<string, string>;
} {
  const language = languages.get(client)?.();
  return { language, headers: language ? { 'Content-Language': language } : {} };
}

/**
 * A query's `placeholderData` that keeps the answer of the same query in the language before
 * (`key` with another `{ language }` at its end) while the new language's answer loads: after a
 * switch of language the page keeps its content, then shows it in the new language, instead of
 * falling back to loading. Any other change of key (another unit type, location, page) keeps nothing.
 */
export function keepWhileLanguageChanges(key: readonly unknown[]) {
  const rest = hashKey(key.slice(0, -1));
  return <TData>(previous: TData | undefined, previousQuery?: { queryKey: readonly unknown[] }) =>
    previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === rest ? previous : undefined;
}
