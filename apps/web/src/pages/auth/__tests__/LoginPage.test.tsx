// @vitest-environment jsdom
import { LOGIN_ATTEMPT_STORAGE_KEY } from '@stowly/booking';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORIGIN, renderAuthApp, resetBrowser } from './support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(cleanup);

/** The sign-in attempt kept in session storage for the callback. */
function storedAttempt(): { state: string; codeChallenge: string; returnTo?: string } {
  return JSON.parse(window.sessionStorage.getItem(LOGIN_ATTEMPT_STORAGE_KEY) ?? 'null');
}

describe('/login and /auth/login: signing in', () => {
  it('shows the sign-in page: title, heading, text, a "Sign in" button and how new customers get a password, without an alert', async () => {
    renderAuthApp({ entries: ['/login'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(screen.getByText('Sign in to see your bookings and invoices and to manage your payment method.'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(
      screen.getByText('New here? After your first booking we email you a link to set your password.'),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Sign in | Stowly Demo'));
  });

  it('"Sign in" starts one attempt and sends the browser to the authorize URL (PKCE S256, lang kept)', async () => {
    const app = renderAuthApp({
      entries: ['/login?returnTo=%2Fcustomer-portal%2Faccount-overview%2F11&lang=sv'],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Logga in' }));

    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toBe('Du skickas vidare till inloggningen…');
    expect(app.currentPath()).toBe('/auth/login?returnTo=%2Fcustomer-portal%2Faccount-overview%2F11&lang=sv');
    // In place of the attempt page: Back from the identity server returns to the login page.
    expect(app.externalNavigationModes).toEqual(['replace']);
    const authorize = new URL(app.externalNavigations[0] ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${ORIGIN}/identity/authorize`);
    const query = Object.fromEntries(authorize.searchParams);
    const attempt = storedAttempt();
    expect(query).toEqual({
      host: 'localhost:3000',
      language: 'sv',
      state: attempt.state,
      scope: 'booking',
      response_type: 'code',
      client_id: 'stowly-web',
      redirect_uri: `${ORIGIN}/auth`,
      code_challenge: attempt.codeChallenge,
      code_challenge_method: 'S256',
      // The tenant of the app's setup, whose name and branding the identity server's page shows.
      tenant: '1',
    });
    // The customer comes back to the page they wanted, in the language they left in.
    expect(attempt.returnTo).toBe('/customer-portal/account-overview/11?lang=sv');
    expect(app.services.authStore.getState().status).toBe('logging-in');
  });

  it('says how new customers get a password in the interface language', async () => {
    renderAuthApp({ entries: ['/login?lang=sv'] });

    expect(await screen.findByRole('button', { name: 'Logga in' })).toBeTruthy();
    expect(
      screen.getByText('Ny här? Efter din första bokning mejlar vi dig en länk där du väljer ditt lösenord.'),
    );
  });

  it('/auth/login starts exactly one attempt under StrictMode, the portal in lang as the default return', async () => {
    const app = renderAuthApp({ entries: ['/auth/login?lang=fi'] });

    expect(await screen.findByText('Siirrytään kirjautumiseen…')).toHaveProperty('role', 'status');
    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.externalNavigations).toHaveLength(1);
    // The state sent is the one stored: a second attempt would have replaced it.
    expect(new URL(app.externalNavigations[0] ?? '').searchParams.get('state')).toBe(storedAttempt().state);
    expect(storedAttempt().returnTo).toBe('/customer-portal?lang=fi');
  });

  it.each(['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)', '/\\evil.example'])(
    'drops a returnTo that is not a path of this app: %s',
    async (returnTo) => {
      const app = renderAuthApp({ entries: [`/login?${new URLSearchParams({ returnTo })}`] });
      await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));

      await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
      expect(app.currentPath()).toBe('/auth/login');
      expect(storedAttempt().returnTo).toBeUndefined();
    },
  );

  it('shows the last sign-in problem as an alert', async () => {
    const app = renderAuthApp({ entries: ['/login'] });
    await screen.findByRole('button', { name: 'Sign in' });

    // A callback with a forged state code, handled in this page load.
    await app.services.authStore.getState().handleCallback('?code=abc&state=forged');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid state code. Please sign in again.');
  });

  it('says so when the sign-in page cannot be opened, and tries again on request', async () => {
    // No Web Crypto (a page served over plain HTTP): no state code and PKCE pair can be made.
    const { subtle } = globalThis.crypto;
    Object.defineProperty(globalThis.crypto, 'subtle', { value: undefined, configurable: true });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = renderAuthApp({ entries: ['/auth/login'] });
      expect((await screen.findByRole('alert')).textContent).toContain(
        'The sign-in page could not be opened. Please try again.',
      );
      expect(app.externalNavigations).toEqual([]);
      expect(consoleError).toHaveBeenCalled();

      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
      expect(screen.getByText('Taking you to sign-in…')).toHaveProperty('role', 'status');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      Object.defineProperty(globalThis.crypto, 'subtle', { value: subtle, configurable: true });
      consoleError.mockRestore();
    }
  });
});
