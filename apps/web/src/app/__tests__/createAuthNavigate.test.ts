// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthNavigate, forgetCustomer } from '../createAppServices';
import { createMemoryHistory, type MemoryHistory } from './support/memoryHistory';

/** A memory history at `entry` (after `/start`), as the app's router holds it. */
function historyAt(entry: string) {
  return createMemoryHistory(['/start', entry]);
}

function currentPath(history: MemoryHistory): string {
  return `${history.location.pathname}${history.location.search}`;
}

describe('createAuthNavigate: how the auth store moves the browser', () => {
  it('loads identity server URLs fully, never through the router', () => {
    const history = historyAt('/customer-portal');
    const loaded: [string, { replace: boolean }][] = [];
    createAuthNavigate(history, (url, options) => loaded.push([url, options]))(
      'https://id.example.com/identity/logout?host=h',
      { external: true },
    );

    expect(loaded).toEqual([['https://id.example.com/identity/logout?host=h', { replace: false }]]);
    expect(currentPath(history)).toBe('/customer-portal');
  });

  it('loads the authorize URL in place of the login attempt page (Back does not start a new attempt)', () => {
    const history = historyAt('/auth/login?lang=sv');
    const loaded: [string, { replace: boolean }][] = [];
    createAuthNavigate(history, (url, options) => loaded.push([url, options]))(
      'https://id.example.com/identity/authorize?state=s',
      { external: true },
    );

    expect(loaded).toEqual([['https://id.example.com/identity/authorize?state=s', { replace: true }]]);
  });

  it('opens app paths with the router, replacing the entry and keeping lang', async () => {
    const history = historyAt('/auth?lang=sv');
    createAuthNavigate(history)('/customer-portal/account-overview/11', { external: false });

    await waitForPath(history, '/customer-portal/account-overview/11?lang=sv');
    // The callback's entry was replaced.
    expect(history.entries).toEqual(['/start', '/customer-portal/account-overview/11?lang=sv']);
  });

  it('keeps the lang of a returnTo path as it is', async () => {
    const history = historyAt('/auth');
    createAuthNavigate(history)('/customer-portal?lang=fi', { external: false });

    await waitForPath(history, '/customer-portal?lang=fi');
  });

  it('remembers the portal page when the login page opens from it (an expired session)', async () => {
    const history = historyAt('/customer-portal/account-overview/11?lang=nl');
    createAuthNavigate(history)('/login', { external: false });

    await waitForPath(
      history,
      `/login?returnTo=${encodeURIComponent('/customer-portal/account-overview/11?lang=nl')}&lang=nl`,
    );
  });

  it('stays on the login page when already there, keeping its returnTo', async () => {
    const history = historyAt('/login?returnTo=%2Fcustomer-portal&lang=pl');
    createAuthNavigate(history)('/login', { external: false });

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(currentPath(history)).toBe('/login?returnTo=%2Fcustomer-portal&lang=pl');
    // No navigation happened: the history still has its initial entries.
    expect(history.entries).toEqual(['/start', '/login?returnTo=%2Fcustomer-portal&lang=pl']);
  });
});

async function waitForPath(history: MemoryHistory, path: string): Promise<void> {
  for (let attempt = 0; attempt < 20 && currentPath(history) !== path; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  expect(currentPath(history)).toBe(path);
}

describe('forgetCustomer: what logout removes besides the tokens', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

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

  it('forgets the booking in progress offered to resume, and keeps the rest of local storage', () => {
    const queryClient = new QueryClient();
    for (const key of ['stowly.open-checkout.7', 'stowly.open-checkout.12', 'locale', 'consent']) {
      window.localStorage.setItem(key, '{}');
    }
    forgetCustomer(queryClient, window.sessionStorage, window.localStorage);
    expect(Object.keys(window.localStorage).sort()).toEqual(['consent', 'locale']);
  });

  it('works without session storage (blocked by the browser)', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customer-portal', 'location'], []);
    forgetCustomer(queryClient, null);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
  });
});
