// @vitest-environment jsdom
import { AUTH_STORAGE_KEY } from '@stowly/booking';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_READ_TIMEOUT_MS } from '../../../app/createAppServices';
import { createFakeBackend, deferred, type FakeReply } from './support/fakeBackend';
import { renderAuthApp, resetBrowser } from './support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Another tab of the browser signs out: it removes the stored tokens, and this tab hears of it. */
function signOutInAnotherTab(): void {
  const oldValue = window.localStorage.getItem(AUTH_STORAGE_KEY);
  window.localStorage.removeItem(AUTH_STORAGE_KEY);
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: AUTH_STORAGE_KEY,
        oldValue,
        newValue: null,
        storageArea: window.localStorage,
      }),
    );
  });
}

/** The page header (the banner landmark) once the tenant setup has loaded. */
async function header(): Promise<HTMLElement> {
  return within(await screen.findByRole('banner'))
    .getByText('Stowly Demo')
    .closest('header') as HTMLElement;
}

describe('security: "Sign out" revokes the tokens at the identity server before this browser forgets them', () => {
  it('sends the refresh token to /identity/revoke ("Signing out…" meanwhile), then clears storage and opens the identity logout', async () => {
    const backend = createFakeBackend();
    const revoked = deferred<FakeReply>();
    backend.use('POST /identity/revoke', () => revoked.promise);
    const app = renderAuthApp({ entries: ['/7'], backend, signedIn: {} });
    const banner = await header();

    await userEvent.click(await within(banner).findByRole('button', { name: 'Sign out' }));

    const pending = await within(banner).findByRole('button', { name: 'Signing out…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(backend.requestsTo('POST', '/identity/revoke').map((request) => request.form)).toEqual([
      { token: 'refresh-0', token_type_hint: 'refresh_token', client_id: 'stowly-web' },
    ]);
    // Not forgotten before the identity server has answered.
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    expect(app.externalNavigations).toEqual([]);
    // A second press sends nothing more.
    await userEvent.click(pending);

    revoked.resolve({ status: 200 });
    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    expect(new URL(app.externalNavigations[0] ?? '').pathname).toBe('/identity/logout');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(backend.requestsTo('POST', '/identity/revoke')).toHaveLength(1);
  });

  it('signs out all the same when the revocation fails', async () => {
    const backend = createFakeBackend();
    backend.use('POST /identity/revoke', () => ({ status: 503 }));
    const app = renderAuthApp({ entries: ['/7'], backend, signedIn: {} });
    const banner = await header();

    await userEvent.click(await within(banner).findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(app.services.authStore.getState().status).toBe('not-logged-in');
  });
});

describe('"Sign out" keeps the page language (issue 26: sign-out dropped ?lang)', () => {
  it('the identity server sends the browser back to the bare /customer-portal: the login page after it is in Swedish, with ?lang=sv', async () => {
    const app = renderAuthApp({ entries: ['/customer-portal/account-overview?lang=sv'], signedIn: {} });
    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    const banner = await header();
    await userEvent.click(await within(banner).findByRole('button', { name: 'Logga ut' }));
    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    // The registered post-logout address, exactly: no query on it.
    const logout = new URL(app.externalNavigations[0] ?? '');
    expect(logout.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/customer-portal`);
    expect(logout.searchParams.get('language')).toBe('sv');
    cleanup();

    // The identity server's redirect: a new page load of /customer-portal in the same tab.
    const back = renderAuthApp({ entries: ['/customer-portal'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Logga in' })).toBeTruthy();
    expect(new URLSearchParams(back.history.location.search).get('lang')).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    cleanup();

    // Applied once: a later visit to the portal's address without a language is not Swedish.
    const later = renderAuthApp({ entries: ['/customer-portal'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(new URLSearchParams(later.history.location.search).get('lang')).toBeNull();
  });
});

describe('security: a sign-out in another tab signs this tab out', () => {
  it('a portal page goes to the login page, which says so: no second revocation, no identity server page', async () => {
    const app = renderAuthApp({ entries: ['/customer-portal/account-overview?lang=en'], signedIn: {} });
    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();

    signOutInAnotherTab();

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('You were signed out in another tab or window.')).toHaveProperty(
      'role',
      'status',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    const location = new URL(app.currentPath(), 'http://app.invalid');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnTo')).toBe('/customer-portal/account-overview?lang=en');
    expect(app.externalNavigations).toEqual([]);
    expect(app.backend.requestsTo('POST', '/identity/revoke')).toEqual([]);
    expect(app.services.queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
  });

  it('a booking page stays, and the header offers "Sign in" instead of "Sign out"', async () => {
    const app = renderAuthApp({ entries: ['/7'], signedIn: {} });
    const banner = await header();
    await within(banner).findByRole('button', { name: 'Sign out' });

    signOutInAnotherTab();

    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(within(banner).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(app.currentPath()).toBe('/7');
    expect(app.externalNavigations).toEqual([]);
  });
});

describe('faults: an identity server that does not answer shows the API timeout message with "Try again"', () => {
  it('a hanging start-up check: "Loading the page…" until the API read time, then the error; "Try again" opens the portal once it answers', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const backend = createFakeBackend();
    let hanging = true;
    backend.use('GET /identity/api/check', () =>
      hanging
        ? new Promise<FakeReply>(() => undefined)
        : { status: 200, body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 } },
    );
    renderAuthApp({ entries: ['/customer-portal/account-overview'], backend, signedIn: {} });
    expect(await screen.findByText('Loading the page…')).toBeTruthy();

    // (The store's own tests time this to the millisecond; the clock here also moves with real time.)
    await act(() => vi.advanceTimersByTimeAsync(API_READ_TIMEOUT_MS));

    // At the API read time, not later.
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByText('Loading the page…')).toBeNull();
    hanging = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    expect(backend.requestsTo('GET', '/identity/api/check')).toHaveLength(2);
    // The tokens were kept throughout.
    expect(backend.requestsTo('GET', '/v1/customer-portal/location')[0]?.authorization).toBe(
      'Bearer access-0',
    );
  });

  it('an unreachable identity server on the login page (a refresh that fails): the error with "Try again", then the login page', async () => {
    const backend = createFakeBackend();
    let reachable = false;
    backend.use('POST /identity/token', () =>
      reachable
        ? { status: 400, body: { error: 'invalid_grant' } }
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    const app = renderAuthApp({ entries: ['/login'], backend, signedIn: { ageMs: 2 * 3600 * 1000 } });

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();
    reachable = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    // Now answered: the refresh token is refused, so the visitor may sign in.
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.currentPath()).toBe('/login');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('/logout signs out all the same when the start-up check gets no answer', async () => {
    const backend = createFakeBackend();
    backend.use('GET /identity/api/check', () => ({ status: 502 }));
    const app = renderAuthApp({ entries: ['/logout'], backend, signedIn: {} });

    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeTruthy();
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(app.backend.requestsTo('POST', '/identity/revoke')).toHaveLength(1);
  });
});
