/** Parameter names whose values are secrets (any name containing `token` is one too). */
const SECRET_NAMES = new Set([
  'authorization',
  'client_secret',
  'code',
  'code_verifier',
  'password',
  'secret',
  'session',
  'state',
]);
const JWT = /eyJ[\w-]*\.[\w-]+\.[\w-]*/;
const BEARER = /^bearer(?:\s|$)/i;
// The query and fragment of a URL inside any text: from `?` or `#` to a space, quote, `<`, `>` or `\`.
const QUERY = /[?#][^\s"'<>\\]*/g;
// One parameter with the character before it: `?name=value`, `&name`, `#name=value`, `;name=value`.
const PARAM = /([?&#;])([^=&#;]*)(?:=([^&#;]*))?/g;

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function isSecret(name: string, value: string): boolean {
  return name.includes('token') || SECRET_NAMES.has(name) || BEARER.test(value) || JWT.test(value);
}

function redactQuery(query: string): string {
  let removed = false;
  const kept = query.replace(PARAM, (pair, separator: string, name: string, value = '') => {
    if (!isSecret(decode(name).toLowerCase(), decode(value))) return pair;
    removed = true;
    return separator;
  });
  if (!removed) return query;
  return kept
    .replace(/([?&#;])[&;]+/g, '$1') // a removed parameter leaves its separator: join the neighbours
    .replace(/[?&#;]+(?=#|$)/g, ''); // and drop a query or fragment left empty
}

/**
 * Removes secrets from a URL, or from any text that quotes URLs (an error message, a serialised
 * event), before it leaves the browser for analytics or error reporting: query and fragment
 * parameters named like a token (`access_token`, `id_token`, ...), OAuth `code`, `state` and
 * `code_verifier`, provider `session` ids, secrets, passwords and `authorization`, values starting
 * with `Bearer`, and JSON Web Tokens anywhere (replaced by `redacted`). Everything else stays.
 *
 * @example
 * redactSecrets('/auth?code=abc&state=xyz&lang=sv'); // '/auth?lang=sv'
 * redactSecrets('GET /v1/checkout?access_token=t&i=2 failed'); // 'GET /v1/checkout?i=2 failed'
 */
export function redactSecrets(text: string): string {
  return text.replace(QUERY, redactQuery).replace(new RegExp(JWT.source, 'g'), 'redacted');
}
