import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { CONFIG, createFakeIdentityServer, NEVER, setupAuth, signIn } from './fakeIdentityServer';

afterEach(() => {
  vi.useRealTimers();
});

const REVOKE_URL = 'https://id.example.com/identity/revoke';

describe('security: sign-out revokes the refresh token at the identity server before storage is cleared', () => {
  it('sends token, token_type_hint=refresh_token and client_id to the revoke URL while the tokens are still stored, then clears', async () => {
    const events: string[] = [];
    let setup: ReturnType<typeof setupAuth> | undefined;
    const server = createFakeIdentityServer({
      revoke: () => {
        events.push(`revoke (stored: ${setup?.storage.getItem(AUTH_STORAGE_KEY) !== null})`);
        return { status: 200, body: undefined };
      },
    });
    setup = setupAuth({ server, onLogout: () => events.push('storage cleared') });
    await signIn(setup);

    await setup.store.getState().signOut();

    const revoke = server.requests.filter((request) => request.url === REVOKE_URL);
    expect(revoke).toEqual([
      expect.objectContaining({
        method: 'POST',
        credentials: 'include',
        form: { token: 'refresh-1', token_type_hint: 'refresh_token', client_id: 'stowly-web' },
      }),
    ]);
    expect(events).toEqual(['revoke (stored: true)', 'storage cleared']);
    expect(setup.storage.entries()).toEqual({});
    expect(setup.store.getState()).toMatchObject({ status: 'not-logged-in', auth: null });
    // Then the identity server's logout page, as before.
    expect(new URL(setup.navigations.at(-1)?.target ?? '').pathname).toBe('/identity/logout');
  });

  it('the logout page logs out with the revocation too', async () => {
    const setup = setupAuth();
    await signIn(setup);
    await setup.store.getState().logout();
    expect(setup.server.requests.at(-1)).toMatchObject({ url: REVOKE_URL, form: { token: 'refresh-1' } });
    expect(setup.storage.entries()).toEqual({});
  });

  it('revokes the newest refresh token, the stored one, when another tab has rotated it', async () => {
    const setup = setupAuth();
    await signIn(setup);
    const stored = JSON.parse(setup.storage.getItem(AUTH_STORAGE_KEY) ?? '{}');
    stored.response.refresh_token = 'refresh-from-another-tab';
    setup.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(stored));
    await setup.store.getState().logout();
    expect(setup.server.requests.at(-1)?.form.token).toBe('refresh-from-another-tab');
  });

  it.each([
    ['a 500', () => ({ status: 500, body: { error: 'server_error' } })],
    ['a 400', () => ({ status: 400, body: { error: 'invalid_request' } })],
  ])(
    'clears storage and goes on to the logout page all the same when the revocation answers %s',
    async (_name, revoke) => {
      const setup = setupAuth({ server: createFakeIdentityServer({ revoke }) });
      await signIn(setup);
      await setup.store.getState().signOut();
      expect(setup.storage.entries()).toEqual({});
      expect(setup.store.getState().status).toBe('not-logged-in');
      expect(setup.navigations.at(-1)?.external).toBe(true);
    },
  );

  it('clears storage all the same when the identity server cannot be reached', async () => {
    const server = createFakeIdentityServer();
    const setup = setupAuth({
      server,
      fetch: (request) =>
        request.url === REVOKE_URL ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(request),
    });
    await signIn(setup);
    await setup.store.getState().logout();
    expect(setup.storage.entries()).toEqual({});
  });

  it('waits for a hanging revocation no longer than the identity timeout, then clears', async () => {
    vi.useFakeTimers();
    const setup = setupAuth({
      server: createFakeIdentityServer({ revoke: () => NEVER }),
      identityTimeoutMs: 7_000,
    });
    await signIn(setup);

    let done = false;
    void setup.store
      .getState()
      .signOut()
      .then(() => {
        done = true;
      });
    await vi.advanceTimersByTimeAsync(6_999);
    expect(done).toBe(false);
    expect(setup.storage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(setup.storage.entries()).toEqual({});
    expect(setup.store.getState().status).toBe('not-logged-in');
    expect(new URL(setup.navigations.at(-1)?.target ?? '').pathname).toBe('/identity/logout');
  });

  it('sends one revocation when sign-out is pressed twice', async () => {
    const setup = setupAuth();
    await signIn(setup);
    await Promise.all([setup.store.getState().signOut(), setup.store.getState().signOut()]);
    expect(setup.server.requests.filter((request) => request.url === REVOKE_URL)).toHaveLength(1);
    expect(setup.navigations.at(-1)?.external).toBe(true);
  });

  it('revokes nothing without a revoke URL (the tokens are only forgotten here) or without tokens', async () => {
    const setup = setupAuth({ config: { ...CONFIG, revokeUrl: undefined } });
    await signIn(setup);
    await setup.store.getState().logout();
    expect(setup.server.requests.map((request) => request.url)).not.toContain(REVOKE_URL);
    expect(setup.storage.entries()).toEqual({});

    const signedOut = setupAuth();
    await signedOut.store.getState().logout();
    expect(signedOut.server.requests).toEqual([]);
  });

  it('treats a 401 to a call sent before the sign-out as no expired session (no login redirect, no message)', async () => {
    const setup = setupAuth();
    await signIn(setup);
    await setup.store.getState().logout();
    const navigations = setup.navigations.length;
    setup.store.getState().onSessionExpired();
    expect(setup.navigations).toHaveLength(navigations);
    expect(setup.store.getState().error).toBeNull();
  });
});
