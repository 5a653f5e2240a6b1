import { describe, expect, it } from 'vitest';
import { chooseMoveInDate, chooseOptions, dayFromToday, TEXT } from '../support/bookingSteps';
import {
  CHECKOUT_TEXT as C,
  CARDS,
  createBasket,
  payWithCard,
  waitForCheckoutPage,
} from '../support/checkoutSteps';
import { overviewPath, signInFromLoginPage } from '../support/portalSteps';
import { useBrowser } from '../support/useBrowser';
import { axeAtBothWidths, holdRequests, LANGUAGES, waitForRoute, withLang } from './accessibilityRoutes';

/** The German names of the options this file picks (demo data of the sandbox). */
const OPTION_NAMES = {
  en: { billingPeriod: 'Monthly', insurance: 'Basic cover' },
  de: { billingPeriod: 'Monatlich', insurance: 'Basisschutz' },
  sv: { billingPeriod: 'Månadsvis', insurance: 'Grundskydd' },
} as const;

/**
 * The checkout's basket: Oslo's "Room 7 m²" (202, three units), which no other e2e file books; it
 * goes through every step to a booking, so it takes one unit for good.
 */
const CHECKOUT_BOOKING = { locationId: 2, unitTypeId: 202 } as const;

describe('accessibility: axe-core (WCAG 2.2 A and AA) on every route of spec section 2, at 360 and 1280 px, in English and German', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: {} });

  it('booking flow, error and sign-in pages: no route shuts out a screen reader or keyboard user at either width or language', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    const { page } = await openPage('/1?lang=en');
    /** Opens a route and checks it (`redirectOnly`: only that it lands on `landing`, checked elsewhere). */
    const visit = async (path: string, landing: string | RegExp, language: string, redirectOnly = false) => {
      await page.goto(new URL(withLang(path, language), origin()).href);
      await waitForRoute(page, landing, language);
      if (redirectOnly) return;
      checked.push(`${language} ${path}`);
      await axeAtBothWidths(page, `${language} ${path}`, failures);
    };

    for (const language of LANGUAGES) {
      const text = TEXT[language];
      // Unit selection (also filtered by a category: the same page), a pre-selected unit type.
      await visit('/1', '/1', language);
      await page.getByRole('region', { name: text.unitTypeList, exact: true }).waitFor();
      await visit('/1?unitTypeCategoryId=12', '/1', language, true);
      await visit('/1/unit-type/102', '/1/unit-type/102/options', language, true);
      await page.getByRole('heading', { level: 1, name: text.optionsTitle('Storage room 5 m²') }).waitFor();

      // A sold-out type: its date leads to the not-available page.
      // (With a date already in the draft, the options page goes there by itself.)
      await page.goto(new URL(withLang('/1/unit-type/104/options', language), origin()).href);
      await waitForRoute(page, /^\/1\/unit-type\/104\/options/, language);
      if (!new URL(page.url()).pathname.includes('/not-available/')) {
        await chooseMoveInDate(page, dayFromToday(1, language === 'en' ? 6 : 7), language);
      }
      await waitForRoute(page, /^\/1\/unit-type\/104\/options\/not-available\/[\d-]+$/, language);
      await page.getByRole('heading', { level: 1, name: text.notAvailableTitle }).waitFor();
      checked.push(`${language} not available`);
      await axeAtBothWidths(page, `${language} not available`, failures);

      // The basket and the customer form need options chosen: a draft of 102 (nothing is booked).
      await visit('/1/unit-type/102/options?section=insurance', '/1/unit-type/102/options', language, true);
      await chooseOptions(page, {
        language,
        moveInDate: dayFromToday(1, language === 'en' ? 10 : 12),
        billingPeriod: OPTION_NAMES[language].billingPeriod,
        insurance: OPTION_NAMES[language].insurance,
      });
      checked.push(`${language} options with a date, a plan and an insurance chosen`);
      await axeAtBothWidths(page, `${language} options, chosen`, failures);
      await visit('/1/unit-type/102/options/basket', '/1/unit-type/102/options/basket', language);
      await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
      // "Continue an earlier flow" lands on the furthest step the draft allows: the customer form.
      await visit('/1/continue', '/1/unit-type/102/customer', language, true);
      await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
      // The form sent empty: the error messages are checked with it.
      await page.getByRole('button', { name: text.submit }).click();
      await page
        .getByRole('textbox', { name: text.firstName, exact: true })
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();
      checked.push(`${language} customer form with errors`);
      await axeAtBothWidths(page, `${language} customer form with errors`, failures);

      // Pages without a basket or a booking of this tab.
      await visit('/1/already-booked', '/1/already-booked', language);
      await visit('/1/checkout', '/1/checkout/session-ended', language, true);
      await visit('/1/checkout/session-ended', '/1/checkout/session-ended', language);
      await visit('/1/esignature-signed', '/1/esignature-signed', language);
      await visit('/customer-portal/redirect/id-check', '/customer-portal/redirect/id-check', language);

      // Error pages: not found (also the catch-all and a malformed id), server error, forbidden.
      await visit('/404', '/404', language);
      await page.getByRole('heading', { level: 1, name: text.notFound }).waitFor();
      await visit('/no/such/page', '/no/such/page', language, true);
      await visit('/1/unit-type/abc', '/1/unit-type/abc', language, true);
      await visit('/server-error', '/server-error', language);
      await visit('/forbidden', '/forbidden', language);

      // Signing in and out (the identity server's own pages are not the product's).
      await visit('/login', '/login', language);
      await visit('/logout', /^\/(logout|login)$/, language);
      await visit('/auth', /^\/(auth|login)$/, language);
    }

    // The cookie consent dialog of a first visit, over the unit selection.
    for (const language of LANGUAGES) {
      const first = await openPage(withLang('/1', language), { consent: 'unseen' });
      await first.page.getByRole('dialog').waitFor();
      await first.page.waitForLoadState('networkidle');
      checked.push(`${language} consent dialog`);
      await axeAtBothWidths(first.page, `${language} consent dialog`, failures);
    }

    expect(failures).toEqual([]);
    expect(checked).toHaveLength(2 * 15 + 2);
  }, 300_000);

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

  it('customer portal: the overview of each location, shared access, the payment update and its return and the cancel dialog are usable with assistive technology', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    const { page } = await openPage('/login?lang=en');
    await signInFromLoginPage(page);
    const visit = async (path: string, landing: string | RegExp, language: string, redirectOnly = false) => {
      await page.goto(new URL(withLang(path, language), origin()).href);
      await waitForRoute(page, landing, language);
      if (redirectOnly) return;
      checked.push(`${language} ${path}`);
      await axeAtBothWidths(page, `${language} ${path}`, failures);
    };
    const cancelLabel = { en: 'Cancel booking', de: 'Buchung kündigen' } as const;

    for (const language of LANGUAGES) {
      await visit('/customer-portal', /^\/customer-portal\/account-overview(\/\d+)?$/, language, true);
      await visit(overviewPath(), /^\/customer-portal\/account-overview(\/\d+)?$/, language, true);
      await visit(overviewPath(2), overviewPath(2), language);
      await visit(overviewPath(1), overviewPath(1), language);
      // The cancel dialog, opened and left without cancelling.
      await page
        .getByRole('button', { name: cancelLabel[language as 'en' | 'de'] })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      await page.waitForLoadState('networkidle');
      checked.push(`${language} cancel dialog`);
      await axeAtBothWidths(page, `${language} cancel dialog`, failures);
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });

      await visit(`${overviewPath(1)}/shared-access`, `${overviewPath(1)}/shared-access`, language);
      // The return of a card that was not saved (no provider answer on the address).
      await visit(
        `${overviewPath(1)}/payment/update/verify`,
        `${overviewPath(1)}/payment/update/verify`,
        language,
      );
      // The update page while it opens the provider's card page (the setup intent held back).
      const hold = await holdRequests(page, (url) => url.pathname.endsWith('/setup-intent'));
      await page.goto(new URL(withLang(`${overviewPath(1)}/payment/update`, language), origin()).href);
      await page.locator('h1').first().waitFor();
      await expect.poll(hold.held).toBe(1);
      checked.push(`${language} payment update`);
      await axeAtBothWidths(page, `${language} payment update`, failures);
      await page.goto(new URL(withLang(overviewPath(1), language), origin()).href);
      await hold.release();
    }

    expect(failures).toEqual([]);
    expect(checked).toHaveLength(2 * 6);
  }, 300_000);
});
