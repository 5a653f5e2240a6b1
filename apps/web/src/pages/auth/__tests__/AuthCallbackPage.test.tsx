// @vitest-environment jsdom
import { AUTH_STORAGE_KEY, LOGIN_ATTEMPT_STORAGE_KEY } from '@stowly/booking';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, deferred, type FakeReply } from './support/fakeBackend';
import { ORIGIN, renderAuthApp, resetBrowser } from './support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(cleanup);

/** Starts a sign-in in this browser (as `/auth/login` does) and returns the state code it sent. */
async function startSignIn(returnTo?: string): Promise<string> {
  const app = renderAuthApp({
    entries: [`/auth/login${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`],
  });
  await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
  cleanup();
  return new URL(app.externalNavigations[0] ?? '').searchParams.get('state') ?? '';
}

describe('/auth: the login callback', () => {
  it('signs in once (StrictMode), lands on the page the customer wanted, and leaves no code in the history', async () => {
    const state = await startSignIn('/customer-portal/account-overview/11');
    window.sessionStorage.setItem('stowly.booking-draft.7', '{"unitTypeId":12}');
    const app = renderAuthApp({ entries: ['/login', `/auth?code=the-code&state=${state}`] });

    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview/11');
    const exchanges = app.backend.requestsTo('POST', '/identity/token');
    expect(exchanges.map((request) => request.form)).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'the-code',
        redirect_uri: `${ORIGIN}/auth`,
        code_verifier: expect.stringMatching(/^[\w-]{43}$/),
        scope: 'booking',
        client_id: 'stowly-web',
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}').response.access_token).toBe(
      'access-1',
    );
    expect(window.sessionStorage.getItem(LOGIN_ATTEMPT_STORAGE_KEY)).toBeNull();
    // Signing in is no logout: the tab's booking draft stays.
    expect(window.sessionStorage.getItem('stowly.booking-draft.7')).toBe('{"unitTypeId":12}');
    // The callback entry was replaced: one step back is the login page, not /auth?code=...
    expect(app.history.entries.at(-2)).toBe('/login');
    expect(app.history.entries.filter((entry) => entry.includes('code='))).toEqual([]);
  });

  it('goes to the customer portal when no page was asked for', async () => {
    const state = await startSignIn();
    const app = renderAuthApp({ entries: [`/auth?code=the-code&state=${state}`] });

    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview');
  });

  it('says "Signing you in…" while the code is exchanged, with the code already out of the address bar', async () => {
    const state = await startSignIn();
    const backend = createFakeBackend();
    const exchange = deferred<FakeReply>();
    backend.use('POST /identity/token', () => exchange.promise);
    const app = renderAuthApp({ entries: [`/auth?code=the-code&state=${state}&lang=sv`], backend });

    expect(await screen.findByText('Du loggas in…')).toHaveProperty('role', 'status');
    await waitFor(() => expect(app.currentPath()).toBe('/auth?lang=sv'));
    exchange.resolve({
      status: 200,
      body: {
        access_token: 'a',
        refresh_token: 'r',
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'booking',
      },
    });
    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview?lang=sv');
  });

  it('refuses a tampered state: "Invalid state code" alert, signed out, nothing stored, no token request', async () => {
    await startSignIn();
    const app = renderAuthApp({ entries: ['/auth?code=the-code&state=tampered'] });

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid state code. Please sign in again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in not completed' })).toBeTruthy();
    expect(app.services.authStore.getState().status).toBe('not-logged-in');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(window.sessionStorage.getItem(LOGIN_ATTEMPT_STORAGE_KEY)).toBeNull();
    expect(app.backend.requestsTo('POST', '/identity/token')).toEqual([]);
    expect(app.currentPath()).toBe('/auth');

    await userEvent.click(screen.getByRole('link', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(app.currentPath()).toBe('/login');
    // The login page still says why.
    expect(screen.getByRole('alert').textContent).toBe('Invalid state code. Please sign in again.');
  });

  it('is mounted as the app mounts it, without a guard: a forged callback in a signed-in browser is refused and signs out', async () => {
    // Spec section 2 lists /auth among the login-only routes, but the app checks every callback:
    // a replayed or forged one must not be waved through to the portal by the signed-out guard.
    const app = renderAuthApp({ entries: ['/auth?code=stolen&state=forged'], signedIn: {} });

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid state code. Please sign in again.');
    expect(app.currentPath()).toBe('/auth');
    await waitFor(() => expect(app.services.authStore.getState().status).toBe('not-logged-in'));
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(
      app.backend.requestsTo('POST', '/identity/token').map((request) => request.form.code),
    ).not.toContain('stolen');
  });

  it('refuses a callback when no sign-in was started in this browser', async () => {
    const app = renderAuthApp({ entries: ['/auth?code=the-code&state=anything'] });

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid state code. Please sign in again.');
    expect(app.backend.requestsTo('POST', '/identity/token')).toEqual([]);
  });

  it('shows "Sign-in failed" when the identity server answers with an error or refuses the code', async () => {
    const state = await startSignIn();
    const backend = createFakeBackend();
    backend.use('POST /identity/token', () => ({ status: 400, body: { error: 'invalid_grant' } }));
    const app = renderAuthApp({ entries: [`/auth?code=the-code&state=${state}`], backend });

    expect((await screen.findByRole('alert')).textContent).toBe('Sign-in failed. Please try again.');
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(app.services.authStore.getState().status).toBe('not-logged-in');
    expect(screen.getByRole('link', { name: 'Sign in again' }).getAttribute('href')).toBe('/login');
  });

  it('shows "Sign-in failed" when the customer cancelled at the identity server', async () => {
    const state = await startSignIn();
    const app = renderAuthApp({ entries: [`/auth?error=access_denied&state=${state}&lang=de`] });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    );
    expect(screen.getByRole('link', { name: 'Erneut anmelden' }).getAttribute('href')).toBe('/login?lang=de');
    expect(app.backend.requestsTo('POST', '/identity/token')).toEqual([]);
  });
});
