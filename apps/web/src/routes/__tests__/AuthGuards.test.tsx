// @vitest-environment jsdom
import { AUTH_STORAGE_KEY } from '@stowly/booking';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeBackend,
  deferred,
  type FakeReply,
  tokens,
} from '../../pages/auth/__tests__/support/fakeBackend';
import { renderAuthApp, resetBrowser } from '../../pages/auth/__tests__/support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(cleanup);

describe('RequireSignedIn: the customer portal is for signed-in customers only', () => {
  it('sends a signed-out visitor to the login page, keeping lang and the page to return to', async () => {
    const app = renderAuthApp({ entries: ['/customer-portal/account-overview/11?lang=sv'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeTruthy();
    const location = new URL(app.currentPath(), 'http://app.invalid');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('lang')).toBe('sv');
    expect(location.searchParams.get('returnTo')).toBe('/customer-portal/account-overview/11?lang=sv');
    // The guard replaced the entry: no new one.
    expect(app.history.entries).toEqual([app.currentPath()]);
    expect(app.backend.requestsTo('GET', '/v1/customer-portal/location')).toHaveLength(0);
  });

  it('shows the portal to a signed-in customer, with the stored token on the API calls', async () => {
    const app = renderAuthApp({
      entries: ['/customer-portal/account-overview'],
      signedIn: { accessToken: 'access-0' },
    });

    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview');
    expect(app.backend.requestsTo('GET', '/v1/customer-portal/location')[0]?.authorization).toBe(
      'Bearer access-0',
    );
  });

  it('waits for the start-up token check: "Loading the page…", no redirect, no portal call', async () => {
    const backend = createFakeBackend();
    const check = deferred<FakeReply>();
    backend.use('GET /identity/api/check', () => check.promise);
    const app = renderAuthApp({ entries: ['/customer-portal/account-overview'], backend, signedIn: {} });

    expect(await screen.findByText('Loading the page…')).toHaveProperty('role', 'status');
    expect(app.currentPath()).toBe('/customer-portal/account-overview');
    expect(app.backend.requestsTo('GET', '/v1/customer-portal/location')).toHaveLength(0);

    check.resolve({
      status: 200,
      body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 },
    });
    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
  });

  it('refreshes an expired stored token before showing the portal, which then calls with the new token', async () => {
    const app = renderAuthApp({
      entries: ['/customer-portal/account-overview'],
      signedIn: { refreshToken: 'refresh-0', ageMs: 2 * 3600 * 1000 },
    });

    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    const refresh = app.backend.requestsTo('POST', '/identity/token');
    expect(refresh.map((request) => request.form.grant_type)).toEqual(['refresh_token']);
    expect(refresh[0]?.form.refresh_token).toBe('refresh-0');
    // (StrictMode mounts the page twice: the first request may be cancelled and sent again.)
    const calls = app.backend.requestsTo('GET', '/v1/customer-portal/location');
    expect(new Set(calls.map((request) => request.authorization))).toEqual(new Set(['Bearer access-1']));
  });

  it('keeps the portal on screen while a 401 refreshes the token during the session', async () => {
    const backend = createFakeBackend();
    const refreshed = deferred<FakeReply>();
    const app = renderAuthApp({ entries: ['/customer-portal/account-overview'], backend, signedIn: {} });
    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();

    // The access token is rejected on the next call; the refresh answer is held back.
    backend.use('GET /v1/customer-portal/location', ({ authorization }) =>
      authorization === 'Bearer access-9'
        ? { status: 200, body: { data: [] } }
        : { status: 401, body: { error: { code: 'unauthorized', message: 'Expired', details: [] } } },
    );
    backend.use('POST /identity/token', () => refreshed.promise);
    void app.services.queryClient.refetchQueries({ queryKey: ['customer-portal'] });
    await waitFor(() => expect(app.services.authStore.getState().status).toBe('refreshing-token'));

    expect(screen.getByRole('heading', { name: 'Account overview' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();

    refreshed.resolve({ status: 200, body: tokens(9) });
    await waitFor(() => expect(screen.queryByText('Stowly Södermalm')).toBeNull());
    expect(app.services.authStore.getState().status).toBe('logged-in');
    expect(app.currentPath()).toBe('/customer-portal/account-overview');
  });

  it('on session expiry (refresh refused) goes to login with the reason and the page to return to', async () => {
    const backend = createFakeBackend();
    const app = renderAuthApp({
      entries: ['/customer-portal/account-overview/11?lang=en'],
      backend,
      signedIn: {},
    });
    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    app.services.queryClient.setQueryData(['customer-portal', 'booking', 11, 'list', {}], { data: [] });

    backend.use('GET /v1/customer-portal/location', () => ({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Expired', details: [] } },
    }));
    backend.use('POST /identity/token', () => ({ status: 400, body: { error: 'invalid_grant' } }));
    void app.services.queryClient.refetchQueries({ queryKey: ['customer-portal'] });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    const location = new URL(app.currentPath(), 'http://app.invalid');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnTo')).toBe('/customer-portal/account-overview/11?lang=en');
    expect(location.searchParams.get('lang')).toBe('en');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(app.services.queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
  });
});

describe('RequireSignedOut: the login pages are for signed-out visitors only', () => {
  // Not `/auth`: the app mounts the callback without this guard and checks every callback, so a
  // forged one in a signed-in browser is refused (AuthCallbackPage.test.tsx).
  it.each(['/login?lang=de', '/auth/login?lang=de'])(
    'sends a signed-in customer from %s to the account overview, keeping lang',
    async (entry) => {
      const app = renderAuthApp({ entries: [entry], signedIn: {} });

      expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
      expect(app.currentPath()).toBe('/customer-portal/account-overview?lang=de');
      expect(app.history.entries).toEqual([app.currentPath()]);
      // No new sign-in was started and no code was exchanged.
      expect(app.externalNavigations).toEqual([]);
      expect(app.backend.requestsTo('POST', '/identity/token')).toHaveLength(0);
    },
  );

  it('waits for the start-up token check before showing the login page or redirecting', async () => {
    const backend = createFakeBackend();
    const check = deferred<FakeReply>();
    backend.use('GET /identity/api/check', () => check.promise);
    const app = renderAuthApp({ entries: ['/login'], backend, signedIn: {} });

    expect(await screen.findByText('Loading the page…')).toHaveProperty('role', 'status');
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();

    // The stored token is rejected and cannot be refreshed: the visitor may sign in.
    backend.use('POST /identity/token', () => ({ status: 400, body: { error: 'invalid_grant' } }));
    check.resolve({ status: 401, body: { error: 'invalid_token' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.currentPath()).toBe('/login');
  });
});
