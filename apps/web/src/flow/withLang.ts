/**
 * `path` (an app path, possibly with a query and hash) with the `lang` query parameter of the
 * current page added, unless it already has one or there is none to keep (spec section 2: `lang`
 * is kept on every route).
 *
 * @example
 * withLang('/1/unit-type/101/options?section=insurance', 'sv'); // '/1/unit-type/101/options?section=insurance&lang=sv'
 */
export function withLang(path: string, lang: string | null): string {
  if (!lang) return path;
  const url = new URL(path, 'http://app.invalid');
  if (url.searchParams.has('lang')) return path;
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}
