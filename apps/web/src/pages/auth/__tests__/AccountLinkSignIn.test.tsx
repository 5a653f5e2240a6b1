// @vitest-environment jsdom
import { LOGIN_ATTEMPT_STORAGE_KEY } from '@stowly/booking';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderAuthApp, resetBrowser } from './support/renderAuthApp';

beforeEach(resetBrowser);
afterEach(cleanup);

/**
 * Where the identity server's activation, reset, invitation and claim pages send the browser once
 * the customer has a password and an identity session: the app's login attempt page, on to the
 * portal of the booking's location, in the mail's language (unencoded, as the server writes it).
 */
const ACCOUNT_LINK_LANDING = '/auth/login?returnTo=/customer-portal/account-overview/11&lang=de';

describe('the sign-in after an account link (activation, password reset, invitation, claim)', () => {
  it('starts a sign-in for the tenant in the mail’s language, and the callback lands on that location’s overview', async () => {
    const first = renderAuthApp({ entries: [ACCOUNT_LINK_LANDING] });
    await waitFor(() => expect(first.externalNavigations).toHaveLength(1));
    const authorize = new URL(first.externalNavigations[0] ?? '');
    expect(authorize.pathname).toBe('/identity/authorize');
    expect(authorize.searchParams.get('language')).toBe('de');
    // The identity server's page shows the tenant of the app's setup (GET /setup → tenant.id).
    expect(authorize.searchParams.get('tenant')).toBe('1');
    expect(JSON.parse(window.sessionStorage.getItem(LOGIN_ATTEMPT_STORAGE_KEY) ?? '{}').returnTo).toBe(
      '/customer-portal/account-overview/11?lang=de',
    );
    const state = authorize.searchParams.get('state');
    cleanup();

    // The identity session exists already: the identity server answers at once with a code.
    const app = renderAuthApp({ entries: [`/auth?code=the-code&state=${state}`] });

    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview/11?lang=de');
    expect(app.services.authStore.getState().status).toBe('logged-in');
  });

  it.each([ACCOUNT_LINK_LANDING, '/login?returnTo=/customer-portal/account-overview/11&lang=de'])(
    'a customer already signed in in this browser goes straight to the page asked for: %s',
    async (entry) => {
      const app = renderAuthApp({ entries: [entry], signedIn: {} });

      expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
      expect(app.currentPath()).toBe('/customer-portal/account-overview/11?lang=de');
      expect(app.history.entries).toEqual([app.currentPath()]);
      // No new sign-in was started.
      expect(app.externalNavigations).toEqual([]);
      expect(app.backend.requestsTo('POST', '/identity/token')).toHaveLength(0);
    },
  );

  it('an already signed-in customer is never sent off the app by returnTo', async () => {
    const app = renderAuthApp({
      entries: ['/auth/login?returnTo=https%3A%2F%2Fevil.example%2Fportal&lang=de'],
      signedIn: {},
    });

    expect(await screen.findByText('Stowly Södermalm')).toBeTruthy();
    expect(app.currentPath()).toBe('/customer-portal/account-overview?lang=de');
    expect(app.externalNavigations).toEqual([]);
  });
});
