import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFreeUnits } from '../src/domain/availability';
import {
  actAtProvider,
  bookingBody,
  CARDS,
  type CheckoutState,
  checkoutCall,
  checkoutState,
  completeCheckout,
  createBasket,
  enterCard,
  locationParam,
  ORIGIN,
  pay,
  postForm,
  reportReturn,
  returnUrls,
} from './support/bookingFlow';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

async function ok(response: Response, status = 200): Promise<CheckoutState> {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.data;
}

async function problem(response: Response, status: number) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.error;
}

/** Everything that a checkout call could have written for a basket, to show that nothing changed. */
async function snapshot(basketId: number) {
  const basket = await sandbox.db
    .selectFrom('basket')
    .select(['step', 'expires_at', 'booking_id', 'updated_at'])
    .where('id', '=', String(basketId))
    .executeTakeFirstOrThrow();
  const sessions = await sandbox.db
    .selectFrom('provider_session')
    .select(['id', 'status', 'used', 'return_url'])
    .where('basket_id', '=', String(basketId))
    .orderBy('id')
    .execute();
  const bookings = await sandbox.db.selectFrom('booking').select('id').orderBy('id').execute();
  return { basket, sessions, bookings };
}

async function createBooking(basketId: number, key?: string) {
  return checkoutCall(sandbox, basketId, '/booking', undefined, key ? { 'Idempotency-Key': key } : {});
}

