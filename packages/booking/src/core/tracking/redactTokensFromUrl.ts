const SENSITIVE_NAMES = new Set([
  'code',
  'code_verifier',
  'client_secret',
  'password',
  'secret',
  'state',
  'authorization',
]);
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;
const BEARER = /^bearer\s/i;
// One query or fragment parameter with the character before it: `?name=value`, `&name`, `#name=value`.
const PARAM = /([?&#])([^=&#]*)(?:=([^&#]*))?/g;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function isSensitive(name: string, value: string): boolean {
  return name.includes('token') || SENSITIVE_NAMES.has(name) || BEARER.test(value) || JWT.test(value);
}

/**
 * Removes anything that looks like a credential from a URL before it is tracked: query (and
 * fragment) parameters named like a token (`access_token`, `refresh_token`, `id_token`, `token`,
 * ...), OAuth `code` and `state`, secrets and passwords, values starting with `Bearer`, and JSON
 * Web Tokens anywhere else in the URL. Everything else, relative or absolute, stays as it was.
 *
 * @example
 * redactTokensFromUrl('/auth?code=abc&state=xyz&lang=sv'); // '/auth?lang=sv'
 */
export function redactTokensFromUrl(url: string): string {
  const start = url.search(/[?#]/);
  const path = start === -1 ? url : url.slice(0, start);
  const rest = start === -1 ? '' : url.slice(start);
  const kept = rest
    .replace(PARAM, (pair, separator: string, name: string, value = '') =>
      isSensitive(decode(name).toLowerCase(), decode(value)) ? separator : pair,
    )
    .replace(/([?&#])&+/g, '$1') // a removed parameter leaves its separator: join the neighbours
    .replace(/[?&#]+(?=#|$)/g, ''); // and drop a query or fragment left empty
  return (path + kept).replace(new RegExp(JWT.source, 'g'), 'redacted');
}
