import { chooseLanguage, LANGUAGE_STORAGE_KEY, type Language } from '@stowly/booking';

/** The value of cookie `name` in a `Cookie` header, or null. */
function readCookie(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** The languages of an `Accept-Language` header, most wanted first (`q=0` left out). */
function acceptedLanguages(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), weight: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

/**
 * The interface language of a page request, by the order of the language rule as far as a server
 * can know it: the `lang` query, the visitor's stored choice (the browser keeps a copy of it in the
 * `locale` cookie: `mirrorLanguageCookie`), the browser's languages (`Accept-Language`), English.
 */
export function requestLanguage(request: Request): Language {
  return chooseLanguage({
    query: new URL(request.url).searchParams.get('lang'),
    stored: readCookie(request.headers.get('Cookie'), LANGUAGE_STORAGE_KEY),
    browser: acceptedLanguages(request.headers.get('Accept-Language')),
  });
}
