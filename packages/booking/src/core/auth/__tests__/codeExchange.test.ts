import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { CONFIG, createFakeIdentityServer, setupAuth, signIn } from './fakeIdentityServer';

describe('Code exchange: POST to the token URL with credentials, then the customer is logged in', () => {
  it('sends code, scope, grant_type, client_id, redirect_uri and the PKCE verifier, with credentials', async () => {
    const setup = setupAuth();
    await signIn(setup);
    const [exchange] = setup.server.requests;
    expect(exchange?.url).toBe('https://id.example.com/identity/token');
    expect(exchange?.method).toBe('POST');
    expect(exchange?.credentials).toBe('include');
    expect(exchange?.form).toMatchObject({
      code: 'the-code',
      scope: 'booking',
      grant_type: 'authorization_code',
      client_id: 'stowly-web',
      redirect_uri: 'https://book.example.com/auth',
    });
    expect(exchange?.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(exchange?.form).not.toHaveProperty('client_secret');
  });

  it('sends the client secret only when one is configured', async () => {
    const setup = setupAuth({ config: { ...CONFIG, clientSecret: 'server-side-secret' } });
    await signIn(setup);
    expect(setup.server.requests[0]?.form.client_secret).toBe('server-side-secret');
  });

  it('stores the tokens with createdAt and isExpired, sets logged-in and opens the post-login route', async () => {
    const setup = setupAuth();
    await signIn(setup);
    const state = setup.store.getState();
    expect(state.status).toBe('logged-in');
    expect(state.getAccessToken()).toBe('access-1');
    expect(state.getRefreshToken()).toBe('refresh-1');
    expect(JSON.parse(setup.storage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      response: { access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 },
      createdAt: 1_750_000_000_000,
      isExpired: false,
    });
    expect(setup.navigations.at(-1)).toEqual({ target: '/customer-portal', external: false });
    expect(setup.sessionStorage.entries()).toEqual({});
  });

  it('returns to a same-origin path the customer was heading for, and ignores any other target', async () => {
    const safe = setupAuth();
    await safe.store.getState().login({ returnTo: '/customer-portal/account-overview/3' });
    const state = new URL(safe.navigations.at(-1)?.target ?? '').searchParams.get('state');
    await safe.store.getState().handleCallback(`?code=c&state=${state}`);
    expect(safe.navigations.at(-1)?.target).toBe('/customer-portal/account-overview/3');

    const unsafe = setupAuth();
    await unsafe.store.getState().login({ returnTo: '//evil.example/phish' });
    const unsafeState = new URL(unsafe.navigations.at(-1)?.target ?? '').searchParams.get('state');
    await unsafe.store.getState().handleCallback(`?code=c&state=${unsafeState}`);
    expect(unsafe.navigations.at(-1)?.target).toBe('/customer-portal');
  });

  it('logs out with a sign-in error when the identity server refuses the code', async () => {
    const server = createFakeIdentityServer({
      token: () => ({
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Code already used.' },
      }),
    });
    const setup = setupAuth({ server });
    await signIn(setup);
    expect(setup.store.getState().status).toBe('not-logged-in');
    expect(setup.store.getState().error?.code).toBe('sign-in-failed');
    expect(setup.storage.entries()).toEqual({});
  });

  it('never puts a token in a navigated URL', async () => {
    const setup = setupAuth();
    await signIn(setup);
    setup.store.getState().signOut();
    for (const { target } of setup.navigations) {
      expect(target).not.toMatch(/access-1|refresh-1/);
    }
  });
});
