import { normalizeLanguage } from '../core/i18n/languages';

const LOOPBACK_HOSTNAMES = new Set(['127.0.0.1', '[::1]', '0.0.0.0']);

/** `uri` made absolute against `origin` when it is relative. */
export function toAbsoluteUrl(uri: string, origin: string): string {
  return new URL(uri, origin).href;
}

/**
 * An identity server URL (spec section 7): `base` (absolute, or relative to `origin`) with `host`
 * (the page origin's host, a loopback address shown as `localhost`), `language` (the current
 * locale, `en` when missing) and `params` in its query; `undefined` params are left out.
 */
export function identityUrl(
  base: string,
  origin: string,
  language: string | null | undefined,
  params: Record<string, string | undefined>,
): string {
  const page = new URL(origin);
  const url = new URL(base, origin);
  const hostname = LOOPBACK_HOSTNAMES.has(page.hostname) ? 'localhost' : page.hostname;
  url.searchParams.set('host', page.port ? `${hostname}:${page.port}` : hostname);
  url.searchParams.set('language', normalizeLanguage(language));
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.href;
}
