// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthNavigate, forgetCustomer } from '../createAppServices';

/** A memory router at `entry` whose every path matches. */
function routerAt(entry: string) {
  return createMemoryRouter([{ path: '*', element: null }], {
    initialEntries: ['/start', entry],
    initialIndex: 1,
  });
}

function currentPath(router: ReturnType<typeof routerAt>): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('createAuthNavigate: how the auth store moves the browser', () => {
  it('loads identity server URLs fully, never through the router', () => {
    const router = routerAt('/customer-portal');
    const loaded: [string, { replace: boolean }][] = [];
    createAuthNavigate(
      () => router,
      (url, options) => loaded.push([url, options]),
    )('https://id.example.com/identity/logout?host=h', { external: true });

    expect(loaded).toEqual([['https://id.example.com/identity/logout?host=h', { replace: false }]]);
    expect(currentPath(router)).toBe('/customer-portal');
  });

  it('loads the authorize URL in place of the login attempt page (Back does not start a new attempt)', () => {
    const router = routerAt('/auth/login?lang=sv');
    const loaded: [string, { replace: boolean }][] = [];
    createAuthNavigate(
      () => router,
      (url, options) => loaded.push([url, options]),
    )('https://id.example.com/identity/authorize?state=s', { external: true });

    expect(loaded).toEqual([['https://id.example.com/identity/authorize?state=s', { replace: true }]]);
  });

  it('opens app paths with the router, replacing the entry and keeping lang', async () => {
    const router = routerAt('/auth?lang=sv');
    createAuthNavigate(() => router)('/customer-portal/account-overview/11', { external: false });

    await waitForPath(router, '/customer-portal/account-overview/11?lang=sv');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the lang of a returnTo path as it is', async () => {
    const router = routerAt('/auth');
    createAuthNavigate(() => router)('/customer-portal?lang=fi', { external: false });

    await waitForPath(router, '/customer-portal?lang=fi');
  });

  it('remembers the portal page when the login page opens from it (an expired session)', async () => {
    const router = routerAt('/customer-portal/account-overview/11?lang=nl');
    createAuthNavigate(() => router)('/login', { external: false });

    await waitForPath(
      router,
      `/login?returnTo=${encodeURIComponent('/customer-portal/account-overview/11?lang=nl')}&lang=nl`,
    );
  });

  it('stays on the login page when already there, keeping its returnTo', async () => {
    const router = routerAt('/login?returnTo=%2Fcustomer-portal&lang=pl');
    createAuthNavigate(() => router)('/login', { external: false });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(currentPath(router)).toBe('/login?returnTo=%2Fcustomer-portal&lang=pl');
    // No navigation happened: the router is still at its initial entry.
    expect(router.state.historyAction).toBe('POP');
  });

  it('loads the page fully when the router does not exist yet', () => {
    const loaded: [string, { replace: boolean }][] = [];
    createAuthNavigate(
      () => undefined,
      (url, options) => loaded.push([url, options]),
    )('/login', { external: false });

    expect(loaded).toEqual([['/login', { replace: false }]]);
  });
});

async function waitForPath(router: ReturnType<typeof routerAt>, path: string): Promise<void> {
  for (let attempt = 0; attempt < 20 && currentPath(router) !== path; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(currentPath(router)).toBe(path);
}

describe('forgetCustomer: what logout removes besides the tokens', () => {
  afterEach(() => window.sessionStorage.clear());

  it('removes the portal queries and finished mutations, and the drafts and checkouts of every location', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customer-portal', 'location'], [{ id: 11 }]);
    queryClient.setQueryData(['customer-portal', 'invoice', 11, { openOnly: true }], { data: [] });
    queryClient.setQueryData(['translation', 'en'], {});
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async (manager: { email: string }) => manager })
      .execute({ email: 'anna@example.com' });
    for (const key of [
      'stowly.booking-draft.7',
      'stowly.booking-draft.120',
      'stowly.checkout.7',
      'stowly.checkout.x',
      'stowly-web:chunk-reload',
      'other.7',
    ]) {
      window.sessionStorage.setItem(key, '{}');
    }

    forgetCustomer(queryClient, window.sessionStorage);

    expect(queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
    expect(queryClient.getQueryData(['translation', 'en'])).toEqual({});
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    expect(Object.keys(window.sessionStorage).sort()).toEqual([
      'other.7',
      'stowly-web:chunk-reload',
      'stowly.checkout.x',
    ]);
  });

  it('works without session storage (blocked by the browser)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customer-portal', 'location'], []);
    forgetCustomer(queryClient, null);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
  });
});
