import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_TEXT as C,
  CARDS,
  createBasket,
  payWithCard,
  waitForCheckoutPage,
} from '../support/checkoutSteps';
import { useBrowser } from '../support/useBrowser';
import { axeAtBothWidths, holdRequests, waitForRoute, withLang } from './accessibilityRoutes';

/**
 * The checkout's basket: Oslo's "Room 7 m²" (202, three units), which no other e2e file books; it
 * goes through every step to a booking, so it takes one unit for good.
 */
const CHECKOUT_BOOKING = { locationId: 2, unitTypeId: 202 } as const;

describe('accessibility: axe-core (WCAG 2.2 A and AA), checkout steps and provider returns (spec section 2), at 360 and 1280 px, in English and German', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: {} });

  it('checkout: every step, provider return and result page a paying customer passes is usable with assistive technology', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    const location = CHECKOUT_BOOKING.locationId;
    const step = (name: string) => `/${location}/checkout/step/${name}`;
    const basketId = await createBasket(origin(), CHECKOUT_BOOKING.locationId, {
      unitTypeId: CHECKOUT_BOOKING.unitTypeId,
    });
    const { page } = await openPage(`/${location}/checkout/${basketId}?lang=en`);
    await waitForCheckoutPage(page, step('payment'), C.paymentTitle);

    /** Checks the current route in German, then in English (the language the steps are driven in). */
    const bothLanguages = async (path: string, query = '') => {
      for (const language of ['de', 'en']) {
        await page.goto(new URL(withLang(`${path}${query}`, language), origin()).href);
        await waitForRoute(page, path, language);
        checked.push(`${language} ${path}${query}`);
        await axeAtBothWidths(page, `${language} ${path}${query}`, failures);
      }
    };

    /**
     * A provider step (e-signature, identity check): checked, then cancelled on the provider's page,
     * started again and left to expire there; each side state is checked in both languages.
     */
    const cancelThenExpire = async (provider: {
      step: string;
      title: string;
      start: string;
      cancel: string;
      cancelled: [step: string, title: string];
      restart: string;
      expired: [step: string, title: string];
    }) => {
      await waitForCheckoutPage(page, step(provider.step), provider.title);
      await bothLanguages(step(provider.step));
      await page.getByRole('button', { name: provider.start }).click();
      await page.getByRole('button', { name: provider.cancel }).click();
      await waitForCheckoutPage(page, step(provider.cancelled[0]), provider.cancelled[1]);
      await bothLanguages(step(provider.cancelled[0]));
      await page.getByRole('button', { name: provider.restart }).click();
      await page.getByRole('button', { name: 'Let the session expire' }).click();
      await waitForCheckoutPage(page, step(provider.expired[0]), provider.expired[1]);
      await bothLanguages(step(provider.expired[0]));
    };

    await bothLanguages(step('payment'));
    await bothLanguages(step('payment'), '?reason=payment-declined');
    await page.getByRole('alert').filter({ hasText: C.cardDeclined }).waitFor();

    // A card that needs 3-D Secure: the customer leaves its page and comes back to payment-verify.
    await page.getByRole('link', { name: C.continueToPayment }).click();
    await payWithCard(page, CARDS.requiresVerification);
    await page.getByRole('heading', { level: 1, name: 'Verify your payment' }).waitFor();
    const threeDSecure = page.url();
    await bothLanguages(step('payment-verify'));
    await page.goto(threeDSecure);
    await page.getByRole('button', { name: 'Complete verification' }).click();

    await cancelThenExpire({
      step: 'e-signature',
      title: C.eSignatureTitle,
      start: C.continueToSigning,
      cancel: 'Cancel signing',
      cancelled: ['e-signature-cancelled', C.signatureCancelled],
      restart: C.signAgain,
      expired: ['e-signature-expired', C.signatureExpired],
    });

    // A provider's return while the server reads the outcome (held back; an unknown session changes nothing).
    await page.getByRole('button', { name: C.signAgain }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign your rental agreement' }).waitFor();
    const signingPage = page.url();
    for (const language of ['de', 'en']) {
      const hold = await holdRequests(
        page,
        (url, method) => method === 'POST' && url.pathname.endsWith('/e-signature/return'),
      );
      const path = `/${location}/checkout/esignature/${basketId}`;
      await page.goto(new URL(withLang(`${path}?session=unused`, language), origin()).href);
      await page.locator('h1').first().waitFor();
      await expect.poll(hold.held).toBe(1);
      checked.push(`${language} ${path} (checking)`);
      await axeAtBothWidths(page, `${language} ${path} (checking)`, failures);
      await hold.release();
    }
    await page.goto(signingPage);
    await page.getByRole('button', { name: 'Sign the agreement' }).click();

    await cancelThenExpire({
      step: 'id-check',
      title: C.idCheckTitle,
      start: C.continueToIdCheck,
      cancel: 'Cancel',
      cancelled: ['id-check-cancelled', C.idCheckCancelled],
      restart: C.restartIdCheck,
      expired: ['id-check-expired', C.idCheckExpired],
    });

    // A manual review, which the sandbox passes after a few seconds: the server's in-progress state
    // is recorded and answered again to the page's polls while the page is checked in both
    // languages, then the real state lets the page move on.
    let inProgressState: string | null = null;
    let replayInProgress = false;
    await page.route(
      (url) => url.pathname === `/v1/checkout/${basketId}`,
      async (route) => {
        if (route.request().method() !== 'GET') return route.fallback();
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('"id-check-in-progress"')) inProgressState = body;
        await route.fulfill({ response, body: replayInProgress && inProgressState ? inProgressState : body });
      },
    );
    await page.getByRole('button', { name: C.restartIdCheck }).click();
    await page.getByRole('button', { name: 'Send for manual review' }).click();
    await waitForCheckoutPage(page, step('id-check-in-progress'), C.idCheckInProgress);
    await expect.poll(() => inProgressState !== null).toBe(true);
    replayInProgress = true;
    for (const language of ['en', 'de']) {
      if (language !== 'en') {
        await page.goto(new URL(withLang(step('id-check-in-progress'), language), origin()).href);
      }
      await waitForRoute(page, step('id-check-in-progress'), language);
      checked.push(`${language} ${step('id-check-in-progress')}`);
      await axeAtBothWidths(page, `${language} ${step('id-check-in-progress')}`, failures);
      expect(new URL(page.url()).pathname).toBe(step('id-check-in-progress'));
    }
    // The review passes; the booking being created (its request held), then the success page.
    const creating = await holdRequests(
      page,
      (url, method) => method === 'POST' && url.pathname === `/v1/checkout/${basketId}/booking`,
    );
    replayInProgress = false;
    await page.waitForURL((url) => url.pathname === step('create-booking'), { timeout: 20_000 });
    await expect.poll(creating.held, { timeout: 15_000 }).toBe(1);
    await page.locator('h1').first().waitFor();
    checked.push(`de ${step('create-booking')}`);
    await axeAtBothWidths(page, `de ${step('create-booking')}`, failures);
    await creating.release();
    await page.waitForURL((url) => url.pathname === `/${location}/checkout/success`);
    const success = new URL(page.url());
    await bothLanguages(success.pathname, `?i=${success.searchParams.get('i') ?? ''}`);

    // The completed basket once more: already booked.
    for (const language of ['de', 'en']) {
      await page.goto(new URL(withLang(`/${location}/checkout/${basketId}`, language), origin()).href);
      await waitForRoute(page, `/${location}/already-booked`, language);
      checked.push(`${language} /${location}/checkout/${basketId}`);
      await axeAtBothWidths(page, `${language} /${location}/checkout/${basketId}`, failures);
    }

    expect(failures).toEqual([]);
    expect(checked).toHaveLength(2 * 13 + 1);
  }, 300_000);
});
