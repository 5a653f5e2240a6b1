import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../src/config';
import { countFreeUnits } from '../src/domain/availability';
import type { CapturedMail } from '../src/mail/accountMail';
import {
  bookingBody,
  checkoutCall,
  checkoutState,
  completeCheckout,
  createBasket,
  ORIGIN,
  pay,
  returnUrls,
  submitBooking,
} from './support/bookingFlow';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

/** Where a development app runs; the sandbox accepts loopback origins as app origins. */
const APP_ORIGIN = 'http://localhost:5173';

const linksTo = (mails: CapturedMail[], path: string) =>
  mails.flatMap((mail) => mail.links).filter((link) => new URL(link).pathname === path);

/** Waits until `to` has received `count` mails (delivery runs through the SMTP capture server). */
async function waitForMails(to: string, count: number): Promise<CapturedMail[]> {
  return vi.waitFor(
    async () => {
      const mails = await sandbox.mails(to);
      expect(mails).toHaveLength(count);
      return mails;
    },
    { timeout: 10_000, interval: 50 },
  );
}

/** Anna's (customer 1) account as an anonymous caller must never change it. */
async function annasAccount(accessToken: string) {
  const customer = await sandbox.db
    .selectFrom('customer')
    .selectAll()
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const paymentMethods = await sandbox.db
    .selectFrom('payment_method')
    .selectAll()
    .where('customer_id', '=', 1)
    .orderBy('id')
    .execute();
  const bookings = await sandbox.api('/v1/customer-portal/booking/1', { token: accessToken });
  expect(bookings.status).toBe(200);
  return { customer, paymentMethods, bookings: await bookings.json() };
}

describe('an anonymous checkout with the email of an existing account', () => {
  it('books apart from the account, leaves it unchanged, names no customer and mails the owner a claim link', async () => {
    const { accessToken } = await signIn(sandbox, 'anna@example.com');
    const before = await annasAccount(accessToken);

    const body = bookingBody(1, { email: 'Anna@Example.com', firstname: 'Mallory', lastname: 'Guest' });
    const basketId = await createBasket(sandbox, body, { origin: APP_ORIGIN });
    const result = await completeCheckout(sandbox, basketId, 1);

    // The answer names no customer id, and has the same shape as a first booking's answer.
    expect(result.customerId).toBeNull();
    const newcomer = await completeCheckout(
      sandbox,
      await createBasket(sandbox, bookingBody(1, { email: 'first.timer@example.com' })),
      1,
    );
    expect(Object.keys(result).sort()).toEqual(Object.keys(newcomer).sort());
    expect(newcomer.customerId).toBeNull();
    // Reading the result later, even signed in as Anna, names nobody either.
    const read = await sandbox.api(`/v1/checkout/${basketId}/result`);
    expect((await read.json()).data.customerId).toBeNull();
    const asAnna = await sandbox.api(`/v1/checkout/${basketId}/result`, { token: accessToken });
    expect((await asAnna.json()).data.customerId).toBeNull();

    // Anna's details, payment methods and bookings list are what they were.
    expect(await annasAccount(accessToken)).toEqual(before);

    // The booking, its invoice and the card belong to a guest record with the typed details.
    const booking = await sandbox.db
      .selectFrom('booking')
      .selectAll()
      .where('id', '=', result.bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.customer_id).not.toBe(1);
    const guest = await sandbox.db
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', booking.customer_id)
      .executeTakeFirstOrThrow();
    expect(guest).toMatchObject({
      guest: true,
      tenant_id: 1,
      email: 'anna@example.com',
      firstname: 'Mallory',
      lastname: 'Guest',
      password_hash: null,
    });
    const invoice = await sandbox.db
      .selectFrom('invoice')
      .select('customer_id')
      .where('id', '=', result.invoiceId)
      .executeTakeFirstOrThrow();
    expect(invoice.customer_id).toBe(guest.id);
    const guestCards = await sandbox.db
      .selectFrom('payment_method')
      .select(['last4', 'exp_month', 'exp_year'])
      .where('customer_id', '=', guest.id)
      .execute();
    expect(guestCards).toEqual([{ last4: '4242', exp_month: 12, exp_year: 2030 }]);

    // Anna gets a claim link (on the app's origin) and the confirmation; no activation link.
    const mails = await waitForMails('anna@example.com', 2);
    const [claimLink, ...more] = linksTo(mails, '/identity/claim');
    expect(more).toEqual([]);
    expect(claimLink).toMatch(new RegExp(`^${APP_ORIGIN}/identity/claim\\?token=[\\w-]{43}&language=sv$`));
    expect(linksTo(mails, '/identity/activate')).toEqual([]);
    expect(linksTo(mails, '/customer-portal/account-overview/1')).toHaveLength(1);
    // The claim token is for Anna's account and this booking, stored only as its SHA-256.
    const token = new URL(claimLink ?? '').searchParams.get('token') ?? '';
    const stored = await sandbox.db
      .selectFrom('account_token')
      .selectAll()
      .where('booking_id', '=', result.bookingId)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        kind: 'claim',
        customer_id: 1,
        token_hash: createHash('sha256').update(token).digest('hex'),
        used_at: null,
      }),
    ]);
  });
});

