import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOptions, dayFromToday, dueNow, TEXT } from './support/bookingSteps';
import { useBrowser } from './support/useBrowser';

const query = (page: Page) => new URL(page.url()).searchParams;

describe('the booking flow sends visitors to the furthest step their progress allows', () => {
  const { openPage } = useBrowser();

  it('a deep link to the customer form with an empty draft lands on the options of its unit type', async () => {
    const { page } = await openPage('/1/unit-type/101/customer?lang=en');

    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    expect(query(page).get('lang')).toBe('en');
    expect(query(page).get('section')).toBe('moveInDate');
    await page.getByRole('heading', { level: 1, name: 'Options for Locker S' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your details' }).count()).toBe(0);
  });

  it('so does a deep link to the basket (mobile, Swedish)', async () => {
    const { page } = await openPage('/1/unit-type/103/options/basket?lang=sv', { viewport: 'mobile' });

    await page.waitForURL((url) => url.pathname === '/1/unit-type/103/options');
    expect(query(page).get('lang')).toBe('sv');
    await page.getByRole('heading', { level: 1, name: 'Alternativ för Förråd 10 m²' }).waitFor();
  });

  it('a unit type of another location is not found', async () => {
    const { page } = await openPage('/1/unit-type/201/options?lang=en');

    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });

  it('a reload keeps the draft: options, discount code and the step reached', async () => {
    const { page } = await openPage('/1/unit-type/101?lang=en');
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    await chooseOptions(page, {
      language: 'en',
      moveInDate: dayFromToday(1, 5),
      billingPeriod: 'Monthly, 12-month term',
      insurance: 'Plus cover',
    });
    await page.getByRole('link', { name: 'Continue to the basket' }).click();
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options/basket');
    await page.getByRole('button', { name: 'I have a discount code' }).click();
    await page.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Discount code WELCOME10 applied').waitFor();
    await expect.poll(() => dueNow(page, 'en')).toMatch(/^SEK /);
    const total = await dueNow(page, 'en');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/1/unit-type/101/options/basket');
    await page.getByText('Discount code WELCOME10 applied').waitFor();
    await expect.poll(() => dueNow(page, 'en')).toBe(total);

    // The customer form too: the draft (spec: no personal details in it) still allows it.
    await page.getByRole('link', { name: 'Continue to your details' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
    await page.reload();
    await page.getByRole('textbox', { name: 'First name', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/1/unit-type/101/customer');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
  });

  it('another location starts from an empty flow', async () => {
    const { page } = await openPage('/1/unit-type/101?lang=en');
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    await chooseOptions(page, {
      language: 'en',
      moveInDate: dayFromToday(1, 6),
      billingPeriod: 'Monthly',
      insurance: 'Basic cover',
    });
    await page.getByRole('link', { name: 'Continue to the basket' }).waitFor();

    // Same tab, another location: a deep link to its basket finds no progress there.
    await page.goto(new URL('/3/unit-type/302/options/basket?lang=en', page.url()).href);
    await page.waitForURL((url) => url.pathname === '/3/unit-type/302/options');
    await page.getByRole('heading', { level: 1, name: 'Options for Room 4 m²' }).waitFor();
    const day = page
      .getByRole('group', { name: TEXT.en.moveInDate })
      .getByRole('spinbutton', { name: /^day/ });
    expect(await day.getAttribute('aria-valuenow')).toBeNull();
    await page.getByText('Choose a move-in date and a billing period to see the price.').waitFor();
    expect(await page.getByRole('radiogroup', { name: 'Billing period' }).count()).toBe(0);
  });
});
