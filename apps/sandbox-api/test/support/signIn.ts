import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../../src/db/seed';
import type { TestSandbox } from './createTestSandbox';
/** The web app's sign-in callback, as a development server on another port would register it. */
export const APP_REDIRECT_URI = 'http://127.0.0.1:5173/auth';
export const APP_LOGOUT_URI = 'http://127.0.0.1:5173/logout';

/** A minimal browser cookie store for the identity server's cookies (one origin, paths ignored). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Takes the cookies a response sets (and forgets those it deletes). */
  take(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A PKCE pair: a random verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The authorize URL of the web app's sign-in redirect (spec section 7), with PKCE. */
export function authorizePath(params: Record<string, string>): string {
  return `/identity/authorize?${new URLSearchParams({
    response_type: 'code',
    client_id: 'stowly-web',
    redirect_uri: APP_REDIRECT_URI,
    scope: 'booking',
    host: 'localhost:5173',
    language: 'en',
    ...params,
  })}`;
}

/** A path and query of a Location header (relative to the sandbox), or the absolute URL when elsewhere. */
export function locationOf(response: Response): string {
  const location = response.headers.get('location') ?? '';
  const url = new URL(location, 'http://127.0.0.1:8080');
  return url.origin === 'http://127.0.0.1:8080' ? `${url.pathname}${url.search}` : url.toString();
}

/** The value of a hidden form field (or the form action) in a page. */
export function formValue(html: string, name: string): string {
  const match =
    name === 'action'
      ? /<form[^>]*action="([^"]*)"/.exec(html)
      : new RegExp(`name="${name}" value="([^"]*)"`).exec(html);
  return (match?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Sends a browser request with the jar's cookies and keeps what the answer sets. */
export async function browse(
  sandbox: TestSandbox,
  jar: CookieJar,
  path: string,
  init: { method?: string; form?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/html' };
  if (jar.header()) headers.Cookie = jar.header();
  if (init.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers.Origin = 'http://127.0.0.1:8080';
  }
  const response = await sandbox.api(path, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ? new URLSearchParams(init.form).toString() : undefined,
  });
  jar.take(response);
  return response;
}

/** Posts a form to the token endpoint. */
export function tokenRequest(sandbox: TestSandbox, form: Record<string, string>): Promise<Response> {
  return sandbox.api('/identity/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
  });
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  jar: CookieJar;
}

/**
 * Signs a customer in the way the web app does: authorize, the sign-in page, the code callback and
 * the code exchange with PKCE. Returns the tokens and the browser's identity cookies.
 */
export async function signIn(
  sandbox: TestSandbox,
  email: string,
  options: { password?: string; jar?: CookieJar } = {},
): Promise<SignedIn> {
  const jar = options.jar ?? new CookieJar();
  const { verifier, challenge } = pkcePair();
  const state = `state-${randomBytes(8).toString('hex')}`;
  let response = await browse(
    sandbox,
    jar,
    authorizePath({ state, code_challenge: challenge, code_challenge_method: 'S256' }),
  );
  if (locationOf(response).startsWith('/identity/sign-in')) {
    const page = await browse(sandbox, jar, locationOf(response));
    const html = await page.text();
    response = await browse(sandbox, jar, formValue(html, 'action'), {
      form: { csrf: formValue(html, 'csrf'), email, password: options.password ?? DEMO_PASSWORD },
    });
    if (response.status !== 302) throw new Error(`Sign-in failed with ${response.status}`);
    if (locationOf(response).startsWith('/identity/'))
      response = await browse(sandbox, jar, locationOf(response));
  }
  const callback = new URL(response.headers.get('location') ?? '');
  if (callback.searchParams.get('state') !== state) throw new Error('The state did not come back');
  const token = await tokenRequest(sandbox, {
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code') ?? '',
    redirect_uri: APP_REDIRECT_URI,
    client_id: 'stowly-web',
    code_verifier: verifier,
    scope: 'booking',
  });
  if (token.status !== 200)
    throw new Error(`Code exchange failed with ${token.status}: ${await token.text()}`);
  const body = (await token.json()) as { access_token: string; refresh_token: string };
  return { accessToken: body.access_token, refreshToken: body.refresh_token, jar };
}
