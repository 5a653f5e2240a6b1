import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { signInFromLoginPage } from './support/portalSteps';
import { useBrowser } from './support/useBrowser';

/** The business demo customer: a phone number on file, no marketing consent yet. */
const CUSTOMER = { email: 'bygg@example.com', password: 'stowly-demo' } as const;

const TEXT = {
  title: 'Notifications',
  save: 'Save',
  saved: 'Your notification settings have been saved.',
  saveFailed: 'Your changes could not be saved. They are still here: please try again.',
} as const;

const isOn = (page: Page, name: string) => page.getByRole('switch', { name, exact: true }).isChecked();

/** Clicks a switch as a person does (its label covers the hidden input). */
async function flip(page: Page, name: string): Promise<void> {
  await page.getByRole('switch', { name, exact: true }).check({ force: true });
}

describe('notification preferences', () => {
  const { origin, openPage } = useBrowser();

  it('a customer turns news and SMS reminders on; they persist, a failed save keeps the changes, and news on is a marketing consent', async () => {
    const { page } = await openPage('/login?lang=en', { viewport: 'desktop' });
    await signInFromLoginPage(page, CUSTOMER);
    await page.getByRole('link', { name: TEXT.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/customer-portal/notifications');
    await page.getByRole('heading', { level: 1, name: TEXT.title }).waitFor();
    await page.getByRole('switch', { name: 'Invoices by email' }).waitFor();
    expect(await isOn(page, 'Invoices by email')).toBe(true);
    expect(await isOn(page, 'News and offers by email')).toBe(false);
    for (const size of [
      { width: 360, height: 740 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(size);
      await expectNoAxeViolations(page);
    }

    // A failed save says so and keeps what the customer changed.
    await page.route('**/v1/customer-portal/notification-preferences', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'unavailable', message: 'Down', details: [] } }),
          })
        : route.fallback(),
    );
    await flip(page, 'News and offers by email');
    await flip(page, 'Reminders by SMS');
    await page.getByRole('button', { name: TEXT.save }).click();
    await page.getByRole('alert').filter({ hasText: TEXT.saveFailed }).waitFor();
    expect(await isOn(page, 'News and offers by email')).toBe(true);
    expect(await isOn(page, 'Reminders by SMS')).toBe(true);

    // Saved for real, then read again after a reload.
    await page.unroute('**/v1/customer-portal/notification-preferences');
    await page.getByRole('button', { name: TEXT.save }).click();
    await page.getByRole('status').filter({ hasText: TEXT.saved }).waitFor();
    await page.reload();
    await page.getByRole('switch', { name: 'Reminders by SMS' }).waitFor();
    expect(await isOn(page, 'News and offers by email')).toBe(true);
    expect(await isOn(page, 'Reminders by SMS')).toBe(true);
    expect(await isOn(page, 'Invoices by SMS')).toBe(false);

    // The consent records (the sandbox's API, with the customer's token) show the marketing consent.
    const accessToken = await page.evaluate(
      () =>
        (
          JSON.parse(window.localStorage.getItem('auth') ?? 'null') as {
            response?: { access_token?: string };
          }
        )?.response?.access_token,
    );
    const records = await fetch(`${origin()}/v1/customer-portal/consent-record`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(records.status).toBe(200);
    expect(((await records.json()) as { data: unknown[] }).data[0]).toMatchObject({
      type: 'newsletter',
      granted: true,
      source: 'notification-preferences',
    });
  });
});
