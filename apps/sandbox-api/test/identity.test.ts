import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import {
  APP_LOGOUT_URI,
  APP_REDIRECT_URI,
  authorizePath,
  browse,
  CookieJar,
  formValue,
  locationOf,
  pkcePair,
  signIn,
  tokenRequest,
} from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const STATE = 'state-0123456789';

/** Runs authorize with a signed-in jar and answers the code from the callback. */
async function codeFor(jar: CookieJar, challenge: string, state = STATE): Promise<string> {
  const response = await browse(
    sandbox,
    jar,
    authorizePath({ state, code_challenge: challenge, code_challenge_method: 'S256' }),
  );
  expect(response.status).toBe(302);
  const callback = new URL(response.headers.get('location') ?? '');
  expect(`${callback.origin}${callback.pathname}`).toBe(APP_REDIRECT_URI);
  expect(callback.searchParams.get('state')).toBe(state);
  return callback.searchParams.get('code') ?? '';
}

const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  tokenRequest(sandbox, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: APP_REDIRECT_URI,
    client_id: 'stowly-web',
    code_verifier: verifier,
    scope: 'booking',
    ...extra,
  });

const refresh = (refreshToken: string) =>
  tokenRequest(sandbox, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'stowly-web',
    scope: 'booking',
  });

const check = (token: string) => sandbox.api('/identity/api/check', { token });
const portal = (token: string) => sandbox.api('/v1/customer-portal/location', { token });