describe('checkout through every step', () => {
  it('Stockholm: payment, e-signature, identity check and booking, with every row written', async () => {
    const body = bookingBody(1, {
      insuranceId: 101,
      insuranceBillingPeriodId: 1011,
      oneTimeItems: [{ productId: 111, quantity: 2 }],
      recurringItems: [{ recurringProductId: 113, quantity: 1 }],
      discountCode: 'WELCOME10',
      firstname: 'Stina',
      lastname: 'Berg',
    });
    const basketId = await createBasket(sandbox, body);
    const freeBefore = await countFreeUnits(sandbox.db, 101, body.moveInDate, sandbox.config.now());

    // Payment: the hosted page with the success card, then back to the payment-verify route.
    const started = await checkoutCall(sandbox, basketId, '/payment', {
      returnUrl: returnUrls(1, basketId).payment,
    });
    const session = (await started.json()).data;
    expect(session).toMatchObject({
      provider: 'sandbox',
      intentType: 'payment',
      clientSecret: null,
      publishableKey: null,
      currency: 'SEK',
    });
    expect(session.redirectUrl).toMatch(new RegExp(`^${ORIGIN}/sandbox-providers/payment/pay_`));
    const price = (await checkoutState(sandbox, basketId)).dueNow;
    expect(session.amount).toBe(price);
    // Asking again returns the same open session.
    const again = (
      await (
        await checkoutCall(sandbox, basketId, '/payment', { returnUrl: returnUrls(1, basketId).payment })
      ).json()
    ).data;
    expect(again.redirectUrl).toBe(session.redirectUrl);

    const cardPage = await sandbox.api(new URL(session.redirectUrl).pathname);
    expect(cardPage.status).toBe(200);
    const paid = await postForm(sandbox, session.redirectUrl, {
      action: 'pay',
      cardNumber: CARDS.success,
      expiry: '08/29',
      cvc: '123',
      holderName: 'Stina Berg',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('Location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(returnUrls(1, basketId).payment);
    const reference = locationParam(paid, 'paymentReference');
    expect(locationParam(paid, 'session')).toBe(reference);
    const afterPayment = await ok(
      await checkoutCall(sandbox, basketId, '/payment/verify', { paymentReference: reference }),
    );
    expect(afterPayment.step).toBe('e-signature');

    const signed = await actAtProvider(sandbox, basketId, 1, 'e-signature', 'sign');
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', signed))).step).toBe('id-check');
    const verified = await actAtProvider(sandbox, basketId, 1, 'id-check', 'pass');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', verified))).step).toBe(
      'create-booking',
    );

    const created = await createBooking(basketId);
    const result = (await created.json()).data;
    expect(created.status).toBe(201);
    expect(created.headers.get('Idempotent-Replayed')).toBeNull();
    const state = await checkoutState(sandbox, basketId);
    expect(state).toMatchObject({ step: 'success', bookingId: result.bookingId });

    // The rows behind the answer.
    const booking = await sandbox.db
      .selectFrom('booking')
      .selectAll()
      .where('id', '=', result.bookingId)
      .executeTakeFirstOrThrow();
    const basket = await sandbox.db
      .selectFrom('basket')
      .selectAll()
      .where('id', '=', String(basketId))
      .executeTakeFirstOrThrow();
    // An anonymous caller is told no customer id; the booking is on a new account for the email.
    expect(result.customerId).toBeNull();
    expect(booking).toMatchObject({
      location_id: 1,
      unit_id: basket.unit_id,
      unit_type_id: 101,
      billing_period_id: 1011,
      insurance_id: 101,
      move_in_date: body.moveInDate,
      end_date: null,
      currency_code: 'SEK',
    });
    expect(String(booking.basket_id)).toBe(String(basketId));
    expect(Number(booking.recurring_amount)).toBe(state.recurringAmount);
    expect(booking.discount).toMatchObject({
      code: 'WELCOME10',
      discountType: 'percentage',
      discountValue: 10,
    });
    const products = await sandbox.db
      .selectFrom('booking_product')
      .selectAll()
      .where('booking_id', '=', result.bookingId)
      .orderBy('product_id')
      .execute();
    expect(products.map((product) => [product.product_id, product.quantity, Number(product.amount)])).toEqual(
      [
        [111, 2, 298],
        [113, 1, 49],
      ],
    );
    const invoice = await sandbox.db
      .selectFrom('invoice')
      .selectAll()
      .where('id', '=', result.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      booking_id: result.bookingId,
      customer_id: booking.customer_id,
      location_id: 1,
      status: 'paid',
      issue_date: TEST_TODAY,
      currency_code: 'SEK',
    });
    expect(Number(invoice.amount)).toBe(state.dueNow);
    expect(Number(invoice.amount_due)).toBe(0);
    const customer = await sandbox.db
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', booking.customer_id)
      .executeTakeFirstOrThrow();
    expect(customer).toMatchObject({
      guest: false,
      password_hash: null,
      language: 'sv',
      tenant_id: 1,
      customer_type: 'private',
      email: body.email,
      firstname: 'Stina',
      lastname: 'Berg',
      phone_prefix: '+46',
      phone_number: body.phoneNumber,
      street: body.street,
      city: body.city,
      postal_code: body.postalCode,
      country_id: 1,
    });
    const card = await sandbox.db
      .selectFrom('payment_method')
      .selectAll()
      .where('customer_id', '=', customer.id)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      exp_month: 8,
      exp_year: 2029,
      status: 'valid',
    });
    const payment = await sandbox.db
      .selectFrom('provider_session')
      .select('status')
      .where('id', '=', reference)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('captured');
    const unit = await sandbox.db
      .selectFrom('unit')
      .selectAll()
      .where('id', '=', basket.unit_id)
      .executeTakeFirstOrThrow();
    expect(unit.held_by_basket_id).toBeNull();
    // The booking keeps the unit: it stays taken after the basket's hold time.
    sandbox.advance((sandbox.config.holdMinutes + 1) * 60_000);
    expect(await countFreeUnits(sandbox.db, 101, body.moveInDate, sandbox.config.now())).toBe(freeBefore);
    expect((await checkoutState(sandbox, basketId)).step).toBe('success');

    // The result data matches.
    const read = await ok(await checkoutCall(sandbox, basketId, '/result'));
    expect(read).toEqual(result);
    expect(result).toEqual({
      basketId,
      bookingId: booking.id,
      customerId: null,
      invoiceId: invoice.id,
      locationId: 1,
      unitType: { id: 101, name: 'Locker S' },
      unitName: unit.name,
      moveInDate: body.moveInDate,
      email: body.email,
      currency: 'SEK',
      dueNow: state.dueNow,
      recurringAmount: state.recurringAmount,
      moveIn: expect.objectContaining({ unitName: unit.name, moveInDate: body.moveInDate }),
    });
    // Unit type names follow Content-Language.
    const swedish = await sandbox.api(`/v1/checkout/${basketId}/result`, {
      headers: { 'Content-Language': 'sv' },
    });
    expect((await swedish.json()).data.unitType.name).toBe('Förråd S');

    // A second create without a key: wrong-step at success, nothing new.
    const bookings = await sandbox.db.selectFrom('booking').select('id').execute();
    const repeat = await problem(await createBooking(basketId), 409);
    expect(repeat).toMatchObject({ code: 'wrong-step', currentStep: 'success' });
    expect(await sandbox.db.selectFrom('booking').select('id').execute()).toHaveLength(bookings.length);
  });

  it('Oslo: a card that needs verification, a cancelled e-signature and an identity check in progress', async () => {
    const basketId = await createBasket(sandbox, bookingBody(2));

    const { page, redirectUrl } = await enterCard(sandbox, basketId, 2, CARDS.verify);
    // The card asks for 3-D Secure: the browser stays at the provider.
    expect(page.status).toBe(303);
    expect(page.headers.get('Location')).toBe(new URL(redirectUrl).pathname);
    const challenge = await (await sandbox.api(new URL(redirectUrl).pathname)).text();
    expect(challenge).toContain('<h1>Verify your payment</h1>');
    const reference = new URL(redirectUrl).pathname.split('/').pop() ?? '';

    // Verifying before the customer finished waits at payment-verify.
    const waiting = await ok(
      await checkoutCall(sandbox, basketId, '/payment/verify', { paymentReference: reference }),
    );
    expect(waiting.step).toBe('payment-verify');
    // A customer who left the challenge gets the same open session back, to finish it.
    const reopened = (await ok(
      await checkoutCall(sandbox, basketId, '/payment', { returnUrl: returnUrls(2, basketId).payment }),
    )) as unknown as { redirectUrl: string };
    expect(reopened.redirectUrl).toBe(redirectUrl);
    expect(await (await sandbox.api(new URL(redirectUrl).pathname)).text()).toContain(
      '<h1>Verify your payment</h1>',
    );

    const approved = await postForm(sandbox, redirectUrl, { action: 'approve' });
    expect(approved.status).toBe(303);
    expect(approved.headers.get('Location')).toContain('/2/checkout/step/payment-verify?');
    const verified = await ok(
      await checkoutCall(sandbox, basketId, '/payment/verify', {
        paymentReference: locationParam(approved, 'paymentReference'),
      }),
    );
    expect(verified.step).toBe('e-signature');

    const cancelled = await actAtProvider(sandbox, basketId, 2, 'e-signature', 'cancel');
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', cancelled))).step).toBe(
      'e-signature-cancelled',
    );
    const signed = await actAtProvider(sandbox, basketId, 2, 'e-signature', 'sign');
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', signed))).step).toBe('id-check');

    const review = await actAtProvider(sandbox, basketId, 2, 'id-check', 'review');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', review))).step).toBe(
      'id-check-in-progress',
    );
    expect((await checkoutState(sandbox, basketId)).step).toBe('id-check-in-progress');
    expect((await problem(await createBooking(basketId), 409)).currentStep).toBe('id-check-in-progress');
    sandbox.advance(sandbox.config.idCheckInProgressSeconds * 1000);
    const passed = await checkoutState(sandbox, basketId);
    expect(passed.step).toBe('create-booking');
    expect(passed.expiresAt).toBe(new Date(sandbox.config.now().getTime() + 15 * 60_000).toISOString());

    const result = (await ok(await createBooking(basketId), 201)) as unknown as {
      currency: string;
      invoiceId: number;
    };
    expect(result.currency).toBe('NOK');
    expect((await checkoutState(sandbox, basketId)).step).toBe('success');
  });

  it('Berlin: a declined card, an expired e-signature retried, and no identity check', async () => {
    const basketId = await createBasket(sandbox, bookingBody(3));

    const { page } = await enterCard(sandbox, basketId, 3, CARDS.declined);
    expect(page.status).toBe(303);
    const declined = await problem(
      await checkoutCall(sandbox, basketId, '/payment/verify', {
        paymentReference: locationParam(page, 'paymentReference'),
      }),
      422,
    );
    expect(declined.code).toBe('payment-declined');
    expect((await checkoutState(sandbox, basketId)).step).toBe('payment');
    // Reporting the declined payment again changes nothing.
    const replay = await problem(
      await checkoutCall(sandbox, basketId, '/payment/verify', {
        paymentReference: locationParam(page, 'paymentReference'),
      }),
      409,
    );
    expect(replay.code).toBe('session-used');

    const retried = await pay(sandbox, basketId, 3);
    expect(retried.step).toBe('e-signature');

    const expired = await actAtProvider(sandbox, basketId, 3, 'e-signature', 'expire');
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', expired))).step).toBe(
      'e-signature-expired',
    );
    const signed = await actAtProvider(sandbox, basketId, 3, 'e-signature', 'sign');
    // Berlin does not require an identity check: straight to create-booking.
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', signed))).step).toBe(
      'create-booking',
    );
    const idCheck = await problem(
      await checkoutCall(sandbox, basketId, '/id-check', { returnUrl: returnUrls(3, basketId).idCheck }),
      409,
    );
    expect(idCheck).toMatchObject({ code: 'wrong-step', currentStep: 'create-booking' });

    const created = await createBooking(basketId);
    expect(created.status).toBe(201);
    expect((await created.json()).data).toMatchObject({
      locationId: 3,
      currency: 'EUR',
      unitType: { id: 301 },
    });
  });

  it('an identity check cancelled, then expired, then retried and passed', async () => {
    const basketId = await createBasket(sandbox, bookingBody(1));
    await pay(sandbox, basketId, 1);
    await reportReturn(
      sandbox,
      basketId,
      'e-signature',
      await actAtProvider(sandbox, basketId, 1, 'e-signature', 'sign'),
    );
    const cancelled = await actAtProvider(sandbox, basketId, 1, 'id-check', 'cancel');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', cancelled))).step).toBe(
      'id-check-cancelled',
    );
    const expired = await actAtProvider(sandbox, basketId, 1, 'id-check', 'expire');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', expired))).step).toBe(
      'id-check-expired',
    );
    const passed = await actAtProvider(sandbox, basketId, 1, 'id-check', 'pass');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', passed))).step).toBe('create-booking');
  });

  it('an identity check the provider rejects ends in id-check-failed; another check can still pass', async () => {
    // Unit type 102: the file's other baskets of location 1 hold the free units of 101.
    const basketId = await createBasket(sandbox, bookingBody(1, { unitTypeId: 102, billingPeriodId: 1021 }));
    await pay(sandbox, basketId, 1);
    await reportReturn(
      sandbox,
      basketId,
      'e-signature',
      await actAtProvider(sandbox, basketId, 1, 'e-signature', 'sign'),
    );
    const rejected = await actAtProvider(sandbox, basketId, 1, 'id-check', 'reject');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', rejected))).step).toBe(
      'id-check-failed',
    );
    // A replayed return changes nothing; the state says the same.
    await problem(await reportReturn(sandbox, basketId, 'id-check', rejected), 409);
    expect((await ok(await sandbox.api(`/v1/checkout/${basketId}`))).step).toBe('id-check-failed');
    const passed = await actAtProvider(sandbox, basketId, 1, 'id-check', 'pass');
    expect((await ok(await reportReturn(sandbox, basketId, 'id-check', passed))).step).toBe('create-booking');
  });

  it('a payment that can no longer be captured sends the customer back to payment', async () => {
    const basketId = await createBasket(sandbox, bookingBody(3));
    await pay(sandbox, basketId, 3);
    await reportReturn(
      sandbox,
      basketId,
      'e-signature',
      await actAtProvider(sandbox, basketId, 3, 'e-signature', 'sign'),
    );
    // The provider released the authorisation behind the sandbox's back.
    await sandbox.db
      .updateTable('provider_session')
      .set({ status: 'voided' })
      .where('basket_id', '=', String(basketId))
      .where('kind', '=', 'payment')
      .execute();
    const key = randomUUID();
    const declined = await problem(await createBooking(basketId, key), 422);
    expect(declined.code).toBe('payment-declined');
    expect((await checkoutState(sandbox, basketId)).step).toBe('payment');
    expect(
      await sandbox.db.selectFrom('booking').select('id').where('basket_id', '=', String(basketId)).execute(),
    ).toEqual([]);
    // The error was not kept under the key: paying again and retrying with it books.
    await pay(sandbox, basketId, 3);
    await reportReturn(
      sandbox,
      basketId,
      'e-signature',
      await actAtProvider(sandbox, basketId, 3, 'e-signature', 'sign'),
    );
    expect((await createBooking(basketId, key)).status).toBe(201);
  });

  it('a weekly plan books recurring products at their weekly price, and ends a checkout whose product lost it', async () => {
    await sandbox.db
      .insertInto('optional_product')
      .values({
        id: 315,
        location_id: 3,
        name: { en: 'Parking space' },
        description: { en: 'A parking space by the entrance.' },
        frequency: 'recurring',
        amount: 45,
        amount_weekly: 11,
        max_quantity: 1,
        image_url: null,
        sort_order: 5,
      })
      .execute();
    const weekly = { billingPeriodId: 3013, recurringItems: [{ recurringProductId: 315, quantity: 1 }] };
    const bookedProducts = async (bookingId: number) =>
      (
        await sandbox.db
          .selectFrom('booking_product')
          .select(['product_id', 'amount'])
          .where('booking_id', '=', bookingId)
          .execute()
      ).map((line) => [line.product_id, Number(line.amount)]);

    const booked = await completeCheckout(sandbox, await createBasket(sandbox, bookingBody(3, weekly)), 3);
    expect(await bookedProducts(booked.bookingId)).toEqual([[315, 11]]);

    // The weekly price is withdrawn while a second checkout runs: the product is no longer offered
    // with weekly plans, as the price endpoint now says.
    const basketId = await createBasket(sandbox, bookingBody(3, weekly));
    await pay(sandbox, basketId, 3);
    const signed = await actAtProvider(sandbox, basketId, 3, 'e-signature', 'sign');
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', signed))).step).toBe(
      'create-booking',
    );
    await sandbox.db
      .updateTable('optional_product')
      .set({ amount_weekly: null })
      .where('id', '=', 315)
      .execute();
    // Catalogue reads outside a transaction are reused for a second (domain/catalogueCache.ts).
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const price = await sandbox.api('/v1/unit-type/301/price', {
      method: 'POST',
      body: { ...weekly, customerType: 'private', moveIn: bookingBody(3).moveInDate },
    });
    expect(price.status).toBe(422);
    expect((await price.json()).error).toMatchObject({
      code: 'insufficient-data',
      details: [{ field: 'recurringItems[0].recurringProductId', code: 'invalid' }],
    });

    // The checkout refuses it too (before, it booked the product at its monthly price): the
    // checkout ends, its unit is free and its card authorisation voided.
    const refused = await problem(await createBooking(basketId), 409);
    expect(refused).toMatchObject({ code: 'wrong-step', currentStep: 'session-ended' });
    expect(
      await sandbox.db.selectFrom('booking').select('id').where('basket_id', '=', String(basketId)).execute(),
    ).toEqual([]);
    const basket = await sandbox.db
      .selectFrom('basket')
      .select('unit_id')
      .where('id', '=', String(basketId))
      .executeTakeFirstOrThrow();
    const unit = await sandbox.db
      .selectFrom('unit')
      .select('held_by_basket_id')
      .where('id', '=', basket.unit_id)
      .executeTakeFirstOrThrow();
    expect(unit.held_by_basket_id).toBeNull();
    const payments = await sandbox.db
      .selectFrom('provider_session')
      .select('status')
      .where('basket_id', '=', String(basketId))
      .where('kind', '=', 'payment')
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(['voided']);
  });

  it('a signing session nobody acts on expires after the hold time', async () => {
    const basketId = await createBasket(sandbox, bookingBody(2));
    await pay(sandbox, basketId, 2);
    const started = await checkoutCall(sandbox, basketId, '/e-signature', {
      returnUrl: returnUrls(2, basketId).eSignature,
    });
    const { redirectUrl } = (await started.json()).data;
    const session = new URL(redirectUrl).pathname.split('/').pop() ?? '';
    const page = await (await sandbox.api(new URL(redirectUrl).pathname)).text();
    expect(page).toContain('<h1>Sign your rental agreement</h1>');

    // The basket itself would end first on the clock, so age the session instead.
    await sandbox.db
      .updateTable('provider_session')
      .set({ created_at: new Date(sandbox.config.now().getTime() - sandbox.config.holdMinutes * 60_000) })
      .where('id', '=', session)
      .execute();
    const expiredPage = await (await sandbox.api(new URL(redirectUrl).pathname)).text();
    expect(expiredPage).toContain('Signing session expired');
    const signAttempt = await postForm(sandbox, redirectUrl, { action: 'sign' });
    expect(signAttempt.status).toBe(409);
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', session))).step).toBe(
      'e-signature-expired',
    );
  });

  it('a signed-in customer books for their own account', async () => {
    const { accessToken } = await signIn(sandbox, 'anna@example.com');
    const body = bookingBody(1, {
      email: 'anna.other.address@example.com',
      unitTypeId: 102,
      billingPeriodId: 1021,
    });
    const basketId = await createBasket(sandbox, body, { token: accessToken });
    // Another signed-in customer does not see the basket.
    const { accessToken: other } = await signIn(sandbox, 'bygg@example.com');
    const hidden = await sandbox.api(`/v1/checkout/${basketId}`, { token: other });
    expect(hidden.status).toBe(404);

    const asAnna = { token: accessToken };
    await pay(sandbox, basketId, 1, asAnna);
    await reportReturn(
      sandbox,
      basketId,
      'e-signature',
      await actAtProvider(sandbox, basketId, 1, 'e-signature', 'sign', asAnna),
      asAnna,
    );
    await reportReturn(
      sandbox,
      basketId,
      'id-check',
      await actAtProvider(sandbox, basketId, 1, 'id-check', 'pass', asAnna),
      asAnna,
    );
    // The app sends the token with every call: the answer names the caller's own id.
    const created = await sandbox.api(`/v1/checkout/${basketId}/booking`, {
      method: 'POST',
      token: accessToken,
    });
    const result = (await ok(created, 201)) as unknown as { customerId: number; bookingId: number };
    expect(result.customerId).toBe(1);
    const booking = await sandbox.db
      .selectFrom('booking')
      .select('customer_id')
      .where('id', '=', result.bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.customer_id).toBe(1);
    const customers = await sandbox.db
      .selectFrom('customer')
      .select('id')
      .where('email', '=', body.email)
      .execute();
    expect(customers).toEqual([]);
  });
});

