import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLockerSBooking, TEXT } from '../support/bookingSteps';
import {
  CHECKOUT_TEXT as C,
  CARDS,
  createBasket,
  payWithCard,
  serverStep,
  waitForCheckoutPage,
} from '../support/checkoutSteps';
import { useBrowser } from '../support/useBrowser';

const step = (locationId: number, name: string) => `/${locationId}/checkout/step/${name}`;

const isPost = (request: Request, pattern: RegExp) =>
  request.method() === 'POST' && pattern.test(new URL(request.url()).pathname);

/** The baskets the booking form's submissions (`POST /v1/booking`) answered with, in order. */
function watchBasketSubmissions(page: Page) {
  const keys: string[] = [];
  const baskets: number[] = [];
  page.on('request', (request) => {
    if (isPost(request, /^\/v1\/booking$/)) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  page.on('response', async (response) => {
    if (!isPost(response.request(), /^\/v1\/booking$/)) return;
    const body = (await response.json().catch(() => ({}))) as { data?: { basketId?: number } };
    if (body.data?.basketId !== undefined) baskets.push(body.data.basketId);
  });
  return { keys, baskets };
}

describe('security: one booking however often it is submitted', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: {} });

  it('a double click on "Continue to checkout" submits the customer form once: one basket, one checkout', async () => {
    const { page } = await openPage('/1?lang=en');
    await fillLockerSBooking(page, { lastName: 'Double', email: `e2e-double-${Date.now()}@example.com` });
    const submissions = watchBasketSubmissions(page);
    await page.getByRole('button', { name: TEXT.en.submit }).dblclick();
    await waitForCheckoutPage(page, step(1, 'payment'), C.paymentTitle);
    expect(new Set(submissions.keys).size).toBe(1);
    expect(new Set(submissions.baskets).size).toBe(1);
  });

  it('Enter pressed twice in the customer form submits it once', async () => {
    const { page } = await openPage('/1?lang=en');
    await fillLockerSBooking(page, { lastName: 'Enter', email: `e2e-enter-${Date.now()}@example.com` });
    const submissions = watchBasketSubmissions(page);
    await page.getByRole('textbox', { name: 'City' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await waitForCheckoutPage(page, step(1, 'payment'), C.paymentTitle);
    expect(new Set(submissions.keys).size).toBe(1);
    expect(new Set(submissions.baskets).size).toBe(1);
  });

  it('the same checkout creating its booking in two tabs at once makes one booking, shown in both', async () => {
    const basketId = await createBasket(origin(), 2);
    const { page, context } = await openPage(`/2/checkout/${basketId}?lang=en`);
    await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    await page.getByRole('link', { name: C.continueToPayment }).click();
    await payWithCard(page, CARDS.success);
    await waitForCheckoutPage(page, step(2, 'e-signature'), C.eSignatureTitle);

    // Hold the first tab's booking request until the second tab has sent its own.
    const bookingCreations: { status: number; bookingId?: number }[] = [];
    let releaseFirst: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let held = false;
    await context.route(
      (url) => url.pathname === `/v1/checkout/${basketId}/booking`,
      async (route) => {
        if (!held) {
          held = true;
          await firstHeld;
        }
        const response = await route.fetch();
        const body = (await response.json().catch(() => ({}))) as { data?: { bookingId?: number } };
        bookingCreations.push({ status: response.status(), bookingId: body.data?.bookingId });
        await route.fulfill({ response });
      },
    );
    await page.getByRole('button', { name: C.continueToSigning }).click();
    await page.getByRole('button', { name: 'Sign the agreement' }).click();
    await waitForCheckoutPage(page, step(2, 'id-check'), C.idCheckTitle);
    await page.getByRole('button', { name: C.continueToIdCheck }).click();
    await page.getByRole('button', { name: 'Verify my identity' }).click();
    await expect.poll(() => held).toBe(true);

    const second = await context.newPage();
    await second.goto(`${origin()}/2/checkout/${basketId}?lang=en`);
    await expect.poll(() => bookingCreations.length).toBe(1);
    releaseFirst();
    await expect.poll(() => bookingCreations.length).toBe(2);

    for (const tab of [page, second]) {
      await tab
        .getByRole('heading', { level: 1, name: new RegExp(`${C.bookingConfirmed}|${C.alreadyBooked}`) })
        .waitFor();
    }
    const created = bookingCreations.filter((creation) => creation.bookingId !== undefined);
    expect(new Set(created.map((creation) => creation.bookingId)).size).toBe(1);
    expect(await serverStep(origin(), basketId)).toBe('success');
  });

  it('a payment return claiming success for a declined card shows what the server recorded: declined, still at payment', async () => {
    const basketId = await createBasket(origin(), 2);
    const { page } = await openPage(`/2/checkout/${basketId}?lang=en`);
    await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    // The provider's return is rewritten on its way to claim success, as a tampering visitor would.
    const claims: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith('/sandbox-providers/payment/'),
      async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        const response = await route.fetch({ maxRedirects: 0 });
        const location = response.headers().location;
        if (!location) return route.fulfill({ response });
        const forged = new URL(location, origin());
        forged.searchParams.set('redirect_status', 'succeeded');
        forged.searchParams.set('status', 'paid');
        claims.push(forged.href);
        return route.fulfill({ status: 303, headers: { location: forged.href } });
      },
    );
    await page.getByRole('link', { name: C.continueToPayment }).click();
    await payWithCard(page, CARDS.declined);
    await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    expect(claims).toHaveLength(1);
    await page.getByRole('alert').filter({ hasText: C.cardDeclined }).waitFor();
    expect(await serverStep(origin(), basketId)).toBe('payment');

    // The same return again: the server has already recorded it, nothing moves on.
    await page.goto(claims[0] ?? '');
    await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    await page.getByRole('link', { name: C.continueToPayment }).waitFor();
    expect(await serverStep(origin(), basketId)).toBe('payment');
  });

  it('a provider return out of order (signature and identity returns before payment) moves nothing on and books nothing', async () => {
    const basketId = await createBasket(origin(), 2);
    const { page, apiRequests } = await openPage(`/2/checkout/${basketId}?lang=en`);
    await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    for (const path of [`/2/checkout/esignature/${basketId}`, `/2/checkout/id-check/${basketId}`]) {
      await page.goto(`${origin()}${path}?lang=en&session=forged-session`);
      await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    }
    await page.goto(`${origin()}${step(2, 'create-booking')}?lang=en`);
    await waitForCheckoutPage(page, step(2, 'payment'), C.paymentTitle);
    expect(apiRequests().filter((path) => path.endsWith('/booking'))).toEqual([]);
    expect(await serverStep(origin(), basketId)).toBe('payment');
  });
  it('a provider return for another basket changes neither basket and resumes the own checkout', async () => {
    const own = await createBasket(origin(), 3);
    const other = await createBasket(origin(), 3);
    const { page } = await openPage(`/3/checkout/${own}?lang=en`);
    await page.getByRole('link', { name: C.continueToPayment }).click();
    await payWithCard(page, CARDS.success);
    await waitForCheckoutPage(page, step(3, 'e-signature'), C.eSignatureTitle);
    await page.getByRole('button', { name: C.continueToSigning }).click();
    // At the provider: take the signing session's id, then return with it under the other basket's id.
    await page.getByRole('heading', { level: 1, name: 'Sign your rental agreement' }).waitFor();
    const session = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(`${origin()}/3/checkout/esignature/${other}?lang=en&session=${session}`);

    await waitForCheckoutPage(page, step(3, 'e-signature'), C.eSignatureTitle);
    await page.getByRole('alert').filter({ hasText: C.foreignSession }).waitFor();
    expect(await serverStep(origin(), own)).toBe('e-signature');
    expect(await serverStep(origin(), other)).toBe('payment');
  });
});