describe('sign-in with the authorization code flow and PKCE, through the real pages', () => {
  it('sends a signed-out browser to the sign-in page, signs in, and returns a code with the state', async () => {
    const jar = new CookieJar();
    const { verifier, challenge } = pkcePair();
    const authorize = await browse(
      sandbox,
      jar,
      authorizePath({ state: STATE, code_challenge: challenge, code_challenge_method: 'S256' }),
    );
    expect(authorize.status).toBe(302);
    const signInPath = locationOf(authorize);
    expect(signInPath).toMatch(/^\/identity\/sign-in\?return_to=%2Fidentity%2Fauthorize/);
    // The app's `host` is never shown nor carried on; without a `tenant` the page is neutral.
    expect(new URL(signInPath, 'http://x').searchParams.get('host')).toBeNull();
    expect(new URL(signInPath, 'http://x').searchParams.get('language')).toBe('en');

    const page = await browse(sandbox, jar, signInPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:5173");
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sign in</h1>');
    expect(html).toContain('Sign in to continue to your customer portal.');
    expect(html).not.toContain('localhost:5173');
    expect(html).toMatch(
      /<label for="email">Email address<\/label>\s*<input id="email" name="email" type="email"/,
    );
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/); // no external resources
    expect(jar.has('stowly_identity_csrf')).toBe(true);

    const posted = await browse(sandbox, jar, formValue(html, 'action'), {
      form: { csrf: formValue(html, 'csrf'), email: 'Anna@Example.com', password: DEMO_PASSWORD },
    });
    expect(posted.status).toBe(302);
    const cookie = posted.headers
      .getSetCookie()
      .find((header) => header.startsWith('stowly_identity_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/identity/);
    // Straight back to the app with a code and the state.
    const callback = new URL(posted.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(APP_REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(STATE);
    const code = callback.searchParams.get('code') ?? '';
    expect(code.length).toBeGreaterThanOrEqual(32);

    const token = await exchange(code, verifier);
    expect(token.status).toBe(200);
    expect(token.headers.get('cache-control')).toBe('no-store');
    expect(token.headers.get('pragma')).toBe('no-cache');
    const body = await token.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: sandbox.config.accessTokenSeconds,
      scope: 'booking',
    });

    const checked = await check(body.access_token);
    expect(checked.status).toBe(200);
    expect(checked.headers.get('cache-control')).toBe('no-store');
    expect(await checked.json()).toEqual({
      active: true,
      customerId: 1,
      scope: 'booking',
      exp: Math.floor(sandbox.config.now().getTime() / 1000) + sandbox.config.accessTokenSeconds,
    });
    expect((await portal(body.access_token)).status).toBe(200);
  });

  it('issues a code at once while the identity session lasts, to each registered address', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    // The sandbox's own origin under its other loopback name (the web app it serves).
    const other = 'http://localhost:8080/auth';
    const response = await browse(
      sandbox,
      jar,
      authorizePath({
        state: STATE,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        redirect_uri: other,
      }),
    );
    expect(response.status).toBe(302);
    const callback = new URL(response.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(other);
    const token = await exchange(callback.searchParams.get('code') ?? '', verifier, { redirect_uri: other });
    expect(token.status).toBe(200);
  });

  it('shows the sign-in page in Swedish and German by language', async () => {
    for (const [language, heading, button] of [
      ['sv', 'Logga in', 'Logga in'],
      ['de-AT', 'Anmelden', 'Anmelden'],
      ['xx', 'Sign in', 'Sign in'],
    ] as const) {
      const jar = new CookieJar();
      const authorize = await browse(
        sandbox,
        jar,
        authorizePath({
          state: STATE,
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
          language,
        }),
      );
      const html = await (await browse(sandbox, jar, locationOf(authorize))).text();
      expect(html).toContain(`<html lang="${language === 'xx' ? 'en' : language.slice(0, 2)}">`);
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain(`<button type="submit">${button}</button>`);
    }
  });

  it('never shows the host parameter, not even escaped', async () => {
    const jar = new CookieJar();
    const authorize = await browse(
      sandbox,
      jar,
      authorizePath({
        state: STATE,
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
        host: '<script>alert(1)</script>',
      }),
    );
    const html = await (await browse(sandbox, jar, locationOf(authorize))).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('Sign in to continue to your customer portal.');
  });
});

describe('wrong passwords', () => {
  async function signInPage(jar: CookieJar): Promise<string> {
    const authorize = await browse(
      sandbox,
      jar,
      authorizePath({ state: STATE, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    return (await browse(sandbox, jar, locationOf(authorize))).text();
  }

  it('shows the page again with one error tied to the fields, the same for an unknown email', async () => {
    const messages: string[] = [];
    for (const email of ['anna@example.com', 'nobody@example.com']) {
      const jar = new CookieJar();
      const html = await signInPage(jar);
      const response = await browse(sandbox, jar, formValue(html, 'action'), {
        form: { csrf: formValue(html, 'csrf'), email, password: 'wrong-password' },
      });
      expect(response.status).toBe(400);
      expect(jar.has('stowly_identity_session')).toBe(false);
      const page = await response.text();
      expect(page).toContain('<p class="alert error" id="credentials-error" role="alert">');
      expect(page).toMatch(/id="password"[^>]*aria-invalid="true"[^>]*aria-describedby="credentials-error"/);
      expect(page).toMatch(/id="email"[^>]*value="[^"]+"/);
      messages.push(/id="credentials-error" role="alert">([^<]*)</.exec(page)?.[1] ?? '');
    }
    expect(messages[0]).toBe('The email address or password is not correct.');
    expect(messages[1]).toBe(messages[0]);
  });

  it('ties "required" errors to the empty field', async () => {
    const jar = new CookieJar();
    const html = await signInPage(jar);
    const response = await browse(sandbox, jar, formValue(html, 'action'), {
      form: { csrf: formValue(html, 'csrf'), email: 'anna@example.com', password: '' },
    });
    const page = await response.text();
    expect(page).toMatch(/id="password"[^>]*aria-invalid="true"[^>]*aria-describedby="password-error"/);
    expect(page).toContain('<p class="error" id="password-error">Enter your password.</p>');
  });

  it('refuses a form posted without the page token', async () => {
    const jar = new CookieJar();
    const html = await signInPage(jar);
    const response = await browse(sandbox, jar, formValue(html, 'action'), {
      form: { csrf: 'forged', email: 'anna@example.com', password: DEMO_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('The form has expired. Please try again.');
    expect(jar.has('stowly_identity_session')).toBe(false);
  });

  it('makes an address wait after three failures, a second, then twice as long after each further one', async () => {
    const jar = new CookieJar();
    const html = await signInPage(jar);
    const attempt = () =>
      browse(sandbox, jar, formValue(html, 'action'), {
        form: { csrf: formValue(html, 'csrf'), email: 'guess@example.com', password: 'guess' },
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
    const waiting = await attempt();
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await waiting.text()).toContain('Too many failed attempts. Wait 1 second and try again.');
    sandbox.advance(1000);
    expect((await attempt()).status).toBe(400);
    expect((await attempt()).headers.get('retry-after')).toBe('2');
    // Forgotten 15 minutes after the last failure.
    sandbox.advance(15 * 60 * 1000);
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(400);
  });
});

describe('the code exchange', () => {
  it('rejects a wrong code_verifier, and the code is spent', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(jar, challenge);
    const wrong = await exchange(code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('cache-control')).toBe('no-store');
    expect((await wrong.json()).error).toBe('invalid_grant');
    expect((await exchange(code, verifier)).status).toBe(400);
  });

  it('requires the code_verifier', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const code = await codeFor(jar, pkcePair().challenge);
    const response = await tokenRequest(sandbox, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: APP_REDIRECT_URI,
      client_id: 'stowly-web',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_grant');
  });

  it('works once: a second use fails and revokes the tokens of the first', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(jar, challenge);
    const first = await (await exchange(code, verifier)).json();
    expect((await check(first.access_token)).status).toBe(200);
    const second = await exchange(code, verifier);
    expect(second.status).toBe(400);
    expect(await second.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The authorization code has already been used.',
    });
    expect((await check(first.access_token)).status).toBe(401);
    expect((await refresh(first.refresh_token)).status).toBe(400);
  });

  it('rejects a redirect_uri other than the one of the authorization', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(jar, challenge);
    const response = await exchange(code, verifier, { redirect_uri: 'http://127.0.0.1:5174/auth' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_grant');
  });

  it('rejects an expired code', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(jar, challenge);
    sandbox.advance(6 * 60 * 1000);
    const response = await exchange(code, verifier);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Invalid grant: authorization code has expired',
    });
  });

  it('ignores a public client secret, and rejects unknown clients with 401', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(jar, challenge);
    expect((await exchange(code, verifier, { client_secret: 'anything' })).status).toBe(200);
    const unknown = await exchange('whatever', verifier, { client_id: 'someone-else' });
    expect(unknown.status).toBe(401);
    expect((await unknown.json()).error).toBe('invalid_client');
  });

  it('answers malformed requests with invalid_request or unsupported_grant_type', async () => {
    const json = await sandbox.api('/identity/token', {
      method: 'POST',
      body: { grant_type: 'refresh_token', refresh_token: 'x', client_id: 'stowly-web' },
    });
    expect(json.status).toBe(400);
    expect((await json.json()).error).toBe('invalid_request');
    const password = await tokenRequest(sandbox, {
      grant_type: 'password',
      username: 'anna@example.com',
      password: DEMO_PASSWORD,
      client_id: 'stowly-web',
    });
    expect(password.status).toBe(400);
    expect((await password.json()).error).toBe('unsupported_grant_type');
  });

  it('may narrow the scope, never widen it', async () => {
    const { jar } = await signIn(sandbox, 'anna@example.com');
    const { verifier, challenge } = pkcePair();
    const code = await codeFor(jar, challenge);
    const response = await exchange(code, verifier, { scope: 'booking admin' });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_scope');
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; reusing an old one after the grace window revokes the whole family', async () => {
    const first = await signIn(sandbox, 'anna@example.com');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.status).toBe(200);
    expect(rotated.headers.get('cache-control')).toBe('no-store');
    const second = await rotated.json();
    expect(second.refresh_token).not.toBe(first.refreshToken);
    expect(second.access_token).not.toBe(first.accessToken);
    expect((await check(second.access_token)).status).toBe(200);

    // Past the 10 s grace window (identityHardening.test.ts) a rotated token is a stolen one.
    sandbox.advance(11_000);
    const reused = await refresh(first.refreshToken);
    expect(reused.status).toBe(400);
    expect(await reused.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The refresh token has already been used.',
    });
    // The whole sign-in is gone: both access tokens and the newest refresh token.
    for (const token of [first.accessToken, second.access_token]) {
      const checked = await check(token);
      expect(checked.status).toBe(401);
      expect(checked.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
      expect((await checked.json()).error).toBe('invalid_token');
      const api = await portal(token);
      expect(api.status).toBe(401);
      expect((await api.json()).error.code).toBe('unauthorized');
    }
    expect((await refresh(second.refresh_token)).status).toBe(400);
  });

  it('keep a session going after the access token expires', async () => {
    const tokens = await signIn(sandbox, 'jonas@example.com');
    sandbox.advance((sandbox.config.accessTokenSeconds - 1) * 1000);
    expect((await check(tokens.accessToken)).status).toBe(200);
    sandbox.advance(1000);
    expect((await check(tokens.accessToken)).status).toBe(401);
    expect((await portal(tokens.accessToken)).status).toBe(401);
    const renewed = await refresh(tokens.refreshToken);
    expect(renewed.status).toBe(200);
    const body = await renewed.json();
    expect((await check(body.access_token)).status).toBe(200);
    expect((await portal(body.access_token)).status).toBe(200);
  });

  it('expire after their lifetime', async () => {
    const tokens = await signIn(sandbox, 'jonas@example.com');
    sandbox.advance(sandbox.config.refreshTokenSeconds * 1000);
    const response = await refresh(tokens.refreshToken);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('invalid_grant');
  });
});

describe('the token check', () => {
  it('answers 401 invalid_token without a token or with an unknown one', async () => {
    const missing = await sandbox.api('/identity/api/check');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: 'invalid_token', error_description: expect.any(String) });
    expect((await check('not-a-token')).status).toBe(401);
  });
});