describe('a first booking with a new email', () => {
  it('creates an account without a password and mails the activation link and the confirmation, in the booking language', async () => {
    const email = 'new.customer@example.com';
    const basketId = await createBasket(sandbox, bookingBody(1, { email, firstname: 'Nora' }), {
      origin: APP_ORIGIN,
    });
    const result = await completeCheckout(sandbox, basketId, 1);
    expect(result.customerId).toBeNull();

    const booking = await sandbox.db
      .selectFrom('booking')
      .select('customer_id')
      .where('id', '=', result.bookingId)
      .executeTakeFirstOrThrow();
    const account = await sandbox.db
      .selectFrom('customer')
      .selectAll()
      .where('id', '=', booking.customer_id)
      .executeTakeFirstOrThrow();
    expect(account).toMatchObject({
      guest: false,
      email,
      firstname: 'Nora',
      password_hash: null,
      activated_at: null,
      language: 'sv',
    });

    const mails = await waitForMails(email, 2);
    const [activation, ...more] = linksTo(mails, '/identity/activate');
    expect(more).toEqual([]);
    expect(activation).toMatch(
      new RegExp(`^${APP_ORIGIN}/identity/activate\\?token=[\\w-]{43}&language=sv$`),
    );
    expect(linksTo(mails, '/identity/claim')).toEqual([]);
    expect(linksTo(mails, '/customer-portal/account-overview/1')).toEqual([
      `${APP_ORIGIN}/customer-portal/account-overview/1?lang=sv`,
    ]);
    // Both mails speak Swedish about the booking: the unit type's Swedish name, the unit.
    for (const mail of mails) {
      expect(mail.text).toContain('Förråd S');
      expect(mail.text).toContain(result.unitName);
    }
    const tokens = await sandbox.db
      .selectFrom('account_token')
      .selectAll()
      .where('booking_id', '=', result.bookingId)
      .execute();
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({
      kind: 'activation',
      customer_id: account.id,
      email,
      app_origin: APP_ORIGIN,
      language: 'sv',
      used_at: null,
    });
  });

  it('links to the origin the API was called on when the Origin header is not an app origin of the tenant', async () => {
    const basketId = await createBasket(sandbox, bookingBody(2), { origin: 'https://evil.example' });
    const basket = await sandbox.db
      .selectFrom('basket')
      .select('app_origin')
      .where('id', '=', String(basketId))
      .executeTakeFirstOrThrow();
    expect(basket.app_origin).toBe(ORIGIN);
    const allowed = await createBasket(sandbox, bookingBody(2), { origin: APP_ORIGIN });
    const allowedBasket = await sandbox.db
      .selectFrom('basket')
      .select('app_origin')
      .where('id', '=', String(allowed))
      .executeTakeFirstOrThrow();
    expect(allowedBasket.app_origin).toBe(APP_ORIGIN);
  });
});

