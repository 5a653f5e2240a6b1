import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import type { AuthStatus } from '../createAuthStore';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { createFakeIdentityServer, setupAuth } from './fakeIdentityServer';

const NOW = 1_750_000_000_000;

function storedAuth(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    response: { access_token: 'stored-access', refresh_token: 'stored-refresh', expires_in: 3600 },
    createdAt: NOW - 60_000,
    isExpired: false,
    ...overrides,
  });
}

function statusTrail(store: ReturnType<typeof setupAuth>['store']): AuthStatus[] {
  const trail: AuthStatus[] = [];
  store.subscribe((state, previous) => {
    if (state.status !== previous.status) trail.push(state.status);
  });
  return trail;
}

describe('On start the stored token is checked; if rejected the refresh token is tried; if that fails the user is logged out', () => {
  it('checks the stored token at /api/check with a Bearer header and stays logged in when it is accepted', async () => {
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const setup = setupAuth({ storage });
    expect(setup.store.getState().status).toBe('undetermined');
    await setup.store.getState().start();
    expect(setup.server.requests).toEqual([
      expect.objectContaining({
        url: 'https://id.example.com/api/check',
        method: 'GET',
        authorization: 'Bearer stored-access',
      }),
    ]);
    expect(setup.store.getState().status).toBe('logged-in');
    expect(setup.store.getState().getAccessToken()).toBe('stored-access');
  });

  it('refreshes (refreshing-token) when the check is rejected, and stores the new tokens', async () => {
    const server = createFakeIdentityServer({
      check: () => ({ status: 401, body: { error: 'invalid_token', error_description: 'expired' } }),
    });
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const setup = setupAuth({ storage, server });
    const trail = statusTrail(setup.store);
    await setup.store.getState().start();
    expect(trail).toEqual(['refreshing-token', 'logged-in']);
    expect(setup.server.requests[1]?.form).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'stored-refresh',
      scope: 'booking',
      client_id: 'stowly-web',
    });
    expect(setup.server.requests[1]?.credentials).toBe('include');
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}').response.access_token).toBe('access-1');
  });

  it('logs out and clears storage when the refresh fails too', async () => {
    const server = createFakeIdentityServer({
      check: () => ({ status: 401, body: { error: 'invalid_token', error_description: 'expired' } }),
      token: () => ({ status: 400, body: { error: 'invalid_grant', error_description: 'used' } }),
    });
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const setup = setupAuth({ storage, server });
    await setup.store.getState().start();
    expect(setup.store.getState().status).toBe('not-logged-in');
    expect(setup.store.getState().getAccessToken()).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('skips the check and refreshes at once when the stored token is marked expired or has run out', async () => {
    for (const overrides of [{ isExpired: true }, { createdAt: NOW - 3_600_001 }]) {
      const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth(overrides) });
      const setup = setupAuth({ storage });
      await setup.store.getState().start();
      expect(setup.server.requests.map((request) => request.form.grant_type)).toEqual(['refresh_token']);
      expect(setup.store.getState().status).toBe('logged-in');
    }
  });

  it('is not-logged-in without stored tokens, and without calling anything', async () => {
    const setup = setupAuth();
    await setup.store.getState().start();
    expect(setup.store.getState().status).toBe('not-logged-in');
    expect(setup.server.requests).toEqual([]);
  });

  it('reads malformed stored auth as signed out and removes it', async () => {
    for (const text of ['{not json', '"a string"', '{"response":{"access_token":""}}', '{"response":null}']) {
      const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: text });
      const setup = setupAuth({ storage });
      await setup.store.getState().start();
      expect(setup.store.getState().status).toBe('not-logged-in');
      expect(storage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    }
  });

  it('keeps the tokens when the check cannot be reached (a network failure is not a rejection), and says the identity server is unavailable', async () => {
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const setup = setupAuth({
      storage,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await setup.store.getState().start();
    expect(setup.store.getState()).toMatchObject({ status: 'undetermined', unavailable: true });
    expect(setup.store.getState().getAccessToken()).toBe('stored-access');
    expect(storage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
  });

  it('runs once however often start is called', async () => {
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const setup = setupAuth({ storage });
    await Promise.all([setup.store.getState().start(), setup.store.getState().start()]);
    expect(setup.server.requests).toHaveLength(1);
  });
});
