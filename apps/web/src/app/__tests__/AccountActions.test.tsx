// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeBackend, deferred, type FakeReply } from '../../pages/auth/__tests__/support/fakeBackend';
import { renderAuthApp, resetBrowser } from '../../pages/auth/__tests__/support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(cleanup);

/** The page header (the banner landmark) once the tenant setup has loaded. */
async function header(): Promise<HTMLElement> {
  return within(await screen.findByRole('banner'))
    .getByText('Stowly Demo')
    .closest('header') as HTMLElement;
}

describe('The header account actions', () => {
  it('signed out: a "Sign in" link to the login page, keeping lang', async () => {
    renderAuthApp({ entries: ['/7?lang=sv'] });
    const banner = await header();

    const signIn = await within(banner).findByRole('link', { name: 'Logga in' });
    expect(signIn.getAttribute('href')).toBe('/login?lang=sv');
    expect(within(banner).queryByRole('button')).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Mitt konto' })).toBeNull();
  });

  it.each(['/login', '/auth/login', '/auth?code=abc&state=forged'])(
    'signed out on the sign-in page %s: no "Sign in" link in the header',
    async (entry) => {
      renderAuthApp({ entries: [entry] });
      const banner = await header();
      // The page itself is shown (its heading, status or alert) before checking the header.
      await screen.findByRole('main');
      await waitFor(() => expect(screen.queryByText('Loading the page…')).toBeNull());
      expect(within(banner).queryByRole('link')).toBeNull();
      expect(within(banner).queryByRole('button')).toBeNull();
    },
  );

  it('signed in on a booking page: "My account" to the portal and "Sign out"', async () => {
    renderAuthApp({ entries: ['/7?lang=de'], signedIn: {} });
    const banner = await header();

    const myAccount = await within(banner).findByRole('link', { name: 'Mein Konto' });
    expect(myAccount.getAttribute('href')).toBe('/customer-portal?lang=de');
    expect(within(banner).getByRole('button', { name: 'Abmelden' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Passwort ändern' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Anmelden' })).toBeNull();
  });

  it('signed in inside the portal: "Change password" (identity server, back to /logout) and "Sign out"', async () => {
    renderAuthApp({ entries: ['/customer-portal/account-overview?lang=en'], signedIn: {} });
    const banner = await header();

    const changePassword = await within(banner).findByRole('link', { name: 'Change password' });
    const url = new URL(changePassword.getAttribute('href') ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/identity/change-password');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      host: 'localhost:3000',
      language: 'en',
      redirect_uri: 'http://localhost:3000/logout',
      // The tenant of the app's setup: the identity server's page shows its name and branding.
      tenant: '1',
    });
    expect(within(banner).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'My account' })).toBeNull();
  });

  it('"My account" opens the portal, and "Sign out" works from the keyboard', async () => {
    const app = renderAuthApp({ entries: ['/7'], signedIn: {} });
    const banner = await header();

    await userEvent.click(await within(banner).findByRole('link', { name: 'My account' }));
    expect(await screen.findByRole('heading', { name: 'Account overview' })).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview');

    const signOut = within(banner).getByRole('button', { name: 'Sign out' });
    signOut.focus();
    await userEvent.keyboard('{Enter}');
    // After the revocation has been answered.
    await waitFor(() => expect(app.externalNavigations).toHaveLength(1));
    expect(app.services.authStore.getState().status).toBe('not-logged-in');
  });

  it('shows nothing while the stored sign-in is still being checked', async () => {
    const backend = createFakeBackend();
    const check = deferred<FakeReply>();
    backend.use('GET /identity/api/check', () => check.promise);
    renderAuthApp({ entries: ['/7'], backend, signedIn: {} });
    const banner = await header();

    expect(within(banner).queryByRole('link')).toBeNull();
    expect(within(banner).queryByRole('button')).toBeNull();
    check.resolve({
      status: 200,
      body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 },
    });
    expect(await within(banner).findByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('on small screens, the signed-in actions open from "Account menu" (a disclosure) and close again', async () => {
    renderAuthApp({ entries: ['/7'], signedIn: {} });
    const banner = await header();
    const toggle = await within(banner).findByRole('button', { name: 'Account menu' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel && within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(panel && within(panel).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(within(banner).getByRole('link', { name: 'My account' }));
    await screen.findByRole('heading', { name: 'Account overview' });
    // Following a link inside closes it.
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    // Escape closes it and gives the focus back to the button.
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('heading', { name: 'Account overview' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
