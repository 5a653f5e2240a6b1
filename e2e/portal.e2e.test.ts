import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import {
  DEMO_CUSTOMER,
  overviewPath,
  PORTAL_LOCATIONS,
  signInFromLoginPage,
  signOut,
  storageKeys,
} from './support/portalSteps';
import { useBrowser } from './support/useBrowser';

const { stockholm, oslo } = PORTAL_LOCATIONS;

/** Waits for the account overview of a location: its tab selected and its bookings loaded. */
async function waitForOverview(page: Page, location: { id: number; name: string }): Promise<void> {
  await page.waitForURL((url) => url.pathname === overviewPath(location.id));
  await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
  await expect
    .poll(() => page.getByRole('tab', { name: location.name }).getAttribute('aria-selected'))
    .toBe('true');
  await page.getByRole('grid', { name: 'Bookings' }).waitFor();
}

describe('customer portal', () => {
  const browser = useBrowser();

  it('a customer signs in, sees two locations, pages, cancels, updates the card, shares access and signs out leaving nothing behind', async () => {
    const { page, path, apiRequests } = await browser.openPage(`${overviewPath(stockholm.id)}?lang=en`);

    // Signed out, the portal sends the visitor to login, remembering where they were going.
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectNoAxeViolations(page);
    await signInFromLoginPage(page);
    await waitForOverview(page, stockholm);
    expect(path()).toContain('lang=en');

    // Both locations are tabs; the chosen one shows its lists.
    expect(await page.getByRole('tab').allInnerTexts()).toEqual([stockholm.name, oslo.name]);
    const bookings = page.getByRole('grid', { name: 'Bookings' });
    await expect.poll(() => bookings.getByRole('row').count()).toBe(3); // header + 2 bookings
    await page.getByRole('grid', { name: 'Open invoices' }).waitFor();
    const history = page.getByRole('grid', { name: 'Invoice history' });
    await expect.poll(() => history.getByRole('row').count()).toBe(6); // header + 5
    await page.getByRole('heading', { name: 'Payment method', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Notifications' }).waitFor();
    // Every payment method on file, from the customer's own list.
    await page.getByRole('heading', { name: 'Saved payment methods' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('listitem')
          .filter({ hasText: /ending in \d{4}/ })
          .count(),
      )
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // Paging the invoice history asks the API for page 2 of 5 and says where the customer is.
    const firstInvoice = await history.getByRole('row').nth(1).innerText();
    const historyPages = page.getByRole('navigation', { name: 'Invoice history: pages' });
    await historyPages.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => historyPages.getByRole('status').innerText()).toMatch(/^Page 2 of \d+$/);
    await expect.poll(() => history.getByRole('row').nth(1).innerText()).not.toBe(firstInvoice);
    expect(apiRequests()).toContain(`/v1/customer-portal/invoice/${stockholm.id}?page=2&pageSize=5`);

    // Cancel a booking: the dialog tells the earliest end date; the list then shows it cancelled.
    await bookings.getByRole('button', { name: 'Cancel booking' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByText(/the earliest possible day is/)
      .first()
      .waitFor();
    await dialog.getByText('I am moving away', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'I am moving away' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText(/is cancelled\. Your last day is/).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => bookings.getByText('Cancelled').count()).toBe(1);

    // The toast sits at the bottom centre of the window, 300 px wide (spec sections 2 and 9).
    const toastBox = await page
      .getByRole('region', { name: 'Notifications' })
      .filter({ hasText: /is cancelled/ })
      .boundingBox();
    const viewport = page.viewportSize();
    expect(toastBox && viewport).toBeTruthy();
    if (toastBox && viewport) {
      expect(toastBox.width).toBe(300);
      expect(Math.abs(toastBox.x + toastBox.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
      expect(viewport.height - (toastBox.y + toastBox.height)).toBeCloseTo(16, 0);
    }

    // The cancelled booking shows its last day; its cancellation is withdrawn before that day.
    await expect.poll(() => bookings.getByText(/Last day: /).count()).toBe(1);
    await bookings.getByRole('button', { name: /^Withdraw cancellation/ }).click();
    const withdrawal = page.getByRole('alertdialog', { name: /^Withdraw the cancellation of booking/ });
    await withdrawal.getByText(/continues after .+ as before/).waitFor();
    await expectNoAxeViolations(page);
    await withdrawal.getByRole('button', { name: 'Withdraw cancellation' }).click();
    await page.getByText(/is withdrawn\. Your rental continues\./).waitFor();
    await withdrawal.waitFor({ state: 'detached' });
    await expect.poll(() => bookings.getByText('Cancelled').count()).toBe(0);
    expect(await bookings.getByRole('button', { name: /^Withdraw cancellation/ }).count()).toBe(0);

    // Update the payment method through the sandbox's card page and the verify return.
    await page.getByRole('link', { name: /^(Update|Add) payment method$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Save a card' }).waitFor();
    await page.getByRole('textbox', { name: 'Card number' }).fill('5555555555554444');
    await page.getByRole('textbox', { name: 'Expiry date' }).fill('11/33');
    await page.getByRole('textbox', { name: 'Security code' }).fill('123');
    await page.getByRole('button', { name: 'Save card' }).click();
    await page.waitForURL((url) => url.pathname === `${overviewPath(stockholm.id)}/payment/update/verify`);
    await page.getByText('Your new payment method is saved.', { exact: false }).waitFor();
    await page.getByText('ending in 4444').first().waitFor();
    expect(new URL(page.url()).search).toBe('?lang=en'); // the provider's answer is gone from the address
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await waitForOverview(page, stockholm);
    await page.getByText('ending in 4444').first().waitFor();

    // Shared access at Stockholm: invite a person, then remove them.
    await page.getByRole('link', { name: 'Manage shared access' }).click();
    await page.getByRole('heading', { level: 1, name: `Shared access at ${stockholm.name}` }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'Full name' }).fill('Erik Berg');
    await page.getByRole('textbox', { name: 'Email address' }).fill('erik.berg@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent to erik.berg@example.com.').waitFor();
    const managers = page.getByRole('grid', { name: 'Shared access' });
    await managers.getByText('erik.berg@example.com').waitFor();
    await managers
      .getByRole('button', { name: /Remove/ })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove access' }).click();
    await page.getByText('Access removed for Erik Berg.').waitFor();
    await expect.poll(() => managers.getByText('erik.berg@example.com').count()).toBe(0);

    // Oslo does not allow shared access: no link, and its address goes back to the overview.
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await waitForOverview(page, stockholm);
    await page.getByRole('tab', { name: oslo.name }).click();
    await waitForOverview(page, oslo);
    expect(await page.getByRole('link', { name: 'Manage shared access' }).count()).toBe(0);
    await page.goto(new URL(`${overviewPath(oslo.id)}/shared-access?lang=en`, page.url()).href);
    await waitForOverview(page, oslo);

    // "Change password" opens the identity server's page; its "Back" returns to the portal.
    await page.getByRole('link', { name: 'Change password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change password' }).waitFor();
    await page.getByRole('link', { name: /^Back to/ }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/customer-portal/account-overview'));
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');

    // Signing out ends the identity server's session too; nothing of the customer stays.
    await signOut(page);
    // The login page after the identity server's logout keeps the language.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    const keys = await storageKeys(page);
    expect(keys.local).not.toContain('auth');
    expect(keys.session).not.toContain('auth-login');
    const stored = await page.evaluate(() =>
      JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
    );
    expect(stored).not.toContain(DEMO_CUSTOMER.email);
    expect(stored).not.toContain('Lindqvist');
    expect(stored).not.toMatch(/token/i);

    // The portal is closed again.
    await page.goto(new URL(`${overviewPath()}?lang=en`, page.url()).href);
    await page.waitForURL((url) => url.pathname === '/login');
    // One journey through every portal page: allow for a loaded CI machine.
  }, 150_000);

  it('guards: the login page sends a signed-in customer to the overview; a tampered callback signs out with "Invalid state code"', async () => {
    const { page } = await browser.openPage('/login?lang=en');
    await signInFromLoginPage(page);
    await page.waitForURL((url) => url.pathname.startsWith(overviewPath()));

    await page.goto(new URL('/login?lang=en', page.url()).href);
    await page.waitForURL((url) => url.pathname.startsWith(overviewPath()));
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    // Sign out, start a new sign-in, and come back with a state this browser did not make.
    await signOut(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/identity/'));
    await page.goto(new URL('/auth?code=stolen-code&state=tampered&lang=en', page.url()).href);
    await page.getByRole('alert').getByText('Invalid state code', { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.has('code')).toBe(false);
    const keys = await storageKeys(page);
    expect(keys.local).not.toContain('auth');
    expect(keys.session).not.toContain('auth-login');
    await page
      .getByRole('link', { name: 'Sign in again' })
      .or(page.getByRole('button', { name: 'Sign in again' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/login' || url.pathname.startsWith('/identity/'));
  });
});
