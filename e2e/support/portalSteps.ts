import type { Page } from 'playwright-core';

/** The sandbox's demo customer: bookings in Stockholm (shared access allowed) and Oslo (not). */
export const DEMO_CUSTOMER = { email: 'anna@example.com', password: 'stowly-demo' } as const;

/** The demo customer's locations, as the portal's tabs name them. */
export const PORTAL_LOCATIONS = {
  stockholm: { id: 1, name: 'Nordbox Stockholm Kungsholmen' },
  oslo: { id: 2, name: 'Nordbox Oslo Grünerløkka' },
} as const;

/** The account overview of a location, such as `/customer-portal/account-overview/1`. */
export const overviewPath = (locationId?: number) =>
  `/customer-portal/account-overview${locationId === undefined ? '' : `/${locationId}`}`;

/**
 * From the app's login page: starts sign-in, signs in on the sandbox identity server's page and
 * waits until the app is back on a customer portal page.
 */
export async function signInFromLoginPage(
  page: Page,
  customer: { email: string; password: string } = DEMO_CUSTOMER,
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/identity/'));
  await page.getByRole('textbox', { name: 'Email address' }).fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/customer-portal'));
}

/**
 * Every key in the page's local and session storage, read once the page has settled: a read that
 * a navigation interrupts (the document it ran in is gone) is read again in the next document.
 */
export async function storageKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForLoadState('load');
    try {
      return await page.evaluate(() => ({
        local: Object.keys(window.localStorage).sort(),
        session: Object.keys(window.sessionStorage).sort(),
      }));
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Execution context was destroyed')) throw error;
    }
  }
}

/**
 * Signs out with the header's "Sign out" and waits until the browser is back from the identity
 * server's logout on the app's login page. (The page may show `/login` for a moment before it leaves
 * for the identity server, so the wait is for the document that comes back from there.)
 */
export async function signOut(page: Page): Promise<void> {
  // The page the identity server sends the browser back to; the page signing out may already show
  // the login route meanwhile (its session ended), so the wait is for the new document itself.
  const backFromIdentity = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame() && new URL(frame.url()).pathname === '/customer-portal',
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await backFromIdentity;
  await page.waitForURL((url) => url.pathname === '/login');
  await page.waitForLoadState('load');
}
