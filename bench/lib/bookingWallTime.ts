import { chromium } from 'playwright-core';
import { fillLockerSBooking, TEXT } from '../../e2e/support/bookingSteps';
import { completeCheckout } from '../../e2e/support/checkoutSteps';
import { storeCookieChoice } from '../../e2e/support/storeCookieChoice';
import { CHROMIUM_FLAGS, LOOPBACK_ONLY } from './lighthouse';

/**
 * The wall time of a complete booking as the checkout e2e test's first test does it (Locker S in
 * Stockholm, options, basket, customer form, the sandbox's card, signature and identity pages), from
 * opening the location page to the success page's heading, in a fresh desktop browser context.
 */
export async function measureBookingWallTime(options: {
  origin: string;
  chromiumPath: string;
}): Promise<{ seconds: number }> {
  const browser = await chromium.launch({
    executablePath: options.chromiumPath,
    headless: true,
    // Nothing leaves 127.0.0.1 (as in the e2e tests), without intercepting requests: routing every
    // request through Playwright adds its own delay to each of the flow's hundred or so requests.
    args: [...CHROMIUM_FLAGS, LOOPBACK_ONLY],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    // The stored cookie choice (necessary only) of the e2e tests' `openPage`: no consent dialog.
    await storeCookieChoice(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    const text = TEXT.en;

    const started = performance.now();
    await page.goto(`${options.origin}/1?lang=en`);
    // A new customer each time, as in the e2e test.
    await fillLockerSBooking(page, { lastName: 'Bench', email: `bench-${Date.now()}@example.com` });
    await page.getByRole('button', { name: text.submit }).click();
    await completeCheckout(page, 1);
    return { seconds: (performance.now() - started) / 1000 };
  } finally {
    await browser.close();
  }
}