describe('the sandbox basket control', () => {
  it('lets a basket expire now: the checkout then answers session-ended', async () => {
    const basketId = await createBasket(sandbox, bookingBody(1));
    const expire = (id: number | string) =>
      sandbox.api(`/sandbox-providers/basket/${id}/expire`, { method: 'POST' });
    expect((await expire(basketId)).status).toBe(204);
    expect((await checkoutState(sandbox, basketId)).step).toBe('session-ended');
    const again = await expire(basketId);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('wrong-step');
    expect((await expire(987_654_321)).status).toBe(404);
    expect((await expire('abc')).status).toBe(404);
  });
});

describe('steps out of order change nothing', () => {
  it('answers wrong-step with the current step and creates nothing', async () => {
    const basketId = await createBasket(sandbox, bookingBody(1));
    const before = await snapshot(basketId);
    const urls = returnUrls(1, basketId);
    for (const [path, payload] of [
      ['/e-signature', { returnUrl: urls.eSignature }],
      ['/id-check', { returnUrl: urls.idCheck }],
      ['/booking', undefined],
      ['/result', undefined],
    ] as const) {
      const error = await problem(await checkoutCall(sandbox, basketId, path, payload), 409);
      expect(error, path).toMatchObject({ code: 'wrong-step', currentStep: 'payment', details: [] });
    }
    const unknown = await problem(
      await checkoutCall(sandbox, basketId, '/payment/verify', { paymentReference: 'pay_nope' }),
      404,
    );
    expect(unknown.code).toBe('not-found');
    const noSigning = await problem(await reportReturn(sandbox, basketId, 'e-signature', 'sig_nope'), 404);
    expect(noSigning.code).toBe('not-found');
    expect(await snapshot(basketId)).toEqual(before);
    expect((await problem(await checkoutCall(sandbox, 2 ** 50, ''), 404)).code).toBe('not-found');
  });

  it('rejects return URLs on other origins (no open redirects) and changes nothing', async () => {
    const basketId = await createBasket(sandbox, bookingBody(2));
    const before = await snapshot(basketId);
    for (const returnUrl of [
      'https://evil.example/2/checkout/step/payment-verify',
      'http://127.0.0.1:9999/2/checkout/step/payment-verify',
      'http://user:secret@127.0.0.1:8080/2/checkout/step/payment-verify',
      'javascript:alert(1)',
    ]) {
      const error = await problem(await checkoutCall(sandbox, basketId, '/payment', { returnUrl }), 422);
      expect(error, returnUrl).toMatchObject({
        code: 'invalid-return-url',
        details: [{ field: 'returnUrl', code: 'origin' }],
      });
    }
    expect(await snapshot(basketId)).toEqual(before);
  });

  it('answers foreign-session and session-used for returns of another basket or reported twice', async () => {
    const first = await createBasket(sandbox, bookingBody(1));
    const second = await createBasket(sandbox, bookingBody(1));
    await pay(sandbox, first, 1);
    await pay(sandbox, second, 1);

    // A payment reference of the first basket on the second: foreign.
    const firstPayment = await sandbox.db
      .selectFrom('provider_session')
      .select('id')
      .where('basket_id', '=', String(first))
      .where('kind', '=', 'payment')
      .executeTakeFirstOrThrow();
    const foreignPayment = await problem(
      await checkoutCall(sandbox, second, '/payment/verify', { paymentReference: firstPayment.id }),
      409,
    );
    expect(foreignPayment.code).toBe('foreign-session');

    const signedFirst = await actAtProvider(sandbox, first, 1, 'e-signature', 'sign');
    const beforeSecond = await snapshot(second);
    const beforeFirst = await snapshot(first);
    const foreign = await problem(await reportReturn(sandbox, second, 'e-signature', signedFirst), 409);
    expect(foreign).toMatchObject({ code: 'foreign-session', details: [] });
    expect(foreign).not.toHaveProperty('currentStep');
    expect(await snapshot(second)).toEqual(beforeSecond);
    expect(await snapshot(first)).toEqual(beforeFirst);

    // The first basket can still report its own session, once.
    expect((await ok(await reportReturn(sandbox, first, 'e-signature', signedFirst))).step).toBe('id-check');
    const afterReport = await snapshot(first);
    const replayed = await problem(await reportReturn(sandbox, first, 'e-signature', signedFirst), 409);
    expect(replayed.code).toBe('session-used');
    expect(await snapshot(first)).toEqual(afterReport);

    // An id-check session reported as an e-signature session is unknown there.
    const idCheck = await actAtProvider(sandbox, first, 1, 'id-check', 'pass');
    expect((await problem(await reportReturn(sandbox, first, 'e-signature', idCheck), 404)).code).toBe(
      'not-found',
    );
  });

  it('supersedes an open signing session when a fresh one is started', async () => {
    const basketId = await createBasket(sandbox, bookingBody(2));
    await pay(sandbox, basketId, 2);
    const urls = returnUrls(2, basketId);
    const first = (
      await (await checkoutCall(sandbox, basketId, '/e-signature', { returnUrl: urls.eSignature })).json()
    ).data;
    const second = (
      await (await checkoutCall(sandbox, basketId, '/e-signature', { returnUrl: urls.eSignature })).json()
    ).data;
    expect(second.redirectUrl).not.toBe(first.redirectUrl);
    const oldPage = await (await sandbox.api(new URL(first.redirectUrl).pathname)).text();
    expect(oldPage).toContain('Signing link replaced');
    const oldId = new URL(first.redirectUrl).pathname.split('/').pop() ?? '';
    expect((await problem(await reportReturn(sandbox, basketId, 'e-signature', oldId), 409)).code).toBe(
      'session-used',
    );
    // A return before the customer decided changes nothing.
    const newId = new URL(second.redirectUrl).pathname.split('/').pop() ?? '';
    expect((await ok(await reportReturn(sandbox, basketId, 'e-signature', newId))).step).toBe('e-signature');
  });
});

