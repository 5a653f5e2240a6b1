import { createStowlyClient } from '@stowly/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthLock } from '../createAuthStore';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { createSharedLock, createSharedStorage } from './browserTabs';
import { createFakeIdentityServer, setupAuth } from './fakeIdentityServer';

afterEach(() => {
  vi.restoreAllMocks();
});

const NOW = 1_750_000_000_000;

/** Tokens whose access token has run out: every tab that opens needs a refresh. */
const EXPIRED = JSON.stringify({
  response: { access_token: 'access-0', refresh_token: 'refresh-0', expires_in: 3600 },
  createdAt: NOW - 2 * 3600 * 1000,
  isExpired: false,
});

/**
 * An identity server that takes a moment to answer a refresh (so two tabs overlap) and, as a
 * real one does, refuses a refresh token it has already rotated.
 */
function rotatingServer() {
  const used = new Set<string>();
  const server = createFakeIdentityServer({
    token: async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const token = request.form.refresh_token ?? '';
      if (used.has(token))
        return { status: 400, body: { error: 'invalid_grant', error_description: 'reused' } };
      used.add(token);
      return server.defaultToken(request);
    },
  });
  const refreshes = () => server.requests.filter((request) => request.form.grant_type === 'refresh_token');
  return { server, refreshes };
}

function openTab(
  browser: ReturnType<typeof createSharedStorage>,
  server: ReturnType<typeof createFakeIdentityServer>,
  lock: AuthLock | undefined,
) {
  const tab = browser.tab();
  const setup = setupAuth({ server, storage: tab.storage, watchOtherTabs: tab.watchOtherTabs, lock });
  return { ...setup, storage: tab.storage };
}

describe('security: tabs refreshing together send the refresh token once', () => {
  it('two tabs opening at once with an expired token: one refresh request, both end with the new tokens', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: EXPIRED });
    const { server, refreshes } = rotatingServer();
    const shared = createSharedLock();
    const tabs = [openTab(browser, server, shared.lock), openTab(browser, server, shared.lock)];

    await Promise.all(tabs.map((tab) => tab.store.getState().start()));

    expect(refreshes().map((request) => request.form.refresh_token)).toEqual(['refresh-0']);
    for (const tab of tabs) {
      expect(tab.store.getState().status).toBe('logged-in');
      expect(tab.store.getState().getAccessToken()).toBe('access-1');
      expect(tab.store.getState().getRefreshToken()).toBe('refresh-1');
    }
    expect(JSON.parse(browser.entries()[AUTH_STORAGE_KEY] ?? '{}').response.refresh_token).toBe('refresh-1');
    expect(new Set(shared.names)).toEqual(new Set(['stowly-auth-refresh']));
  });

  it('two tabs whose API calls both answer 401: one refresh, and both calls are retried with the new token', async () => {
    const browser = createSharedStorage({
      [AUTH_STORAGE_KEY]: EXPIRED.replace(`"createdAt":${NOW - 2 * 3600 * 1000}`, `"createdAt":${NOW}`),
    });
    const { server, refreshes } = rotatingServer();
    const shared = createSharedLock();
    const tabs = [openTab(browser, server, shared.lock), openTab(browser, server, shared.lock)];
    await Promise.all(tabs.map((tab) => tab.store.getState().start()));
    const seen: (string | null)[] = [];
    const api = async (request: Request) => {
      seen.push(request.headers.get('Authorization'));
      return request.headers.get('Authorization') === 'Bearer access-1'
        ? Response.json({ data: { id: 7 } })
        : Response.json(
            { error: { code: 'unauthorized', message: 'Expired', details: [] } },
            { status: 401 },
          );
    };
    const clients = tabs.map((tab) =>
      createStowlyClient({
        baseUrl: 'https://api.example.com/v1',
        getLocale: () => 'en',
        auth: tab.store.getState(),
        fetch: api,
      }),
    );

    const answers = await Promise.all(clients.map((client) => client.GET('/customer-portal/auth/customer')));

    expect(answers.map(({ response }) => response.status)).toEqual([200, 200]);
    expect(refreshes()).toHaveLength(1);
    expect(tabs.map((tab) => tab.store.getState().status)).toEqual(['logged-in', 'logged-in']);
    expect(tabs.map((tab) => tab.navigations)).toEqual([[], []]);
  });

  it('without the Web Locks API: a random wait, then the stored tokens are read again; in the common case one refresh', async () => {
    // The first tab waits 0 ms, the second 200 ms (of up to 250): time for the first refresh.
    const waits = [0, 0.8];
    vi.spyOn(Math, 'random').mockImplementation(() => waits.shift() ?? 0.5);
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: EXPIRED });
    const { server, refreshes } = rotatingServer();
    const tabs = [openTab(browser, server, undefined), openTab(browser, server, undefined)];

    await Promise.all(tabs.map((tab) => tab.store.getState().start()));

    expect(refreshes()).toHaveLength(1);
    for (const tab of tabs) {
      expect(tab.store.getState().status).toBe('logged-in');
      expect(tab.store.getState().getRefreshToken()).toBe('refresh-1');
    }
  });

  it('a tab never takes older stored tokens than its own (a storage that could not be written)', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: EXPIRED });
    const { server, refreshes } = rotatingServer();
    const shared = createSharedLock();
    const tab = openTab(browser, server, shared.lock);
    await tab.store.getState().start(); // refresh-0 -> refresh-1
    // The write of refresh-1 was lost: storage still has the spent token, older than this tab's.
    tab.storage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ ...JSON.parse(EXPIRED), createdAt: NOW - 1 }));

    await tab.store.getState().refresh();

    expect(refreshes().map((request) => request.form.refresh_token)).toEqual(['refresh-0', 'refresh-1']);
    expect(tab.store.getState().getRefreshToken()).toBe('refresh-2');
  });
});
