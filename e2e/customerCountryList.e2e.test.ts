import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOptions, dayFromToday, TEXT } from './support/bookingSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser } from './support/useBrowser';

/** The virtual scroller's buffer of spec section 9 (`VIRTUAL_SCROLLER_BUFFER_PX`), in px. */
const BUFFER = 200;

/** From Stockholm's unit list to the customer form of Locker S (monthly, basic cover). */
async function openCustomerForm(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
  await chooseOptions(page, {
    language: 'en',
    moveInDate: dayFromToday(1, 6),
    billingPeriod: 'Monthly',
    insurance: 'Basic cover',
  });
  await page.getByRole('link', { name: TEXT.en.continueToBasket }).click();
  await page.getByRole('heading', { level: 1, name: TEXT.en.basketTitle }).waitFor();
  await page.getByRole('link', { name: TEXT.en.continueToDetails }).click();
  await page.getByRole('heading', { level: 1, name: TEXT.en.customerTitle }).waitFor();
}

/** The accessible name of the focused element (an option's is its country). */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the customer form’s country list renders only what is in view (a virtual scroller)', () => {
  const { openPage } = useBrowser();

  it('shows a few of the ~250 countries at a time, and the keyboard still reaches and picks the last', async () => {
    const { page } = await openPage('/1/unit-type/101?lang=en');
    await openCustomerForm(page);

    const button = page.getByRole('button', { name: /Country \(required\)$/ });
    await expect.poll(() => button.textContent()).toContain('Sweden');
    // Every country the API lists is in the form's hidden select (for autofill), in the list's order.
    const countryNames = await page
      .locator('select[name="country"] option:not([value=""])')
      .allTextContents();
    expect(countryNames.length).toBeGreaterThan(240);
    const lastCountry = countryNames.at(-1) as string;

    await button.click();
    const listbox = page.getByRole('listbox');
    // The location's country is chosen already: it has focus, scrolled into the list's view.
    await expect.poll(() => focusedText(page)).toBe('Sweden');

    const options = listbox.getByRole('option');
    const rendered = await options.count();
    const listHeight = await listbox.evaluate((element) => element.clientHeight);
    const rowHeight = (await options.first().boundingBox())?.height ?? 0;
    expect(listHeight).toBeGreaterThan(0);
    expect(rowHeight).toBeGreaterThan(0);
    // The rows in view and in 200 px above and below, a row cut at each edge.
    const mostRendered = Math.ceil((listHeight + 2 * BUFFER) / rowHeight) + 2;
    expect(rendered).toBeLessThan(countryNames.length);
    expect(rendered).toBeLessThanOrEqual(mostRendered);
    expect(rendered).toBeGreaterThanOrEqual(Math.floor(listHeight / rowHeight));
    for (const setSize of await options.evaluateAll((found) =>
      found.map((o) => o.getAttribute('aria-setsize')),
    )) {
      expect(setSize).toBe(String(countryNames.length));
    }
    await expectNoAxeViolations(page);

    // End: the last country gets focus, rendered and scrolled into view; the list still renders few.
    await page.keyboard.press('End');
    await expect.poll(() => focusedText(page)).toBe(lastCountry);
    const last = listbox.getByRole('option', { name: lastCountry, exact: true });
    expect(await last.getAttribute('aria-posinset')).toBe(String(countryNames.length));
    expect(await last.isVisible()).toBe(true);
    await expect.poll(() => options.count()).toBeLessThanOrEqual(mostRendered);
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    expect(await button.textContent()).toContain(lastCountry);
    expect(
      await page.locator('select[name="country"]').evaluate((select) => {
        const chosen = select as HTMLSelectElement;
        return chosen.options[chosen.selectedIndex]?.textContent;
      }),
    ).toBe(lastCountry);

    // Type-ahead in the open list reaches a country far from the one in view; a click picks it.
    await button.click();
    await expect.poll(() => focusedText(page)).toBe(lastCountry);
    await page.keyboard.type('Germ');
    await expect.poll(() => focusedText(page)).toBe('Germany');
    await listbox.getByRole('option', { name: 'Germany', exact: true }).click();
    await listbox.waitFor({ state: 'detached' });
    expect(await button.textContent()).toContain('Germany');
  });
});
