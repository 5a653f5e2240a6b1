import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from '../src/accounts/accountTokens';
import { DEMO_PASSWORD } from '../src/db/seed';
import { REFRESH_GRACE_SECONDS } from '../src/identity/refreshGrace';
import { hashPassword } from '../src/identity/secrets';
import {
  ACCOUNT_FREE_FAILURES,
  ADDRESS_FREE_FAILURES,
  MAX_DELAY_SECONDS,
} from '../src/identity/signInFailures';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import {
  APP_LOGOUT_URI,
  APP_REDIRECT_URI,
  authorizePath,
  CookieJar,
  formValue,
  locationOf,
  pkcePair,
  signIn,
  tokenRequest,
} from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  // Behind a (simulated) reverse proxy: each test's requests name their client address.
  sandbox = await createTestSandbox({ config: { trustProxy: true } });
  // Another public client, and a confidential one, for the client checks.
  await sandbox.db
    .insertInto('oauth_client')
    .values([
      {
        id: 'other-app',
        secret_hash: null,
        redirect_uris: ['https://other.example/auth'],
        grants: ['authorization_code', 'refresh_token'],
      },
      {
        id: 'partner-server',
        secret_hash: await hashPassword('partner-secret'),
        redirect_uris: ['https://partner.example/auth'],
        grants: ['authorization_code', 'refresh_token'],
      },
      {
        // A native app: its loopback redirect URI matches on any port (RFC 8252).
        id: 'desktop-app',
        secret_hash: null,
        redirect_uris: ['http://127.0.0.1/callback'],
        grants: ['authorization_code', 'refresh_token'],
        native: true,
      },
    ])
    .execute();
});
afterAll(() => sandbox.close());

const STATE = 'state-0123456789';
const SECOND = 1000;

const refresh = (refreshToken: string, clientId = 'stowly-web') =>
  tokenRequest(sandbox, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId });
const check = (token: string) => sandbox.api('/identity/api/check', { token });
const revoke = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  sandbox.api('/identity/revoke', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });

let accounts = 0;
/** A fresh account of tenant 1 with the demo password, so no other test's failures count for it. */
async function newAccount(): Promise<string> {
  accounts += 1;
  const email = `hardening-${accounts}@example.com`;
  await sandbox.db
    .insertInto('customer')
    .values({
      tenant_id: 1,
      customer_type: 'private',
      email,
      firstname: 'Harry',
      lastname: `Hardening ${accounts}`,
      password_hash: await hashPassword(DEMO_PASSWORD),
      language: 'en',
      country_id: null,
    })
    .execute();
  return email;
}

/** Sends a form as a browser at `address` (X-Forwarded-For) with the jar's cookies. */
async function postForm(
  jar: CookieJar,
  path: string,
  form: Record<string, string>,
  address: string,
): Promise<Response> {
  const response = await sandbox.api(path, {
    method: 'POST',
    headers: {
      Accept: 'text/html',
      Cookie: jar.header(),
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: 'http://127.0.0.1:8080',
      'X-Forwarded-For': address,
    },
    body: new URLSearchParams(form).toString(),
  });
  jar.take(response);
  return response;
}

/** A sign-in page of the web app's authorization (its form token in `jar`). */
async function signInForm(jar: CookieJar): Promise<{ action: string; csrf: string }> {
  const authorize = await sandbox.api(
    authorizePath({ state: STATE, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }),
  );
  const page = await sandbox.api(locationOf(authorize), { headers: { Accept: 'text/html' } });
  jar.take(page);
  const html = await page.text();
  return { action: formValue(html, 'action'), csrf: formValue(html, 'csrf') };
}

/** Tries `password` for `email` on the sign-in page from `address`. */
async function trySignIn(email: string, password: string, address: string): Promise<Response> {
  const jar = new CookieJar();
  const form = await signInForm(jar);
  return postForm(jar, form.action, { csrf: form.csrf, email, password }, address);
}

const retryAfter = (response: Response) => Number(response.headers.get('retry-after'));

