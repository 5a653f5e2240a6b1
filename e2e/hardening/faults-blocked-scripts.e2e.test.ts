import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillBookingUpToSubmit, TEXT } from '../support/bookingSteps';
import { CHECKOUT_TEXT, waitForCheckoutPage } from '../support/checkoutSteps';
import { useBrowser } from '../support/useBrowser';

/** The third-party and lazily loaded scripts a blocker (an ad blocker, a company proxy) may stop. */
const BLOCKED = {
  /** The tag manager (and analytics) scripts, loaded after marketing consent. */
  tagManager: (url: URL) =>
    url.hostname === 'www.googletagmanager.com' || url.hostname === 'www.google-analytics.com',
  /** Stripe.js, loaded when the payment step shows Stripe's card form. */
  stripe: (url: URL) => url.hostname === 'js.stripe.com' || url.hostname.endsWith('.stripe.com'),
  /** Error reporting: its chunk (@sentry/browser) and the envelopes it would send. */
  errorReporting: (url: URL) =>
    /^\/assets\/errorReporting-[\w-]+\.js$/.test(url.pathname) ||
    /^\/api\/\d+\/envelope\/?$/.test(url.pathname),
  /** The bot check (the sandbox's stand-in for reCAPTCHA). */
  captcha: (url: URL) => url.pathname.startsWith('/sandbox-providers/captcha/'),
} as const;

type Blocked = keyof typeof BLOCKED;

/**
 * Blocks each kind of script in `kinds` for the page (answered as a blocker does: the request
 * fails), and lists the URLs it stopped per kind. Route handlers of the page take precedence over
 * the test's block of other hosts, so these are not counted as requests that left 127.0.0.1.
 */
async function blockScripts(page: Page, kinds: Blocked[]) {
  const stopped: Record<Blocked, string[]> = { tagManager: [], stripe: [], errorReporting: [], captcha: [] };
  const active = new Set(kinds);
  for (const kind of kinds) {
    await page.route(
      (url) => BLOCKED[kind](url),
      (route) => {
        if (!active.has(kind)) return route.fallback();
        stopped[kind].push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
  }
  return { stopped, unblock: (kind: Blocked) => active.delete(kind) };
}

/**
 * The API chose Stripe for this payment (the sandbox always chooses its own card page): the answer
 * of `POST /checkout/{basketId}/payment` with Stripe's fields.
 */
async function answerWithStripe(page: Page): Promise<void> {
  await page.route(
    (url) => /^\/v1\/checkout\/\d+\/payment$/.test(url.pathname),
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      return route.fulfill({
        response,
        json: {
          data: {
            ...body.data,
            provider: 'stripe',
            clientSecret: 'pi_e2e_blocked_secret_e2e',
            publishableKey: 'pk_test_e2e_blocked',
            redirectUrl: null,
          },
        },
      });
    },
  );
}

/** Room 8 m² in Berlin: booked by no other test file. */
const LOCATION_ID = 3;
const UNIT_TYPE_ID = 303;

describe('faults: payment, bot check, tag manager and error reporting scripts blocked', () => {
  const { openPage, origin } = useBrowser({ sandboxEnv: {} });

  it('a visitor whose blocker stops third-party scripts still books up to payment, where the card form fails recoverably', async () => {
    const { page } = await openPage('about:blank', { consent: 'unseen' });
    const blocked = await blockScripts(page, ['tagManager', 'stripe', 'errorReporting', 'captcha']);
    await answerWithStripe(page);
    await page.goto(new URL(`/${LOCATION_ID}?lang=en`, origin()).href);

    // Marketing consent: the location's tag manager is asked for, and blocked.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => blocked.stopped.tagManager.length).toBeGreaterThan(0);

    // The unit list, options, basket and customer form work without those scripts.
    const text = TEXT.en;
    await fillBookingUpToSubmit(page, {
      locationId: LOCATION_ID,
      unitType: { id: UNIT_TYPE_ID, name: 'Room 8 m²' },
      moveInInDays: 22,
      visitor: {
        firstName: 'Blocked',
        lastName: 'Scripts',
        street: 'Teststraße 3',
        zip: '10115',
        city: 'Berlin',
        email: `e2e-blocked-scripts-${Date.now()}@example.com`,
        phoneNumber: '301234567',
      },
    });
    // Error reporting never loaded: its chunk was asked for and stopped.
    expect(blocked.stopped.errorReporting.length).toBeGreaterThan(0);

    // Without a bot check the booking cannot be sent: the form says so and keeps what was typed.
    await page.getByRole('button', { name: text.submit }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your booking could not be sent. Please try again.' })
      .waitFor();
    expect(blocked.stopped.captcha.length).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe(`/${LOCATION_ID}/unit-type/${UNIT_TYPE_ID}/customer`);
    expect(await page.getByRole('textbox', { name: text.email, exact: true }).inputValue()).toMatch(
      /^e2e-blocked-scripts-/,
    );

    // The bot check is reachable again: sending again reaches the payment step.
    blocked.unblock('captcha');
    await page.getByRole('button', { name: text.submit }).click();
    await waitForCheckoutPage(page, `/${LOCATION_ID}/checkout/step/payment`, CHECKOUT_TEXT.paymentTitle);

    // Stripe.js is blocked: the card form's error and a retry, not an endless "Loading".
    const loadError = page
      .getByRole('alert')
      .filter({ hasText: 'The card form could not be loaded. Please check your connection and try again.' });
    await loadError.waitFor();
    expect(blocked.stopped.stripe.length).toBeGreaterThan(0);
    const attempts = blocked.stopped.stripe.length;
    await page.getByRole('button', { name: 'Try again' }).click();
    // The retry asks for Stripe.js again (still blocked) and says so again.
    await expect.poll(() => blocked.stopped.stripe.length).toBeGreaterThan(attempts);
    await loadError.waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Loading the secure card form…' }).count()).toBe(
      0,
    );
  });
});
