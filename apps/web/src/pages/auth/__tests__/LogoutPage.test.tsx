// @vitest-environment jsdom
import { AUTH_STORAGE_KEY, LOGIN_ATTEMPT_STORAGE_KEY } from '@stowly/booking';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, deferred, type FakeReply } from './support/fakeBackend';
import { renderAuthApp, resetBrowser } from './support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(cleanup);

/** What a signed-in customer leaves in the tab's session storage: drafts, a checkout, an attempt. */
function seedCustomerSession(): void {
  window.sessionStorage.setItem('stowly.booking-draft.7', '{"customerData":{"email":"anna@example.com"}}');
  window.sessionStorage.setItem('stowly.checkout.7', '{"basketId":8234551,"bookingKey":"key-12345678"}');
  window.sessionStorage.setItem('stowly.booking-draft.12', '{}');
  window.sessionStorage.setItem(LOGIN_ATTEMPT_STORAGE_KEY, '{"state":"s"}');
  // Not the customer's: the app's own marker stays.
  window.sessionStorage.setItem('stowly-web:chunk-reload', '/1');
}

describe('/logout: the logout page and post-logout callback', () => {
  it('ends a session still open here: tokens, drafts, checkout and portal cache are gone', async () => {
    seedCustomerSession();
    window.localStorage.setItem('locale', 'sv');
    const app = renderAuthApp({ entries: ['/logout'], signedIn: {} });
    app.services.queryClient.setQueryData(['customer-portal', 'booking', 11, 'list', { page: 1 }], {
      data: [{ id: 1 }],
    });
    app.services.queryClient.setQueryData(['customer-portal', 'auth', 'customer'], {
      email: 'anna@example.com',
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Du är utloggad' })).toBeTruthy();
    expect(app.services.authStore.getState().status).toBe('not-logged-in');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // The customer's keys are gone. (The app's reload marker is no customer data; the first load
    // of the page's chunk, the route as the app mounts it, clears it by itself.)
    expect(Object.keys(window.sessionStorage).filter((key) => key !== 'stowly-web:chunk-reload')).toEqual([]);
    expect(app.services.queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
    // The visitor's own choices stay: the language, the cookie consent, the app's translations.
    expect(window.localStorage.getItem('locale')).toBe('sv');
    expect(window.localStorage.getItem('consent')).not.toBeNull();
    expect(app.services.queryClient.getQueryCache().findAll({ queryKey: ['translation'] })).not.toEqual([]);
    // No redirect to the identity server's logout here (the redirect came from it); the refresh
    // token was revoked before the tokens were removed.
    expect(app.externalNavigations).toEqual([]);
    expect(app.backend.requestsTo('POST', '/identity/revoke').map((request) => request.form.token)).toEqual([
      'refresh-0',
    ]);
  });

  it('after the identity server signed the customer out, says so and offers to sign in again', async () => {
    const app = renderAuthApp({ entries: ['/logout'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeTruthy();
    expect(screen.getByText('Your session in this browser has ended. Sign in again to see your bookings.'));
    await waitFor(() => expect(document.title).toBe('You are signed out | Stowly Demo'));
    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.currentPath()).toBe('/login');
  });

  it('waits for the start-up check before logging out (a late check must not sign the customer in again)', async () => {
    const backend = createFakeBackend();
    const check = deferred<FakeReply>();
    backend.use('GET /identity/api/check', () => check.promise);
    const app = renderAuthApp({ entries: ['/logout'], backend, signedIn: {} });

    expect(await screen.findByText('Signing you out…')).toHaveProperty('role', 'status');
    check.resolve({
      status: 200,
      body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed out' })).toBeTruthy();
    expect(app.services.authStore.getState().status).toBe('not-logged-in');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('Signing out from the header', () => {
  it('clears everything of the customer and sends the browser to the identity server logout, no token in the URL', async () => {
    seedCustomerSession();
    const app = renderAuthApp({ entries: ['/customer-portal/account-overview?lang=sv'], signedIn: {} });
    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));

    // After the refresh token was revoked at the identity server.
    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    expect(app.backend.requestsTo('POST', '/identity/revoke').map((request) => request.form.token)).toEqual([
      'refresh-0',
    ]);
    expect(app.externalNavigationModes).toEqual(['assign']);
    const logout = new URL(app.externalNavigations[0] ?? '');
    expect(`${logout.origin}${logout.pathname}`).toBe('http://localhost:3000/identity/logout');
    expect(Object.fromEntries(logout.searchParams)).toEqual({
      host: 'localhost:3000',
      language: 'sv',
      redirect_uri: 'http://localhost:3000/customer-portal',
    });
    expect(app.externalNavigations[0]).not.toContain('access-0');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    // Only the app's own markers stay: the reload marker and the page's language for the page
    // after the identity server's logout.
    expect(Object.keys(window.sessionStorage).sort()).toEqual([
      'stowly-web:chunk-reload',
      'stowly-web:sign-out-lang',
    ]);
    expect(window.sessionStorage.getItem('stowly-web:sign-out-lang')).toBe('sv');
    expect(app.services.queryClient.getQueryCache().findAll({ queryKey: ['customer-portal'] })).toEqual([]);
  });
});