describe('security: identity server', () => {
  describe('token revocation (RFC 7009, POST /identity/revoke)', () => {
    it('revoking the refresh token ends the sign-in: it no longer refreshes, and every token of its family is revoked', async () => {
      const first = await signIn(sandbox, 'anna@example.com');
      const rotated = await (await refresh(first.refreshToken)).json();
      sandbox.advance(REFRESH_GRACE_SECONDS * SECOND);

      const response = await revoke({
        token: rotated.refresh_token,
        token_type_hint: 'refresh_token',
        client_id: 'stowly-web',
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('');
      expect(response.headers.get('cache-control')).toBe('no-store');

      const again = await refresh(rotated.refresh_token);
      expect(again.status).toBe(400);
      expect((await again.json()).error).toBe('invalid_grant');
      for (const token of [first.accessToken, rotated.access_token]) {
        expect((await check(token)).status).toBe(401);
        expect((await sandbox.api('/v1/customer-portal/location', { token })).status).toBe(401);
      }
    });

    it('revoking an access token revokes its family as well (the contract’s choice)', async () => {
      const tokens = await signIn(sandbox, 'jonas@example.com');
      const response = await revoke({
        token: tokens.accessToken,
        token_type_hint: 'access_token',
        client_id: 'stowly-web',
      });
      expect(response.status).toBe(200);
      expect((await check(tokens.accessToken)).status).toBe(401);
      expect((await refresh(tokens.refreshToken)).status).toBe(400);
    });

    it('answers 200 with an empty body for unknown, malformed and already revoked tokens, whatever the hint', async () => {
      const tokens = await signIn(sandbox, 'jonas@example.com');
      const forms: Record<string, string>[] = [
        { token: 'not-a-token-at-all' },
        { token: tokens.refreshToken, token_type_hint: 'access_token' },
        { token: tokens.refreshToken },
        { token: 'x'.repeat(300), token_type_hint: 'something_else' },
      ];
      for (const form of forms) {
        const response = await revoke({ ...form, client_id: 'stowly-web' });
        expect(response.status, JSON.stringify(form)).toBe(200);
        expect(await response.text()).toBe('');
      }
      // The wrong hint still found the refresh token.
      expect((await check(tokens.accessToken)).status).toBe(401);
    });

    it('needs a known client (a confidential one with its secret) and revokes only that client’s tokens', async () => {
      const tokens = await signIn(sandbox, 'anna@example.com');
      const unknown = await revoke({ token: tokens.refreshToken, client_id: 'nobody' });
      expect(unknown.status).toBe(401);
      expect((await unknown.json()).error).toBe('invalid_client');
      const noSecret = await revoke({ token: tokens.refreshToken, client_id: 'partner-server' });
      expect(noSecret.status).toBe(401);
      const wrongSecret = await revoke(
        { token: tokens.refreshToken },
        { Authorization: `Basic ${Buffer.from('partner-server:wrong').toString('base64')}` },
      );
      expect(wrongSecret.status).toBe(401);
      expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic /);
      const missing = await revoke({ client_id: 'stowly-web' });
      expect(missing.status).toBe(400);
      expect((await missing.json()).error).toBe('invalid_request');

      // Authenticated, but the token is stowly-web's: the same 200, and nothing is revoked.
      const otherClients = [
        revoke(
          { token: tokens.refreshToken },
          { Authorization: `Basic ${Buffer.from('partner-server:partner-secret').toString('base64')}` },
        ),
        revoke({ token: tokens.refreshToken, client_id: 'other-app' }),
      ];
      for (const response of await Promise.all(otherClients)) expect(response.status).toBe(200);
      expect((await check(tokens.accessToken)).status).toBe(200);
    });
  });

  describe(`refresh grace window (${REFRESH_GRACE_SECONDS} s)`, () => {
    it('a just-rotated refresh token presented again within the window gets the identical pair, once; a third time revokes the family', async () => {
      const tokens = await signIn(sandbox, 'anna@example.com');
      const first = await refresh(tokens.refreshToken);
      expect(first.status).toBe(200);
      const pair = await first.json();
      sandbox.advance((REFRESH_GRACE_SECONDS - 1) * SECOND);

      const second = await refresh(tokens.refreshToken);
      expect(second.status).toBe(200);
      expect(second.headers.get('cache-control')).toBe('no-store');
      const replayed = await second.json();
      expect(replayed.access_token).toBe(pair.access_token);
      expect(replayed.refresh_token).toBe(pair.refresh_token);
      expect(replayed.scope).toBe('booking');
      expect(replayed.expires_in).toBe(sandbox.config.accessTokenSeconds - (REFRESH_GRACE_SECONDS - 1));
      expect((await check(pair.access_token)).status).toBe(200);

      const third = await refresh(tokens.refreshToken);
      expect(third.status).toBe(400);
      expect((await third.json()).error).toBe('invalid_grant');
      expect((await check(pair.access_token)).status).toBe(401);
      expect((await refresh(pair.refresh_token)).status).toBe(400);
    });

    it('two tabs refreshing with the same token at once both get the same pair, and the session goes on', async () => {
      const tokens = await signIn(sandbox, 'anna@example.com');
      const answers = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [a, b] = await Promise.all(answers.map((answer) => answer.json()));
      expect(b.refresh_token).toBe(a.refresh_token);
      expect(b.access_token).toBe(a.access_token);
      sandbox.advance(60 * SECOND);
      const next = await refresh(a.refresh_token);
      expect(next.status).toBe(200);
      expect((await check((await next.json()).access_token)).status).toBe(200);
    });

    it(`after ${REFRESH_GRACE_SECONDS + 1} s the reuse revokes the family as before`, async () => {
      const tokens = await signIn(sandbox, 'jonas@example.com');
      const pair = await (await refresh(tokens.refreshToken)).json();
      sandbox.advance((REFRESH_GRACE_SECONDS + 1) * SECOND);
      const late = await refresh(tokens.refreshToken);
      expect(late.status).toBe(400);
      expect(await late.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'The refresh token has already been used.',
      });
      expect((await check(pair.access_token)).status).toBe(401);
      expect((await refresh(pair.refresh_token)).status).toBe(400);
    });

    it('is not for another client, nor after the family was revoked or the new token used', async () => {
      const stolen = await signIn(sandbox, 'jonas@example.com');
      const pair = await (await refresh(stolen.refreshToken)).json();
      expect((await refresh(stolen.refreshToken, 'other-app')).status).toBe(400);
      expect((await check(pair.access_token)).status).toBe(401);

      const signedOut = await signIn(sandbox, 'jonas@example.com');
      const beforeSignOut = await (await refresh(signedOut.refreshToken)).json();
      await revoke({ token: beforeSignOut.refresh_token, client_id: 'stowly-web' });
      expect((await refresh(signedOut.refreshToken)).status).toBe(400);

      const used = await signIn(sandbox, 'jonas@example.com');
      const second = await (await refresh(used.refreshToken)).json();
      const third = await (await refresh(second.refresh_token)).json();
      expect((await refresh(used.refreshToken)).status).toBe(400);
      expect((await check(third.access_token)).status).toBe(401);
    });
  });

  describe('password guessing', () => {
    it(`40 wrong passwords sent at once: only ${ACCOUNT_FREE_FAILURES} are checked, the rest wait (429)`, async () => {
      const email = await newAccount();
      const jar = new CookieJar();
      const form = await signInForm(jar);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          postForm(jar, form.action, { csrf: form.csrf, email, password: `guess-${index}` }, '198.51.100.1'),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(ACCOUNT_FREE_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ACCOUNT_FREE_FAILURES);
      const waiting = answers.find((answer) => answer.status === 429) as Response;
      expect(retryAfter(waiting)).toBe(1);
      expect(await waiting.text()).toContain('Too many failed attempts. Wait 1 second and try again.');
    });

    it(`40 wrong passwords for 40 accounts from one address at once: only ${ADDRESS_FREE_FAILURES} are checked`, async () => {
      const jar = new CookieJar();
      const form = await signInForm(jar);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          postForm(
            jar,
            form.action,
            { csrf: form.csrf, email: `spray-${index}@example.com`, password: 'Summer2026!' },
            '203.0.113.50',
          ),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 400)).toHaveLength(ADDRESS_FREE_FAILURES);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - ADDRESS_FREE_FAILURES);
      // Another address is not held up by it.
      expect((await trySignIn('spray-0@example.com', 'other', '203.0.113.51')).status).toBe(400);
    });

    it('the wait doubles while failures go on; after it, the right password signs in and the count starts over', async () => {
      const email = await newAccount();
      const address = '198.51.100.2';
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
        expect((await trySignIn(email, 'wrong', address)).status).toBe(400);
      }
      for (const wait of [1, 2, 4, 8]) {
        const refused = await trySignIn(email, DEMO_PASSWORD, address);
        expect(refused.status).toBe(429);
        expect(retryAfter(refused)).toBe(wait);
        sandbox.advance(wait * SECOND);
        if (wait < 8) expect((await trySignIn(email, 'wrong', address)).status).toBe(400);
      }
      const signedIn = await trySignIn(email, DEMO_PASSWORD, address);
      expect(signedIn.status).toBe(302);
      expect(new URL(signedIn.headers.get('location') ?? '').searchParams.get('code')).toBeTruthy();
      // Forgotten: three more tries without waiting.
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) {
        expect((await trySignIn(email, 'wrong', address)).status).toBe(400);
      }
    });

    it(`a stranger’s failures hold the owner up for at most ${MAX_DELAY_SECONDS / 60} minutes after the stranger’s last one`, async () => {
      const email = await newAccount();
      const stranger = '192.0.2.66';
      const waits: number[] = [];
      // The stranger keeps guessing as fast as the server lets them, for 40 guesses.
      let guesses = 0;
      while (guesses < 40) {
        const answer = await trySignIn(email, `guess-${guesses}`, stranger);
        if (answer.status === 429) {
          waits.push(retryAfter(answer));
          sandbox.advance(retryAfter(answer) * SECOND);
        } else {
          expect(answer.status).toBe(400);
          guesses += 1;
        }
      }
      expect(Math.max(...waits)).toBe(MAX_DELAY_SECONDS);
      // The stranger's own address waits too, whichever account it tries next.
      const elsewhere = await trySignIn('jonas@example.com', 'guess', stranger);
      expect(elsewhere.status).toBe(429);

      // The owner, from their own address, right after the stranger's last guess: at most 5 minutes.
      const owner = '198.51.100.77';
      const held = await trySignIn(email, DEMO_PASSWORD, owner);
      expect(held.status).toBe(429);
      expect(retryAfter(held)).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
      expect(await held.text()).toContain('Wait 5 minutes and try again.');
      sandbox.advance(MAX_DELAY_SECONDS * SECOND);
      expect((await trySignIn(email, DEMO_PASSWORD, owner)).status).toBe(302);
    });

    it('checks of the current password on the change-password page count for the account too', async () => {
      const email = await newAccount();
      const { jar } = await signIn(sandbox, email);
      const path = `/identity/change-password?${new URLSearchParams({ language: 'de', redirect_uri: APP_LOGOUT_URI })}`;
      const page = await sandbox.api(path, { headers: { Accept: 'text/html', Cookie: jar.header() } });
      jar.take(page);
      const csrf = formValue(await page.text(), 'csrf');
      const change = (current: string) =>
        postForm(
          jar,
          path,
          { csrf, current_password: current, new_password: 'a-new-secret', confirm_password: 'a-new-secret' },
          '198.51.100.3',
        );
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await change('not-it')).status).toBe(400);
      const refused = await change(DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBe(1);
      expect(await refused.text()).toContain('Warten Sie 1 Sekunde');
      // The sign-in page of the same account waits as well.
      expect((await trySignIn(email, DEMO_PASSWORD, '198.51.100.4')).status).toBe(429);
      sandbox.advance(SECOND);
      const changed = await change(DEMO_PASSWORD);
      expect(changed.status).toBe(302);
    });

    it('password checks of a shared-access invitation count for the account too', async () => {
      const email = await newAccount();
      const manager = await sandbox.db
        .insertInto('shared_access_manager')
        .values({ customer_id: 1, location_id: 1, name: 'Harry Hardening', email, status: 'invited' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const secret = await issueAccountToken(
        sandbox.db,
        {
          kind: 'invitation',
          email,
          appOrigin: 'http://127.0.0.1:5173',
          language: 'en',
          customerId: 1,
          managerId: manager.id,
        },
        sandbox.config.now(),
      );
      const path = `/identity/invitation?token=${secret}&language=en`;
      const jar = new CookieJar();
      const page = await sandbox.api(path, { headers: { Accept: 'text/html' } });
      jar.take(page);
      const html = await page.text();
      const accept = (password: string) =>
        postForm(jar, formValue(html, 'action'), { csrf: formValue(html, 'csrf'), password }, '198.51.100.5');
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await accept('not-it')).status).toBe(400);
      const refused = await accept(DEMO_PASSWORD);
      expect(refused.status).toBe(429);
      expect(retryAfter(refused)).toBe(1);
      sandbox.advance(SECOND);
      expect((await accept(DEMO_PASSWORD)).status).toBe(303);
    });
  });

  describe('redirect_uri matched exactly (RFC 9700 section 4.1.3)', () => {
    const authorize = (redirectUri: string, clientId = 'stowly-web') =>
      sandbox.api(
        authorizePath({
          state: STATE,
          code_challenge: pkcePair().challenge,
          code_challenge_method: 'S256',
          client_id: clientId,
          redirect_uri: redirectUri,
        }),
        { headers: { Accept: 'application/json' } },
      );

    it('the web client’s own origin and SANDBOX_REDIRECT_URIS are registered, nothing near them', async () => {
      for (const registered of [
        'http://127.0.0.1:8080/auth',
        'http://localhost:8080/auth',
        APP_REDIRECT_URI, // SANDBOX_REDIRECT_URIS of the test sandbox
      ]) {
        const response = await authorize(registered);
        expect(response.status, registered).toBe(302);
        expect(locationOf(response), registered).toMatch(/^\/identity\/sign-in\?/);
      }
      for (const near of [
        'http://127.0.0.1:8080/auth/', // trailing slash
        'http://127.0.0.1:8081/auth', // another port
        'http://127.0.0.1:5174/auth', // another port of the extra one
        'http://localhost:4173/auth', // any other loopback port: only for native clients
        'http://127.0.0.1/auth', // no port
        'http://LOCALHOST:8080/auth', // upper-case host
        'HTTP://127.0.0.1:8080/auth', // upper-case scheme
        'http://127.0.0.1:8080/Auth', // upper-case path
        'http://127.0.0.1:8080/x/../auth', // path normalisation
        'http://127.0.0.1:8080/./auth',
        'http://127.0.0.1:8080//auth',
        'http://127.0.0.1:8080/%61uth', // percent-encoding
        'http://127.0.0.1:8080/auth?', // empty query
        'http://127.0.0.1:8080/auth?next=/', // extra query
        'http://[::1]:8080/auth', // another loopback name
        'http://127.0.0.1:08080/auth', // port spelt otherwise
      ]) {
        const response = await authorize(near);
        expect(response.status, near).toBe(400);
        expect(response.headers.get('location'), near).toBeNull();
        expect((await response.json()).error, near).toBe('invalid_request');
      }
    });

    it('post-logout addresses are matched exactly as well', async () => {
      const logout = (redirectUri: string) =>
        sandbox.api(`/identity/logout?${new URLSearchParams({ redirect_uri: redirectUri })}`, {
          headers: { Accept: 'application/json' },
        });
      for (const registered of [
        'http://127.0.0.1:8080/logout',
        'http://127.0.0.1:8080/customer-portal',
        APP_LOGOUT_URI,
      ]) {
        expect((await logout(registered)).status, registered).toBe(302);
      }
      for (const near of [
        'http://127.0.0.1:8080/logout/',
        'http://127.0.0.1:8081/logout',
        'http://LOCALHOST:8080/logout',
        'http://127.0.0.1:8080/x/../logout',
        'http://localhost:3000/logout',
      ]) {
        expect((await logout(near)).status, near).toBe(400);
      }
    });

    it('a registered native client gets its loopback redirect URI on any port, the rest exact', async () => {
      for (const accepted of ['http://127.0.0.1:51234/callback', 'http://127.0.0.1:8/callback']) {
        const response = await authorize(accepted, 'desktop-app');
        expect(response.status, accepted).toBe(302);
      }
      for (const refused of [
        'http://127.0.0.1:51234/callback/',
        'http://localhost:51234/callback',
        'http://127.0.0.1:51234/other',
        'http://127.0.0.1:99999/callback',
        'https://127.0.0.1:51234/callback',
        'http://127.0.0.1:51234/callback?x=1',
      ]) {
        expect((await authorize(refused, 'desktop-app')).status, refused).toBe(400);
      }
    });
  });
});