describe('CORS of the token endpoints', () => {
  it('answers preflights and requests from the web client’s origins, with credentials', async () => {
    for (const path of ['/identity/token', '/identity/revoke', '/identity/api/check']) {
      const preflight = await sandbox.api(path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://127.0.0.1:5173',
          'Access-Control-Request-Method': path.endsWith('check') ? 'GET' : 'POST',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
      expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    }
    const response = await sandbox.api('/identity/token', {
      method: 'POST',
      headers: { Origin: 'http://localhost:8080', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=unknown&client_id=stowly-web',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('does not answer other origins, other loopback ports included', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:5173', 'http://127.0.0.1:4173']) {
      const preflight = await sandbox.api('/identity/token', {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status, origin).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    const response = await sandbox.api('/identity/api/check', {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('authorize errors', () => {
  const base = () => ({ state: STATE, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' });

  it('sends request errors back to the app with the state', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge: '' }, 'invalid_request'],
      [{ code_challenge: 'too-short' }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ scope: 'profile' }, 'invalid_scope'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [change, error] of cases) {
      const response = await sandbox.api(authorizePath({ ...base(), ...change }));
      expect(response.status, JSON.stringify(change)).toBe(302);
      const callback = new URL(response.headers.get('location') ?? '');
      expect(`${callback.origin}${callback.pathname}`).toBe(APP_REDIRECT_URI);
      expect(callback.searchParams.get('error')).toBe(error);
      expect(callback.searchParams.get('error_description')).toBeTruthy();
      expect(callback.searchParams.get('state')).toBe(STATE);
      expect(callback.searchParams.get('code')).toBeNull();
    }
    const noState = await sandbox.api(authorizePath({ ...base(), state: '' }));
    const callback = new URL(noState.headers.get('location') ?? '');
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('state')).toBeNull();
  });

  it('never redirects to an unregistered address: an error page instead', async () => {
    for (const redirectUri of [
      'https://evil.example/auth',
      'http://127.0.0.1:5173/evil',
      'http://127.0.0.1.evil.example/auth',
      'http://user@127.0.0.1:5173/auth',
      'http://127.0.0.1:5173/auth#x',
      'javascript:alert(1)',
    ]) {
      const response = await sandbox.api(authorizePath({ ...base(), redirect_uri: redirectUri }), {
        headers: { Accept: 'text/html' },
      });
      expect(response.status, redirectUri).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Sign-in cannot continue');
    }
  });

  it('answers JSON clients with the OAuth error object', async () => {
    const client = await sandbox.api(authorizePath({ ...base(), client_id: 'unknown' }), {
      headers: { Accept: 'application/json' },
    });
    expect(client.status).toBe(400);
    expect((await client.json()).error).toBe('invalid_client');
    const redirect = await sandbox.api(
      authorizePath({ ...base(), redirect_uri: 'https://evil.example/auth' }),
      {
        headers: { Accept: 'application/json' },
      },
    );
    expect(await redirect.json()).toEqual({
      error: 'invalid_request',
      error_description: expect.any(String),
    });
  });

  it('only returns from the sign-in page to its own pages', async () => {
    for (const returnTo of [
      'https://evil.example/identity/authorize',
      '//evil.example/identity/authorize',
      '/\\evil.example/identity/authorize',
      '/identity/logout?redirect_uri=https://evil.example',
      '/somewhere-else',
    ]) {
      const response = await sandbox.api(`/identity/sign-in?${new URLSearchParams({ return_to: returnTo })}`);
      expect(response.status, returnTo).toBe(400);
    }
  });
});

describe('sign-out', () => {
  it('ends the session, revokes the token family and goes back to the app', async () => {
    const tokens = await signIn(sandbox, 'anna@example.com');
    const response = await browse(
      sandbox,
      tokens.jar,
      `/identity/logout?${new URLSearchParams({
        host: 'localhost:5173',
        language: 'en',
        redirect_uri: APP_LOGOUT_URI,
        token: tokens.accessToken,
      })}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(APP_LOGOUT_URI);
    expect(tokens.jar.has('stowly_identity_session')).toBe(false);
    expect((await check(tokens.accessToken)).status).toBe(401);
    expect((await refresh(tokens.refreshToken)).status).toBe(400);
    // Signing in again needs the password.
    const authorize = await browse(
      sandbox,
      tokens.jar,
      authorizePath({ state: STATE, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    expect(locationOf(authorize)).toMatch(/^\/identity\/sign-in/);
  });

  it('revokes by refresh token too', async () => {
    const tokens = await signIn(sandbox, 'anna@example.com');
    const response = await sandbox.api(
      `/identity/logout?${new URLSearchParams({ redirect_uri: 'http://127.0.0.1:8080/customer-portal', token: tokens.refreshToken })}`,
    );
    expect(response.status).toBe(302);
    expect((await check(tokens.accessToken)).status).toBe(401);
  });

  it('refuses unregistered addresses', async () => {
    for (const redirectUri of [
      'https://evil.example/logout',
      APP_REDIRECT_URI,
      '',
      // Matched exactly: another loopback port, a trailing slash.
      'http://localhost:3000/logout',
      'http://127.0.0.1:8080/logout/',
    ]) {
      const response = await sandbox.api(
        `/identity/logout?${new URLSearchParams({ redirect_uri: redirectUri })}`,
        {
          headers: { Accept: 'application/json' },
        },
      );
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
      expect((await response.json()).error).toBe('invalid_request');
    }
  });
});

describe('change password', () => {
  const changePath = (redirectUri = APP_LOGOUT_URI) =>
    `/identity/change-password?${new URLSearchParams({ host: 'localhost:5173', language: 'en', redirect_uri: redirectUri })}`;

  it('sends a signed-out browser to sign in first, then back to the page', async () => {
    const jar = new CookieJar();
    const response = await browse(sandbox, jar, changePath());
    expect(response.status).toBe(302);
    const signInPath = locationOf(response);
    expect(signInPath).toMatch(/^\/identity\/sign-in\?return_to=%2Fidentity%2Fchange-password/);
    const html = await (await browse(sandbox, jar, signInPath)).text();
    const posted = await browse(sandbox, jar, formValue(html, 'action'), {
      form: { csrf: formValue(html, 'csrf'), email: 'jonas@example.com', password: DEMO_PASSWORD },
    });
    // Back to the page (its `host` is not carried on: it is never shown).
    const back = new URL(locationOf(posted), 'http://x');
    expect(back.pathname).toBe('/identity/change-password');
    expect(back.searchParams.get('redirect_uri')).toBe(APP_LOGOUT_URI);
    expect(back.searchParams.get('host')).toBeNull();
  });

  it("\"Back\" leads to the app's customer portal in the page's language, not to the app's not-found root", async () => {
    const { jar } = await signIn(sandbox, 'jonas@example.com');
    const path = `/identity/change-password?${new URLSearchParams({ language: 'sv', redirect_uri: APP_LOGOUT_URI })}`;
    const html = await (await browse(sandbox, jar, path)).text();
    const back = /<a class="back" href="([^"]+)">([^<]+)<\/a>/.exec(html);
    expect(back?.[1]).toBe(`${new URL(APP_LOGOUT_URI).origin}/customer-portal?lang=sv`);
    expect(back?.[2]).toMatch(/^Tillbaka/);
  });

  it('refuses unregistered return addresses', async () => {
    const response = await sandbox.api(changePath('https://evil.example/logout'));
    expect(response.status).toBe(400);
  });

  it('checks the current password, then changes it and signs the customer out everywhere', async () => {
    const elsewhere = await signIn(sandbox, 'bygg@example.com');
    const here = await signIn(sandbox, 'bygg@example.com');
    const page = await browse(sandbox, here.jar, changePath());
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:5173");
    const html = await page.text();
    expect(html).toContain('<h1>Change password</h1>');
    expect(html).toContain('You are signed in as bygg@example.com.');
    expect(html).toMatch(/<label for="current-password">Current password<\/label>/);
    expect(html).toMatch(/id="new-password"[^>]*aria-describedby="new-password-hint"/);

    const wrong = await browse(sandbox, here.jar, changePath(), {
      form: {
        csrf: formValue(html, 'csrf'),
        current_password: 'not-it',
        new_password: 'short',
        confirm_password: 'short',
      },
    });
    expect(wrong.status).toBe(400);
    const errors = await wrong.text();
    expect(errors).toMatch(
      /id="current-password"[^>]*aria-invalid="true"[^>]*aria-describedby="current-password-error"/,
    );
    expect(errors).toContain('The current password is not correct.');
    expect(errors).toContain('The new password must have at least 8 characters.');

    const mismatch = await browse(sandbox, here.jar, changePath(), {
      form: {
        csrf: formValue(html, 'csrf'),
        current_password: DEMO_PASSWORD,
        new_password: 'a-new-secret',
        confirm_password: 'another-secret',
      },
    });
    expect(await mismatch.text()).toContain('The two new passwords do not match.');

    const changed = await browse(sandbox, here.jar, changePath(), {
      form: {
        csrf: formValue(html, 'csrf'),
        current_password: DEMO_PASSWORD,
        new_password: 'a-new-secret',
        confirm_password: 'a-new-secret',
      },
    });
    expect(changed.status).toBe(302);
    expect(changed.headers.get('location')).toBe(APP_LOGOUT_URI);
    expect(here.jar.has('stowly_identity_session')).toBe(false);
    for (const tokens of [elsewhere, here]) {
      expect((await check(tokens.accessToken)).status).toBe(401);
      expect((await refresh(tokens.refreshToken)).status).toBe(400);
    }
    // The other browser's identity session ended too.
    const authorize = await browse(
      sandbox,
      elsewhere.jar,
      authorizePath({ state: STATE, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
    );
    expect(locationOf(authorize)).toMatch(/^\/identity\/sign-in/);

    await expect(signIn(sandbox, 'bygg@example.com')).rejects.toThrow('Sign-in failed with 400');
    const renewed = await signIn(sandbox, 'bygg@example.com', { password: 'a-new-secret' });
    expect((await check(renewed.accessToken)).status).toBe(200);
  });
});
