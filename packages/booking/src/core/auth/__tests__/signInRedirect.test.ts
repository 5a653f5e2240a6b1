import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_STORAGE_KEY } from '../createAuthStore';
import { setupAuth } from './fakeIdentityServer';

function lastAuthorizeUrl(setup: ReturnType<typeof setupAuth>): URL {
  const navigation = setup.navigations.at(-1);
  expect(navigation?.external).toBe(true);
  return new URL(navigation?.target ?? '');
}

describe('Sign-in redirect: the browser goes to the authorize URL with state, scope, response_type=code, client_id, host, language, redirect_uri', () => {
  it('sends every spec field plus the PKCE S256 challenge, and sets logging-in', async () => {
    const setup = setupAuth();
    await setup.store.getState().login();
    const url = lastAuthorizeUrl(setup);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/identity/authorize');
    expect(url.searchParams.get('scope')).toBe('booking');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe('stowly-web');
    expect(url.searchParams.get('host')).toBe('book.example.com');
    expect(url.searchParams.get('language')).toBe('sv');
    expect(url.searchParams.get('redirect_uri')).toBe('https://book.example.com/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(setup.store.getState().status).toBe('logging-in');
  });

  it('keeps the state and a verifier of at least 43 characters in session storage; the challenge is base64url(SHA-256(verifier))', async () => {
    const setup = setupAuth();
    await setup.store.getState().login();
    const url = lastAuthorizeUrl(setup);
    const attempt = JSON.parse(setup.sessionStorage.getItem(LOGIN_ATTEMPT_STORAGE_KEY) ?? 'null');
    expect(attempt.state).toBe(url.searchParams.get('state'));
    expect(attempt.codeVerifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    const expected = createHash('sha256').update(attempt.codeVerifier).digest('base64url');
    expect(url.searchParams.get('code_challenge')).toBe(expected);
    // The verifier stays in this browser until the code exchange; it is not in the URL.
    expect(url.href).not.toContain(attempt.codeVerifier);
    // Nothing went to persistent storage.
    expect(setup.storage.entries()).toEqual({});
  });

  it('builds the state code from 128 random bits and the timestamp, different per attempt', async () => {
    const setup = setupAuth();
    await setup.store.getState().login();
    const first = lastAuthorizeUrl(setup).searchParams.get('state') ?? '';
    await setup.store.getState().login();
    const second = lastAuthorizeUrl(setup).searchParams.get('state') ?? '';
    const [random, timestamp] = first.split('.');
    expect(random?.length).toBeGreaterThanOrEqual(22); // 16 bytes in base64url
    expect(Number.parseInt(timestamp ?? '', 36)).toBe(1_750_000_000_000);
    expect(second).not.toBe(first);
  });

  it('uses the injected random source, not a hidden global', async () => {
    const calls: number[] = [];
    const setup = setupAuth({
      random: {
        getRandomValues<T extends Uint8Array>(array: T): T {
          calls.push(array.length);
          array.fill(1);
          return array;
        },
      },
    });
    await setup.store.getState().login();
    expect(calls).toEqual([16, 32]);
    expect(lastAuthorizeUrl(setup).searchParams.get('state')).toMatch(/^AQEBAQEBAQEBAQEBAQEBAQ\./);
  });

  it('shows a loopback origin as localhost and falls back to en without a current locale', async () => {
    const setup = setupAuth({ origin: 'http://127.0.0.1:5173', getLanguage: () => undefined });
    await setup.store.getState().login();
    const url = lastAuthorizeUrl(setup);
    expect(url.searchParams.get('host')).toBe('localhost:5173');
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:5173/auth');
  });

  it('asks for the configured scope, default booking', async () => {
    const setup = setupAuth({
      config: {
        ...(await import('./fakeIdentityServer')).CONFIG,
        scope: 'booking profile',
      },
    });
    await setup.store.getState().login();
    expect(lastAuthorizeUrl(setup).searchParams.get('scope')).toBe('booking profile');
  });
});
