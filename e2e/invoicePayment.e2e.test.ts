import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARDS } from './support/checkoutSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { overviewPath, PORTAL_LOCATIONS, signInFromLoginPage } from './support/portalSteps';
import { useBrowser } from './support/useBrowser';

const { stockholm } = PORTAL_LOCATIONS;

/** Axe at the phone width (360 px) and back at the desktop width (1280 px). */
async function expectNoAxeViolationsAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Enters a test card on the sandbox's hosted card page and pays. */
async function payOnCardPage(page: Page, card: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Pay by card' }).waitFor();
  await page.getByRole('textbox', { name: 'Card number' }).fill(card);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('11/33');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

describe('paying an open invoice in the portal', () => {
  const browser = useBrowser();

  it('pays the overdue invoice with a 3-D Secure card, shows it paid in both lists; a declined card leaves an invoice open', async () => {
    const { page } = await browser.openPage(`${overviewPath(stockholm.id)}?lang=en`);
    await page.waitForURL((url) => url.pathname === '/login');
    await signInFromLoginPage(page);
    await page.waitForURL((url) => url.pathname === overviewPath(stockholm.id));
    const open = page.getByRole('grid', { name: 'Open invoices' });
    const history = page.getByRole('grid', { name: 'Invoice history' });
    const overdueRow = open.getByRole('row').filter({ hasText: 'Overdue' });
    await overdueRow.waitFor();
    const number = await overdueRow.getByRole('rowheader').innerText();
    const payLink = overdueRow.getByRole('link', { name: new RegExp(`^Pay now: invoice ${number}, SEK`) });
    expect(await payLink.innerText()).toBe('Pay now');
    // The overdue reminder offers the same payment.
    const reminder = page.getByRole('listitem').filter({ hasText: 'Your last invoice is overdue' });
    await reminder.getByRole('link', { name: 'Pay the invoice now' }).waitFor();
    await expectNoAxeViolationsAtBothWidths(page);

    // Pay with a new card that asks for 3-D Secure on the sandbox's card page.
    await payLink.click();
    await page.getByRole('heading', { level: 1, name: 'Pay an invoice' }).waitFor();
    await page.getByRole('region', { name: `Invoice ${number}` }).waitFor();
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('button', { name: /^Pay (with a new card|.+ by card)$/ }).click();
    await payOnCardPage(page, CARDS.requiresVerification);
    await page.getByRole('heading', { level: 1, name: 'Verify your payment' }).waitFor();
    await page.getByRole('button', { name: 'Complete verification' }).click();

    // Back in the portal: paid, said in a status message that has the focus.
    await page.waitForURL((url) => url.pathname.endsWith('/payment') && url.search === '?lang=en');
    const paid = page.getByRole('status').filter({ hasText: `Invoice ${number} is paid` });
    await paid.waitFor();
    expect(await paid.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolationsAtBothWidths(page);

    await page.getByRole('link', { name: 'Back to my account' }).click();
    await page.waitForURL((url) => url.pathname === overviewPath(stockholm.id));
    await history.getByRole('row').filter({ hasText: number }).getByText('Paid').waitFor();
    await expect.poll(() => open.getByRole('row').filter({ hasText: number }).count()).toBe(0);
    await expect.poll(() => reminder.count()).toBe(0);

    // A declined card: the invoice stays open, and the page says why.
    const openRow = open.getByRole('row').filter({ hasText: 'Open' }).first();
    const openNumber = await openRow.getByRole('rowheader').innerText();
    await openRow.getByRole('link', { name: /^Pay now: invoice / }).click();
    await page.getByRole('button', { name: /^Pay (with a new card|.+ by card)$/ }).click();
    await payOnCardPage(page, CARDS.declined);
    const declined = page
      .getByRole('alert')
      .filter({ hasText: 'Your card was declined and nothing was charged.' });
    await declined.waitFor();
    expect(await declined.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolationsAtBothWidths(page);
    await page.getByRole('link', { name: 'Back to my account' }).click();
    await open.getByRole('row').filter({ hasText: openNumber }).getByText('Open').waitFor();
  });
});
