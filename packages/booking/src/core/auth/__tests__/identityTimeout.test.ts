import { type ApiError, createStowlyClient } from '@stowly/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { createFakeIdentityServer, type FakeAnswer, NEVER, setupAuth } from './fakeIdentityServer';

const NOW = 1_750_000_000_000;
const TIMEOUT_MS = 7_000;

function storedAuth(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    response: { access_token: 'stored-access', refresh_token: 'stored-refresh', expires_in: 3600 },
    createdAt: NOW - 60_000,
    isExpired: false,
    ...overrides,
  });
}

/** An identity server that hangs until `answer()` is called, then answers as the default one. */
function hangingServer(route: 'check' | 'token') {
  let hanging = true;
  const server = createFakeIdentityServer({
    [route]: (request: Parameters<typeof server.defaultToken>[0]): FakeAnswer | Promise<FakeAnswer> => {
      if (hanging) return NEVER;
      return route === 'token'
        ? server.defaultToken(request)
        : { status: 200, body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 } };
    },
  });
  return {
    server,
    answer: () => {
      hanging = false;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('faults: a hanging identity server ends in the timeout state in the API read time, and retry recovers', () => {
  it('a start-up check with no answer: unavailable after the timeout, tokens kept; start() again signs in once the server answers', async () => {
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const { server, answer } = hangingServer('check');
    const setup = setupAuth({ storage, server, identityTimeoutMs: TIMEOUT_MS });

    void setup.store.getState().start();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(setup.store.getState()).toMatchObject({ status: 'undetermined', unavailable: false });

    await vi.advanceTimersByTimeAsync(1);
    expect(setup.store.getState()).toMatchObject({ status: 'undetermined', unavailable: true });
    expect(setup.store.getState().getAccessToken()).toBe('stored-access');
    expect(storage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(setup.navigations).toEqual([]);

    answer();
    const retry = setup.store.getState().start();
    expect(setup.store.getState().unavailable).toBe(false);
    await retry;
    expect(setup.store.getState()).toMatchObject({ status: 'logged-in', unavailable: false });
    expect(server.requests.map((request) => request.url)).toEqual([
      'https://id.example.com/api/check',
      'https://id.example.com/api/check',
    ]);
  });

  it('a start-up refresh with no answer: unavailable, the refresh token kept for the retry, which refreshes', async () => {
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth({ isExpired: true }) });
    const { server, answer } = hangingServer('token');
    const setup = setupAuth({ storage, server, identityTimeoutMs: TIMEOUT_MS });

    void setup.store.getState().start();
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    expect(setup.store.getState()).toMatchObject({ status: 'undetermined', unavailable: true });
    expect(JSON.parse(storage.getItem(AUTH_STORAGE_KEY) ?? '{}').response.refresh_token).toBe(
      'stored-refresh',
    );

    answer();
    await setup.store.getState().start();
    expect(setup.store.getState()).toMatchObject({ status: 'logged-in', unavailable: false });
    expect(setup.store.getState().getRefreshToken()).toBe('refresh-1');
  });

  it('an identity server that answers the check with a 5xx or cannot be reached is unavailable too, at once', async () => {
    for (const fetch of [
      async () => Response.json({ error: 'server_error' }, { status: 503 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]) {
      const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
      const setup = setupAuth({ storage, fetch, identityTimeoutMs: TIMEOUT_MS });
      await setup.store.getState().start();
      expect(setup.store.getState()).toMatchObject({ status: 'undetermined', unavailable: true });
      expect(storage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    }
  });

  it('a refresh after a 401 during the session with no answer: the call fails as a timeout, the session goes on, a retry works', async () => {
    const storage = createMemoryStorage({ [AUTH_STORAGE_KEY]: storedAuth() });
    const { server, answer } = hangingServer('token');
    const setup = setupAuth({ storage, server, identityTimeoutMs: TIMEOUT_MS });
    await setup.store.getState().start(); // the check answers: signed in with stored-access
    const client = createStowlyClient({
      baseUrl: 'https://api.example.com/v1',
      getLocale: () => 'en',
      auth: setup.store.getState(),
      // The booking API has stopped taking stored-access: a refresh is needed.
      fetch: async (request) =>
        request.headers.get('Authorization') === 'Bearer access-1'
          ? Response.json({ data: { id: 7 } })
          : Response.json(
              { error: { code: 'unauthorized', message: 'Expired', details: [] } },
              { status: 401 },
            ),
    });

    let failure: unknown;
    const call = client.GET('/customer-portal/auth/customer').catch((error: unknown) => {
      failure = error;
    });
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
    await call;

    expect(failure).toMatchObject({
      name: 'ApiError',
      status: 0,
      code: 'timeout',
    } satisfies Partial<ApiError>);
    expect(setup.store.getState()).toMatchObject({ status: 'logged-in', error: null });
    expect(setup.store.getState().getRefreshToken()).toBe('stored-refresh');
    expect(setup.navigations).toEqual([]);

    answer();
    const { response } = await client.GET('/customer-portal/auth/customer');
    expect(response.status).toBe(200);
    expect(server.requests.filter((request) => request.form.grant_type === 'refresh_token')).toHaveLength(2);
  });
});