describe('a signed-in customer', () => {
  it('books on their account with a confirmation only, sees their own id, and is refused a second identical booking', async () => {
    const { accessToken } = await signIn(sandbox, 'bygg@example.com');
    const body = bookingBody(1, { email: 'bygg@example.com', unitTypeId: 102, billingPeriodId: 1021 });
    const cardsBefore = await sandbox.db
      .selectFrom('payment_method')
      .select('id')
      .where('customer_id', '=', 2)
      .execute();
    const basketId = await createBasket(sandbox, body, { token: accessToken });
    const result = await completeCheckout(sandbox, basketId, 1, { token: accessToken });
    expect(result.customerId).toBe(2);
    const read = await sandbox.api(`/v1/checkout/${basketId}/result`, { token: accessToken });
    expect((await read.json()).data.customerId).toBe(2);
    // Without the token the basket is not there for the caller at all.
    expect((await sandbox.api(`/v1/checkout/${basketId}/result`)).status).toBe(404);

    const booking = await sandbox.db
      .selectFrom('booking')
      .select('customer_id')
      .where('id', '=', result.bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.customer_id).toBe(2);
    // Their own change: the card is kept as their payment method.
    const cardsAfter = await sandbox.db
      .selectFrom('payment_method')
      .select('id')
      .where('customer_id', '=', 2)
      .execute();
    expect(cardsAfter).toHaveLength(cardsBefore.length + 1);

    const mails = await waitForMails('bygg@example.com', 1);
    expect(linksTo(mails, '/customer-portal/account-overview/1')).toHaveLength(1);
    expect(linksTo(mails, '/identity/activate')).toEqual([]);
    expect(linksTo(mails, '/identity/claim')).toEqual([]);

    // The same unit type and date again while signed in: already booked.
    const again = await submitBooking(sandbox, body, { token: accessToken });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already-booked');
    // Anonymous, with the same email: not refused because of the account's bookings.
    const anonymous = await submitBooking(sandbox, body);
    expect(anonymous.status).toBe(201);
  });

  it('is refused a second submission while a paid checkout of theirs runs', async () => {
    const { accessToken } = await signIn(sandbox, 'anna@example.com');
    const body = bookingBody(2, { email: 'anna@example.com', unitTypeId: 202, billingPeriodId: 2021 });
    const basketId = await createBasket(sandbox, body, { token: accessToken });
    expect((await pay(sandbox, basketId, 2, { token: accessToken })).step).toBe('e-signature');
    const again = await submitBooking(sandbox, body, { token: accessToken });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already-booked');
    expect((await checkoutState(sandbox, basketId, { token: accessToken })).step).toBe('e-signature');
  });
});

