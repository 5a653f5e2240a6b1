import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countFreeUnits } from '../src/domain/availability';
import { addDays } from '../src/domain/calendar';
import { calculatePrice } from '../src/domain/pricing';
import {
  bookingBody,
  captchaToken,
  checkoutCall,
  checkoutState,
  createBasket,
  pay,
  returnUrls,
  submitBooking,
} from './support/bookingFlow';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

const count = async (table: 'basket' | 'booking' | 'idempotency_key') =>
  Number(
    (
      await sandbox.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const free = (unitTypeId: number, moveIn: string) =>
  countFreeUnits(sandbox.db, unitTypeId, moveIn, sandbox.config.now());

describe('POST /booking', () => {
  it('creates a basket that holds one unit, priced and at the payment step', async () => {
    const body = bookingBody(1, {
      insuranceId: 101,
      insuranceBillingPeriodId: 1011,
      oneTimeItems: [{ productId: 111, quantity: 1 }],
      discountCode: 'welcome10',
    });
    const freeBefore = await free(101, body.moveInDate);

    const response = await submitBooking(sandbox, body);
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(201);
    expect(response.headers.get('Idempotent-Replayed')).toBeNull();
    expect(answer.data).toEqual({
      basketId: expect.any(Number),
      locationId: 1,
      checkoutStep: 'payment',
      // The default hold: 15 minutes.
      expiresAt: new Date(sandbox.config.now().getTime() + 15 * 60_000).toISOString(),
    });
    // Random, long and within the contract's id range.
    expect(answer.data.basketId).toBeGreaterThanOrEqual(2 ** 40);
    expect(answer.data.basketId).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);

    expect(await free(101, body.moveInDate)).toBe(freeBefore - 1);
    const basket = await sandbox.db
      .selectFrom('basket')
      .selectAll()
      .where('id', '=', String(answer.data.basketId))
      .executeTakeFirstOrThrow();
    const unit = await sandbox.db
      .selectFrom('unit')
      .selectAll()
      .where('id', '=', basket.unit_id)
      .executeTakeFirstOrThrow();
    expect(String(unit.held_by_basket_id)).toBe(String(answer.data.basketId));
    expect(unit.held_until?.toISOString()).toBe(answer.data.expiresAt);
    expect(basket.step).toBe('payment');
    expect(basket.request).not.toHaveProperty('recaptchaToken');
    expect(basket.request).toMatchObject({ email: body.email, unitTypeId: 101, billingPeriodId: 1011 });
    // The price is the price calculation's, snapshotted.
    const price = await calculatePrice(
      sandbox.db,
      101,
      {
        billingPeriodId: 1011,
        moveIn: body.moveInDate,
        customerType: 'private',
        discountCode: 'welcome10',
        insuranceId: 101,
        insuranceBillingPeriodId: 1011,
        oneTimeItems: [{ productId: 111, quantity: 1 }],
        recurringItems: [],
      },
      { language: 'en', now: sandbox.config.now() },
    );
    expect(basket.price).toEqual(price);

    const state = await checkoutState(sandbox, answer.data.basketId);
    expect(state).toMatchObject({
      basketId: answer.data.basketId,
      step: 'payment',
      unitType: { id: 101, name: 'Locker S' },
      currency: 'SEK',
      dueNow: price.dueNow,
      recurringAmount: price.recurringAmount,
      email: body.email,
      bookingId: null,
    });
  });

  it('answers texts in the requested language', async () => {
    const response = await submitBooking(
      sandbox,
      bookingBody(1, { unitTypeId: 104, billingPeriodId: 1041 }),
      {
        language: 'sv-SE',
      },
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.message).toMatch(/förråd/);
  });

  it('is 409 unit-unavailable for a sold-out unit type, and for the last unit once it is held', async () => {
    const soldOut = await submitBooking(sandbox, bookingBody(2, { unitTypeId: 203, billingPeriodId: 2031 }));
    expect(soldOut.status).toBe(409);
    expect((await soldOut.json()).error).toMatchObject({ code: 'unit-unavailable', details: [] });

    const body = bookingBody(3, { unitTypeId: 304, billingPeriodId: 3041 });
    expect(await free(304, body.moveInDate)).toBe(1);
    await createBasket(sandbox, body);
    const second = await submitBooking(sandbox, { ...body, email: 'someone.else@example.com' });
    expect(second.status).toBe(409);
    expect((await second.json()).error.code).toBe('unit-unavailable');
  });

  it('ends an unpaid basket of the same email, unit type and move-in date instead of answering already-booked', async () => {
    const body = bookingBody(2, { email: 'Twice@Example.com' });
    const first = await createBasket(sandbox, body);
    const free201 = await free(201, body.moveInDate);

    // The same visitor again (another tab or browser): a new basket, the first one ended.
    const again = await submitBooking(sandbox, { ...body, email: 'twice@example.com' });
    expect(again.status).toBe(201);
    expect((await checkoutState(sandbox, first)).step).toBe('session-ended');
    // One unit held, as before: the first one's hold was released.
    expect(await free(201, body.moveInDate)).toBe(free201);

    // Another move-in date is another booking: that basket stays.
    const other = await createBasket(sandbox, { ...body, moveInDate: addDays(body.moveInDate, 3) });
    expect((await checkoutState(sandbox, other)).step).toBe('payment');
  });

  it('is 409 already-booked only for a signed-in customer who has the booking; anonymous submissions go ahead', async () => {
    const body = bookingBody(1, { email: 'anna@example.com', unitTypeId: 102, billingPeriodId: 1021 });
    const moveIn = body.moveInDate;
    await sandbox.db
      .insertInto('booking')
      .values({
        customer_id: 1,
        location_id: 1,
        unit_id: 10204,
        unit_type_id: 102,
        billing_period_id: 1021,
        insurance_id: null,
        basket_id: null,
        move_in_date: moveIn,
        end_date: null,
        cancellation_reason: null,
        cancellation_comment: null,
        recurring_amount: 1487.5,
        currency_code: 'SEK',
        discount: null,
      })
      .execute();
    const { accessToken } = await signIn(sandbox, 'anna@example.com');
    const signedIn = await submitBooking(
      sandbox,
      { ...body, email: 'another.address@example.com' },
      {
        token: accessToken,
      },
    );
    expect(signedIn.status).toBe(409);
    expect((await signedIn.json()).error.code).toBe('already-booked');

    // Without signing in, Anna's email tells nothing about her bookings: a basket as for anyone.
    const anonymous = await submitBooking(sandbox, { ...body, email: 'ANNA@example.com' });
    expect(anonymous.status).toBe(201);
  });

  describe('Idempotency-Key', () => {
    it('replays the first answer for the same key and body, with the body compared as JSON', async () => {
      const key = randomUUID();
      const body = { ...bookingBody(1), recaptchaToken: await captchaToken(sandbox) };
      const first = await submitBooking(sandbox, body, { key });
      const firstAnswer = await first.json();
      expect(first.status).toBe(201);
      const baskets = await count('basket');
      const moveIn = body.moveInDate;
      const freeAfterFirst = await free(101, moveIn);

      // Same JSON value with the keys in another order: a replay, not a second basket. The
      // bot-check token is already used, which does not matter for a replay.
      const reordered = Object.fromEntries(Object.entries(body).reverse()) as typeof body;
      sandbox.advance(60_000);
      const second = await submitBooking(sandbox, reordered, { key });
      expect(second.status).toBe(201);
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await second.json()).toEqual(firstAnswer);
      expect(await count('basket')).toBe(baskets);
      expect(await free(101, moveIn)).toBe(freeAfterFirst);
    });

    it('answers 422 idempotency-key-reused for the same key with another body, and changes nothing', async () => {
      const key = randomUUID();
      const body = bookingBody(2);
      expect((await submitBooking(sandbox, body, { key })).status).toBe(201);
      const baskets = await count('basket');
      const other = await submitBooking(
        sandbox,
        { ...body, firstname: 'Someone', email: 'other@example.com' },
        { key },
      );
      expect(other.status).toBe(422);
      expect((await other.json()).error).toMatchObject({
        code: 'idempotency-key-reused',
        details: [{ field: 'Idempotency-Key', code: 'reused' }],
      });
      expect(await count('basket')).toBe(baskets);
    });

    it('keeps no error answers: a retry after a 409 is processed again, and its token stays usable', async () => {
      const key = randomUUID();
      const token = await captchaToken(sandbox);
      const soldOut = {
        ...bookingBody(1, { unitTypeId: 104, billingPeriodId: 1041 }),
        recaptchaToken: token,
      };
      const keys = await count('idempotency_key');
      expect((await submitBooking(sandbox, soldOut, { key })).status).toBe(409);
      expect((await submitBooking(sandbox, soldOut, { key })).status).toBe(409);
      expect(await count('idempotency_key')).toBe(keys);
      // The failed submissions rolled back: the same bot-check token still books.
      const booked = await submitBooking(sandbox, { ...bookingBody(1), recaptchaToken: token });
      expect(booked.status).toBe(201);
    });
  });

  describe('bot check', () => {
    it('rejects a token that was already used, unknown or expired, with the recaptchaToken detail', async () => {
      const token = await captchaToken(sandbox);
      await createBasket(sandbox, { ...bookingBody(2), recaptchaToken: token });
      const baskets = await count('basket');

      const reused = await submitBooking(sandbox, { ...bookingBody(2), recaptchaToken: token });
      expect(reused.status).toBe(422);
      expect((await reused.json()).error).toMatchObject({
        code: 'recaptcha-invalid',
        details: [{ field: 'recaptchaToken', code: 'recaptcha' }],
      });

      const unknown = await submitBooking(sandbox, { ...bookingBody(2), recaptchaToken: 'made-up-token' });
      expect(unknown.status).toBe(422);
      expect((await unknown.json()).error.code).toBe('recaptcha-invalid');

      const old = await captchaToken(sandbox);
      sandbox.advance(11 * 60_000);
      const expired = await submitBooking(sandbox, { ...bookingBody(2), recaptchaToken: old });
      expect(expired.status).toBe(422);
      expect((await expired.json()).error.code).toBe('recaptcha-invalid');
      expect(await count('basket')).toBe(baskets);
    });

    it('has an accessible widget page that mints tokens', async () => {
      const widget = await sandbox.api('/sandbox-providers/captcha');
      const page = await widget.text();
      expect(widget.status).toBe(200);
      expect(page).toContain('<html lang="en">');
      expect(page).toMatch(/<button type="submit"[^>]*>I am not a robot<\/button>/);
      const minted = await sandbox.api('/sandbox-providers/captcha', {
        method: 'POST',
        body: new URLSearchParams(),
      });
      const html = await minted.text();
      const token = /<output aria-labelledby="token-label">([^<]+)<\/output>/.exec(html)?.[1];
      expect(token).toBeTruthy();
      await createBasket(sandbox, { ...bookingBody(3), recaptchaToken: token ?? '' });
    });
  });

  describe('business rules', () => {
    /** Submits and expects an error answer that creates nothing and leaves the token unused. */
    async function rejected(body: ReturnType<typeof bookingBody>, status: number) {
      const token = await captchaToken(sandbox);
      const baskets = await count('basket');
      const response = await submitBooking(sandbox, { ...body, recaptchaToken: token });
      const answer = await response.json();
      expect(response.status, JSON.stringify(answer)).toBe(status);
      expect(await count('basket')).toBe(baskets);
      const row = await sandbox.db
        .selectFrom('captcha_token')
        .select('used')
        .where('token', '=', token)
        .executeTakeFirst();
      expect(row?.used).toBe(false);
      return answer.error;
    }

    it('answers 404 for ids that do not exist or do not belong together', async () => {
      expect((await rejected(bookingBody(1, { locationIds: [99] }), 404)).code).toBe('not-found');
      // Unit type 201 is in Oslo, not Stockholm.
      expect((await rejected(bookingBody(1, { unitTypeId: 201 }), 404)).code).toBe('not-found');
      // Category 13 (drive-up) does not hold 101; category 21 is Oslo's.
      await rejected(bookingBody(1, { unitTypeCategoryId: 13 }), 404);
      await rejected(bookingBody(1, { unitTypeCategoryId: 21 }), 404);
      await rejected(bookingBody(1, { countryId: 999 }), 404);
      // Stockholm offers Swedish and English, not German.
      await rejected(bookingBody(1, { languageId: 'DE' }), 404);
      // The right category is fine.
      await createBasket(sandbox, bookingBody(1, { unitTypeCategoryId: 11 }));
    });

    it('needs a company name for business customers and non-blank required fields (400)', async () => {
      const { companyName: _none, ...withoutCompany } = bookingBody(1, { customerType: 'business' });
      const missing = await rejected(withoutCompany as ReturnType<typeof bookingBody>, 400);
      expect(missing.details).toContainEqual({ field: 'companyName', code: 'required' });
      const nullName = await rejected(bookingBody(1, { customerType: 'business', companyName: null }), 400);
      expect(nullName.details.map((detail: { field: string }) => detail.field)).toContain('companyName');
      const blank = await rejected(
        bookingBody(1, { customerType: 'business', companyName: '   ', city: ' ' }),
        400,
      );
      expect(blank.details).toEqual(
        expect.arrayContaining([
          { field: 'companyName', code: 'required' },
          { field: 'city', code: 'required' },
        ]),
      );
      await createBasket(
        sandbox,
        bookingBody(1, {
          customerType: 'business',
          companyName: 'Kim AB',
          companyTaxIdentificationNumber: 'SE1',
        }),
      );
    });

    it("needs a postal code in the customer's country's format (422 invalid-postal-code)", async () => {
      // Location 2 books Norwegian customers: four digits.
      const error = await rejected(bookingBody(2, { postalCode: '12345' }), 422);
      expect(error).toEqual({
        code: 'invalid-postal-code',
        message: 'Enter the postal code in the format 0150.',
        details: [{ field: 'postalCode', code: 'postalCode' }],
      });
      // A Swedish code without its space, blanks around it (unit type 102: 101's units are taken).
      await createBasket(
        sandbox,
        bookingBody(1, { postalCode: ' 11122 ', unitTypeId: 102, billingPeriodId: 1021 }),
      );
    });

    it('needs every required consent of the location (422 consent-required)', async () => {
      const error = await rejected(
        bookingBody(1, {
          consents: [
            { type: 'terms', accepted: true },
            { type: 'privacy', accepted: false },
          ],
        }),
        422,
      );
      expect(error).toMatchObject({
        code: 'consent-required',
        details: [{ field: 'consents.privacy', code: 'required' }],
      });
      const none = await rejected(bookingBody(1, { consents: [] }), 422);
      expect(none.details).toEqual([
        { field: 'consents.terms', code: 'required' },
        { field: 'consents.privacy', code: 'required' },
      ]);
    });

    it("needs a move-in date in the location's booking window (422 invalid-move-in-date)", async () => {
      // Berlin's earliest bookable date is 14 days ahead; its window ends 90 days ahead.
      const early = await rejected(bookingBody(3, { moveInDate: addDays(TEST_TODAY, 5) }), 422);
      expect(early).toMatchObject({
        code: 'invalid-move-in-date',
        details: [{ field: 'moveInDate', code: 'minDate' }],
      });
      expect(early.message).toContain(addDays(TEST_TODAY, 14));
      const late = await rejected(bookingBody(3, { moveInDate: addDays(TEST_TODAY, 91) }), 422);
      expect(late.details).toEqual([{ field: 'moveInDate', code: 'maxDate' }]);
      // Stockholm: the window starts today.
      const past = await rejected(bookingBody(1, { moveInDate: addDays(TEST_TODAY, -1) }), 422);
      expect(past.details).toEqual([{ field: 'moveInDate', code: 'minDate' }]);
    });

    it('prices the booking like the price calculation (insufficient-data, invalid-discount-code)', async () => {
      const plan = await rejected(bookingBody(1, { billingPeriodId: 2011 }), 422);
      expect(plan).toMatchObject({
        code: 'insufficient-data',
        details: [{ field: 'billingPeriodId', code: 'invalid' }],
      });
      // The weekly plan has no insurances.
      const insurance = await rejected(
        bookingBody(1, { billingPeriodId: 1013, insuranceId: 101, insuranceBillingPeriodId: 1013 }),
        422,
      );
      expect(insurance.code).toBe('insufficient-data');
      // Product 211 belongs to Oslo.
      const product = await rejected(
        bookingBody(1, { oneTimeItems: [{ productId: 211, quantity: 1 }] }),
        422,
      );
      expect(product.details).toEqual([{ field: 'oneTimeItems[0].productId', code: 'invalid' }]);
      const discount = await rejected(bookingBody(1, { discountCode: 'NOSUCHCODE' }), 422);
      expect(discount).toMatchObject({
        code: 'invalid-discount-code',
        details: [{ field: 'discountCode', code: 'discountCode' }],
      });
    });
  });

  describe('basket expiry', () => {
    it('frees the unit after the hold time; the checkout then answers session-ended', async () => {
      // Unit type 103 has one free unit.
      const body = bookingBody(1, { unitTypeId: 103, billingPeriodId: 1031 });
      const basketId = await createBasket(sandbox, body);
      expect(await free(103, body.moveInDate)).toBe(0);
      const blocked = await submitBooking(sandbox, { ...body, email: 'waiting@example.com' });
      expect(blocked.status).toBe(409);

      sandbox.advance(14 * 60_000);
      expect((await checkoutState(sandbox, basketId)).step).toBe('payment');
      expect(await free(103, body.moveInDate)).toBe(0);

      sandbox.advance(60_000);
      // Availability comes back as soon as the hold has run out.
      expect(await free(103, body.moveInDate)).toBe(1);
      const state = await checkoutState(sandbox, basketId);
      expect(state.step).toBe('session-ended');
      const unit = await sandbox.db
        .selectFrom('unit')
        .select(['held_by_basket_id', 'held_until'])
        .where('unit_type_id', '=', 103)
        .where('held_until', 'is not', null)
        .execute();
      expect(unit).toEqual([]);

      // Every step call now answers wrong-step with session-ended.
      const urls = returnUrls(1, basketId);
      for (const [path, payload] of [
        ['/payment', { returnUrl: urls.payment }],
        ['/payment/verify', { paymentReference: 'pay_x' }],
        ['/e-signature', { returnUrl: urls.eSignature }],
        ['/e-signature/return', { sessionId: 'sig_x' }],
        ['/id-check', { returnUrl: urls.idCheck }],
        ['/id-check/return', { sessionId: 'idv_x' }],
        ['/booking', undefined],
        ['/result', undefined],
      ] as const) {
        const response = await checkoutCall(sandbox, basketId, path, payload);
        expect(response.status, path).toBe(409);
        expect((await response.json()).error).toMatchObject({
          code: 'wrong-step',
          currentStep: 'session-ended',
        });
      }

      // Someone else can book the unit now.
      const next = await submitBooking(sandbox, { ...body, email: 'waiting@example.com' });
      expect(next.status).toBe(201);
    });

    it('moves the expiry forward with every completed step', async () => {
      const basketId = await createBasket(sandbox, bookingBody(2));
      const created = sandbox.config.now().getTime();
      sandbox.advance(10 * 60_000);
      const afterPayment = await pay(sandbox, basketId, 2);
      expect(afterPayment.step).toBe('e-signature');
      expect(afterPayment.expiresAt).toBe(new Date(created + 25 * 60_000).toISOString());
      const basket = await sandbox.db
        .selectFrom('basket')
        .select('unit_id')
        .where('id', '=', String(basketId))
        .executeTakeFirstOrThrow();
      const unit = await sandbox.db
        .selectFrom('unit')
        .select('held_until')
        .where('id', '=', basket.unit_id)
        .executeTakeFirstOrThrow();
      expect(unit.held_until?.toISOString()).toBe(afterPayment.expiresAt);

      // Past the first hold time but within the extended one: still going.
      sandbox.advance(14 * 60_000);
      expect((await checkoutState(sandbox, basketId)).step).toBe('e-signature');
      sandbox.advance(60_000);
      expect((await checkoutState(sandbox, basketId)).step).toBe('session-ended');
      // The card authorisation of an ended checkout is released.
      const payments = await sandbox.db
        .selectFrom('provider_session')
        .select('status')
        .where('basket_id', '=', String(basketId))
        .where('kind', '=', 'payment')
        .execute();
      expect(payments.map((payment) => payment.status)).toEqual(['voided']);
    });
  });

  describe('after 24 hours', () => {
    it('no longer replays an Idempotency-Key: the key starts afresh', async () => {
      const key = randomUUID();
      expect((await submitBooking(sandbox, bookingBody(3), { key })).status).toBe(201);
      const reused = await submitBooking(sandbox, bookingBody(3), { key });
      expect(reused.status).toBe(422);

      sandbox.advance(24 * 60 * 60_000);
      const afresh = await submitBooking(sandbox, bookingBody(3, { moveInDate: addDays(TEST_TODAY, 21) }), {
        key,
      });
      expect(afresh.status).toBe(201);
      expect(afresh.headers.get('Idempotent-Replayed')).toBeNull();
    });
  });
});