describe('POST /checkout/{basketId}/booking idempotency', () => {
  it('replays the answer for the same key, refuses the key on another basket, creates one booking', async () => {
    const basketIds: number[] = [];
    for (let i = 0; i < 2; i++) {
      const basketId = await createBasket(sandbox, bookingBody(3));
      await pay(sandbox, basketId, 3);
      await reportReturn(
        sandbox,
        basketId,
        'e-signature',
        await actAtProvider(sandbox, basketId, 3, 'e-signature', 'sign'),
      );
      basketIds.push(basketId);
    }
    const [basketId = 0, otherBasket = 0] = basketIds;
    const key = randomUUID();
    const first = await createBooking(basketId, key);
    const firstAnswer = await first.json();
    expect(first.status).toBe(201);

    const replay = await createBooking(basketId, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(firstAnswer);

    const elsewhere = await problem(await createBooking(otherBasket, key), 422);
    expect(elsewhere.code).toBe('idempotency-key-reused');
    expect((await checkoutState(sandbox, otherBasket)).step).toBe('create-booking');

    const bookings = await sandbox.db
      .selectFrom('booking')
      .select('id')
      .where('basket_id', '=', String(basketId))
      .execute();
    expect(bookings).toHaveLength(1);
    const invoices = await sandbox.db
      .selectFrom('invoice')
      .select('id')
      .where('booking_id', '=', firstAnswer.data.bookingId)
      .execute();
    expect(invoices).toHaveLength(1);

    // Concurrent creates on one basket with one key: one booking, the same answer twice.
    const [a, b] = await Promise.all([
      createBooking(otherBasket, `${key}-2`),
      createBooking(otherBasket, `${key}-2`),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await a.json()).data.bookingId).toBe((await b.json()).data.bookingId);
    expect(
      await sandbox.db
        .selectFrom('booking')
        .select('id')
        .where('basket_id', '=', String(otherBasket))
        .execute(),
    ).toHaveLength(1);
  });
});

describe('hosted provider pages', () => {
  it('are accessible pages without external resources, and escape what they show', async () => {
    const basketId = await createBasket(
      sandbox,
      bookingBody(1, { firstname: '<script>alert("x")</script>', lastname: 'O\'Brien & "Sons"' }),
    );
    const started = await checkoutCall(sandbox, basketId, '/payment', {
      returnUrl: returnUrls(1, basketId).payment,
    });
    const { redirectUrl } = (await started.json()).data;
    const response = await sandbox.api(new URL(redirectUrl).pathname);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(response.headers.get('Content-Security-Policy')).toContain(`form-action 'self' ${ORIGIN}`);
    const page = await response.text();
    expect(page).toMatch(/^<!doctype html><html lang="en">/);
    expect(page).toContain('<h1>Pay by card</h1>');
    for (const id of ['cardNumber', 'expiry', 'cvc', 'holderName']) {
      expect(page).toContain(`<label for="${id}">`);
      expect(page).toContain(`id="${id}"`);
    }
    expect(page).not.toMatch(/(src|href)="https?:/);
    expect(page).not.toContain('<script');

    // Card errors come back on the form, announced and linked to their fields.
    const invalid = await postForm(sandbox, redirectUrl, {
      action: 'pay',
      cardNumber: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '1',
    });
    expect(invalid.status).toBe(422);
    const errors = await invalid.text();
    expect(errors).toContain('role="alert"');
    expect(errors).toContain('aria-invalid="true" aria-describedby="cardNumber-hint cardNumber-error"');
    expect(errors).toContain('Enter a valid card number.');
    expect(errors).toContain('Enter the expiry date as MM/YY.');
    expect(errors).toContain('value="4242 4242 4242 4241"');
    const pastExpiry = await postForm(sandbox, redirectUrl, {
      action: 'pay',
      cardNumber: CARDS.success,
      expiry: '01/20',
      cvc: '123',
    });
    expect(await pastExpiry.text()).toContain('This card has expired.');

    await pay(sandbox, basketId, 1);
    const signing = await checkoutCall(sandbox, basketId, '/e-signature', {
      returnUrl: returnUrls(1, basketId).eSignature,
    });
    const signingPage = await (
      await sandbox.api(new URL((await signing.json()).data.redirectUrl).pathname)
    ).text();
    expect(signingPage).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; &quot;Sons&quot;',
    );
    expect(signingPage).not.toContain('<script>alert');
    expect(signingPage).toMatch(
      /<button type="submit" name="action" value="sign" class="primary">Sign the agreement<\/button>/,
    );

    const missing = await sandbox.api('/sandbox-providers/id-check/idv_unknown');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<h1>Session not found</h1>');
  });
});
