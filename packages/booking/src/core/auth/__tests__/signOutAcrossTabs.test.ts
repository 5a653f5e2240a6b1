import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { createSharedStorage, settle } from './browserTabs';
import { createFakeIdentityServer, type FakeAnswer, setupAuth } from './fakeIdentityServer';

const NOW = 1_750_000_000_000;

/** Tokens a customer signed in with earlier, as every tab of the browser finds them. */
const SIGNED_IN = JSON.stringify({
  response: { access_token: 'access-0', refresh_token: 'refresh-0', expires_in: 3600 },
  createdAt: NOW - 60_000,
  isExpired: false,
});

/** A tab of the browser: its own store and identity server connection, the browser's storage. */
function openTab(browser: ReturnType<typeof createSharedStorage>, server = createFakeIdentityServer()) {
  const tab = browser.tab();
  const logouts: number[] = [];
  const setup = setupAuth({
    server,
    storage: tab.storage,
    watchOtherTabs: tab.watchOtherTabs,
    onLogout: () => logouts.push(1),
  });
  return { ...setup, storage: tab.storage, logouts };
}

describe('security: sign-out in one tab signs out the other tabs of the browser', () => {
  it('the other tab moves to not-logged-in at once: no second revocation, no redirect, its customer data cleared', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: SIGNED_IN });
    const server = createFakeIdentityServer();
    const first = openTab(browser, server);
    const second = openTab(browser, server);
    await Promise.all([first.store.getState().start(), second.store.getState().start()]);
    expect(second.store.getState().status).toBe('logged-in');

    await first.store.getState().signOut();
    await settle();

    const revocations = server.requests.filter((request) => request.url.endsWith('/revoke'));
    expect(revocations.map((request) => request.form.token)).toEqual(['refresh-0']);
    expect(second.store.getState()).toMatchObject({ status: 'not-logged-in', auth: null });
    expect(second.store.getState().getAccessToken()).toBeNull();
    expect(second.store.getState().error).toMatchObject({
      code: 'signed-out-elsewhere',
      messageKey: 'auth.signedOutElsewhere',
    });
    // The page stays where it is: the app's guards take a portal page to the login page.
    expect(second.navigations).toEqual([]);
    expect(second.logouts).toHaveLength(1);
    expect(browser.entries()).toEqual({});
  });

  it('a 401 in the signed-out tab afterwards does not call it an expired session or move the browser', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: SIGNED_IN });
    const first = openTab(browser);
    const second = openTab(browser);
    await Promise.all([first.store.getState().start(), second.store.getState().start()]);
    await first.store.getState().logout();
    await settle();

    second.store.getState().onSessionExpired();
    expect(second.navigations).toEqual([]);
    expect(second.store.getState().error?.code).toBe('signed-out-elsewhere');
  });

  it('a start-up check still on its way in the other tab does not sign it in again', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: SIGNED_IN });
    const first = openTab(browser);
    await first.store.getState().start();
    let answerCheck: (answer: FakeAnswer) => void = () => undefined;
    const second = openTab(
      browser,
      createFakeIdentityServer({
        check: () =>
          new Promise((resolve) => {
            answerCheck = resolve;
          }),
      }),
    );
    const started = second.store.getState().start();
    await settle();
    expect(second.store.getState().status).toBe('undetermined');

    await first.store.getState().logout();
    await settle();
    answerCheck({ status: 200, body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 } });
    await started;

    expect(second.store.getState()).toMatchObject({ status: 'not-logged-in', auth: null });
    expect(browser.entries()).toEqual({});
  });

  it('a tab takes over the tokens another tab refreshed (no refresh of its own)', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: SIGNED_IN });
    const server = createFakeIdentityServer();
    const first = openTab(browser, server);
    const second = openTab(browser, server);
    await Promise.all([first.store.getState().start(), second.store.getState().start()]);

    await first.store.getState().refresh();
    await settle();

    expect(second.store.getState().getAccessToken()).toBe('access-1');
    expect(second.store.getState().getRefreshToken()).toBe('refresh-1');
    expect(server.requests.filter((request) => request.form.grant_type === 'refresh_token')).toHaveLength(1);
  });

  it('a tab that is signed out stays so when another tab signs out or in', async () => {
    const browser = createSharedStorage({ [AUTH_STORAGE_KEY]: SIGNED_IN });
    const first = openTab(browser);
    await first.store.getState().start();
    const second = openTab(browser);
    second.store.setState({ status: 'not-logged-in' });

    await first.store.getState().logout();
    await settle();
    expect(second.store.getState()).toMatchObject({ status: 'not-logged-in', error: null });
    expect(second.logouts).toEqual([]);
  });
});