describe('a visitor who leaves at the payment step and comes back', () => {
  it('gets a new checkout: the first one ends and its unit is free again', async () => {
    // Unit type 103 has exactly one free unit: the return only works if the first hold is released.
    const body = bookingBody(1, { unitTypeId: 103, billingPeriodId: 1031, email: 'returning@example.com' });
    const first = await createBasket(sandbox, body);
    const started = await checkoutCall(sandbox, first, '/payment', {
      returnUrl: returnUrls(1, first).payment,
    });
    expect(started.status).toBe(200);
    expect(await countFreeUnits(sandbox.db, 103, body.moveInDate, sandbox.config.now())).toBe(0);

    // Another browser: a new bot-check token and a new Idempotency-Key, the email in other case.
    const again = await submitBooking(sandbox, { ...body, email: 'Returning@Example.com' });
    const answer = await again.json();
    expect(again.status, JSON.stringify(answer)).toBe(201);
    expect(answer.data.basketId).not.toBe(first);

    expect((await checkoutState(sandbox, first)).step).toBe('session-ended');
    const payments = await sandbox.db
      .selectFrom('provider_session')
      .select('status')
      .where('basket_id', '=', String(first))
      .execute();
    expect(payments.map((payment) => payment.status)).toEqual(['voided']);
    const [firstBasket, secondBasket] = await Promise.all(
      [first, answer.data.basketId].map((id) =>
        sandbox.db
          .selectFrom('basket')
          .select('unit_id')
          .where('id', '=', String(id))
          .executeTakeFirstOrThrow(),
      ),
    );
    expect(secondBasket?.unit_id).toBe(firstBasket?.unit_id);
    const unit = await sandbox.db
      .selectFrom('unit')
      .select('held_by_basket_id')
      .where('id', '=', firstBasket?.unit_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(String(unit.held_by_basket_id)).toBe(String(answer.data.basketId));
  });

  it('leaves a paid checkout of the same email alone; the anonymous repeat gets a basket of its own', async () => {
    const body = bookingBody(1, { email: 'paid.elsewhere@example.com' });
    const first = await createBasket(sandbox, body);
    await pay(sandbox, first, 1);
    const again = await submitBooking(sandbox, body);
    expect(again.status).toBe(201);
    expect((await checkoutState(sandbox, first)).step).toBe('e-signature');
  });
});

describe('POST /checkout/{basketId}/release', () => {
  const availability = async (unitTypeId: number, moveIn: string) => {
    const response = await sandbox.api(`/v1/unit-type/${unitTypeId}/available-unit?moveIn=${moveIn}`);
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };
  const release = (basketId: number, token?: string) =>
    sandbox.api(`/v1/checkout/${basketId}/release`, { method: 'POST', token });

  it('frees the unit at once, answers 204 again for an ended basket, 404 unknown, 409 after success', async () => {
    // Unit type 304 (Berlin) has exactly one free unit.
    const body = bookingBody(3, { unitTypeId: 304, billingPeriodId: 3041 });
    const basketId = await createBasket(sandbox, body);
    expect(await availability(304, body.moveInDate)).toMatchObject({ available: false, availableUnits: 0 });

    const released = await release(basketId);
    expect(released.status).toBe(204);
    expect(await released.text()).toBe('');
    expect(await availability(304, body.moveInDate)).toMatchObject({ available: true, availableUnits: 1 });
    expect((await checkoutState(sandbox, basketId)).step).toBe('session-ended');
    expect((await release(basketId)).status).toBe(204);

    const unknown = await release(2 ** 50);
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('not-found');

    const booked = await createBasket(sandbox, body);
    await completeCheckout(sandbox, booked, 3);
    const completed = await release(booked);
    expect(completed.status).toBe(409);
    expect((await completed.json()).error).toMatchObject({ code: 'wrong-step', currentStep: 'success' });
    expect((await checkoutState(sandbox, booked)).step).toBe('success');
  });

  it("does not let another signed-in customer release a signed-in customer's basket", async () => {
    const { accessToken: anna } = await signIn(sandbox, 'anna@example.com');
    const { accessToken: bygg } = await signIn(sandbox, 'bygg@example.com');
    const basketId = await createBasket(sandbox, bookingBody(1, { email: 'anna@example.com' }), {
      token: anna,
    });
    expect((await release(basketId, bygg)).status).toBe(404);
    expect((await checkoutState(sandbox, basketId, { token: anna })).step).toBe('payment');
    expect((await release(basketId, anna)).status).toBe(204);
  });
});

describe('the hold', () => {
  it('lasts 15 minutes by default, then the checkout ends and the unit is free', async () => {
    expect(defaultConfig().holdMinutes).toBe(15);
    // Unit type 302 is used by no other test here, so its free count moves only with this basket.
    const body = bookingBody(3, { unitTypeId: 302, billingPeriodId: 3021 });
    const free = () => countFreeUnits(sandbox.db, 302, body.moveInDate, sandbox.config.now());
    const freeBefore = await free();
    const response = await submitBooking(sandbox, body);
    const answer = (await response.json()).data;
    expect(answer.expiresAt).toBe(new Date(sandbox.config.now().getTime() + 15 * 60_000).toISOString());
    sandbox.advance(15 * 60_000 - 1_000);
    expect((await checkoutState(sandbox, answer.basketId)).step).toBe('payment');
    expect(await free()).toBe(freeBefore - 1);
    sandbox.advance(1_000);
    expect(await free()).toBe(freeBefore);
    expect((await checkoutState(sandbox, answer.basketId)).step).toBe('session-ended');
  });
});
