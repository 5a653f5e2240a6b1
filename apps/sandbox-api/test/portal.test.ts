import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../src/domain/calendar';
import { createTestSandbox, TEST_TODAY, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
/** Access tokens of the demo customers: 1 Anna (Stockholm, Oslo), 2 Nordic Bygg (Stockholm), 3 Jonas (Berlin). */
const tokens: Record<'anna' | 'bygg' | 'jonas', string> = { anna: '', bygg: '', jonas: '' };

async function signInAll() {
  tokens.anna = (await signIn(sandbox, 'anna@example.com')).accessToken;
  tokens.bygg = (await signIn(sandbox, 'bygg@example.com')).accessToken;
  tokens.jonas = (await signIn(sandbox, 'jonas@example.com')).accessToken;
}

beforeAll(async () => {
  sandbox = await createTestSandbox();
  await signInAll();
});
afterAll(() => sandbox.close());

const get = (path: string, token: string, headers: Record<string, string> = {}) =>
  sandbox.api(`/v1/customer-portal${path}`, { token, headers });
const put = (path: string, token: string, body: unknown) =>
  sandbox.api(`/v1/customer-portal${path}`, { method: 'PUT', token, body });

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; details: { field: string; code: string }[] };
}

describe('every portal operation needs a valid bearer token', () => {
  it('answers 401 without one', async () => {
    for (const path of [
      '/location',
      '/booking/1',
      '/booking/1/payment-method',
      '/invoice/1',
      '/customer/1/payment-method',
      '/customer/1/setup-intent',
      '/notification',
      '/auth/customer',
    ]) {
      const response = await sandbox.api(`/v1/customer-portal${path}`);
      await expectProblem(response, 401, 'unauthorized');
    }
    const cancel = await sandbox.api('/v1/customer-portal/booking/1/cancel', {
      method: 'PUT',
      body: { endDate: '2027-06-30', reason: 'moving' },
    });
    await expectProblem(cancel, 401, 'unauthorized');
    const update = await sandbox.api('/v1/customer-portal/booking/1/payment-method', {
      method: 'PUT',
      body: { setupIntentId: 'seti_x', paymentMethodReference: 'pm_x' },
    });
    await expectProblem(update, 401, 'unauthorized');
  });
});

describe('locations and the customer', () => {
  it('lists the locations where the customer has bookings', async () => {
    const response = await get('/location', tokens.anna);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toEqual([
      {
        id: 1,
        name: 'Nordbox Stockholm Kungsholmen',
        address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
        timeZone: 'Europe/Stockholm',
        currency: { code: 'SEK' },
        showManageAccess: true,
        access: 'owner',
      },
      expect.objectContaining({ id: 2, showManageAccess: false, currency: { code: 'NOK' }, access: 'owner' }),
    ]);
    const jonas = await (await get('/location', tokens.jonas)).json();
    expect(jonas.data.map((location: { id: number }) => location.id)).toEqual([3]);
  });

  it('answers the signed-in customer, never given fields null or empty', async () => {
    const anna = await (await get('/auth/customer', tokens.anna)).json();
    expect(anna.data).toEqual({
      id: 1,
      customerType: 'private',
      companyName: null,
      companyTaxIdentificationNumber: null,
      email: 'anna@example.com',
      firstname: 'Anna',
      lastname: 'Lindqvist',
      phoneNumber: '701234567',
      phonePrefix: '+46',
      street: 'Hantverkargatan 5',
      city: 'Stockholm',
      postalCode: '112 21',
      countryId: 1,
    });
    const bygg = await (await get('/auth/customer', tokens.bygg)).json();
    expect(bygg.data).toMatchObject({
      id: 2,
      customerType: 'business',
      companyName: 'Nordic Bygg AB',
      companyTaxIdentificationNumber: 'SE556677889901',
    });
  });
});

describe('bookings', () => {
  it('lists the bookings of a location with status, earliest end date and cancellability', async () => {
    const response = await get('/booking/1', tokens.anna);
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 10, lastPage: 1, total: 2 });
    expect(page.data.map((booking: { id: number }) => booking.id)).toEqual([2, 1]);
    expect(page.data[1]).toEqual({
      id: 1,
      locationId: 1,
      unitName: 'D1',
      unitType: {
        id: 103,
        name: 'Storage room 10 m²',
        size: { width: 2.5, length: 4, height: 2.4, area: 10, unit: 'm' },
      },
      status: 'active',
      moveInDate: '2026-03-21',
      endDate: null,
      // 14 days' notice from today; the one-month minimum term has long run.
      earliestEndDate: addDays(TEST_TODAY, 14),
      billingPeriod: { id: 1031, name: 'Monthly', period: 'monthly' },
      recurringAmount: 2139,
      currency: 'SEK',
      insurance: { id: 102, name: expect.any(String) },
      cancellable: true,
      cancellationWithdrawable: false,
      contractDocument: { sizeBytes: expect.any(Number) },
    });
    expect(page.data[0]).toMatchObject({ id: 2, unitName: 'E1', insurance: null, status: 'active' });
  });

  it('answers names in the requested language', async () => {
    const page = await (await get('/booking/1', tokens.anna, { 'Content-Language': 'sv' })).json();
    expect(page.data[1].unitType.name).toBe('Förråd 10 m²');
    expect(page.data[1].billingPeriod.name).toBe('Månadsvis');
  });

  it('takes the longer notice period of the plan and the location, and the minimum term', async () => {
    // Oslo: 30 days' notice at the location, 14 on the plan.
    const oslo = await (await get('/booking/2', tokens.anna)).json();
    expect(oslo.data[0]).toMatchObject({ id: 3, earliestEndDate: addDays(TEST_TODAY, 30), currency: 'NOK' });
    // Nordic Bygg: a 12-month term plan with 30 days' notice.
    const bygg = await (await get('/booking/1', tokens.bygg)).json();
    expect(bygg.data).toEqual([
      expect.objectContaining({
        id: 4,
        earliestEndDate: addDays(TEST_TODAY, 30),
        billingPeriod: expect.objectContaining({ id: 1042 }),
      }),
    ]);
  });

  it('pages', async () => {
    const first = await (
      await sandbox.api('/v1/customer-portal/booking/1?page=1&pageSize=1', { token: tokens.anna })
    ).json();
    expect(first).toMatchObject({ page: 1, pageSize: 1, lastPage: 2, total: 2 });
    expect(first.data.map((booking: { id: number }) => booking.id)).toEqual([2]);
    const second = await (
      await sandbox.api('/v1/customer-portal/booking/1?page=2&pageSize=1', { token: tokens.anna })
    ).json();
    expect(second.data.map((booking: { id: number }) => booking.id)).toEqual([1]);
    const after = await (
      await sandbox.api('/v1/customer-portal/booking/1?page=3&pageSize=1', { token: tokens.anna })
    ).json();
    expect(after).toMatchObject({ page: 3, pageSize: 1, lastPage: 2, total: 2, data: [] });
    const bad = await sandbox.api('/v1/customer-portal/booking/1?pageSize=101', { token: tokens.anna });
    expect((await expectProblem(bad, 400, 'bad-request')).details).toContainEqual({
      field: 'pageSize',
      code: 'maximum',
    });
  });

  it('shows upcoming bookings first, with the minimum term in the earliest end date', async () => {
    const moveIn = addDays(TEST_TODAY, 10);
    await sandbox.db
      .insertInto('booking')
      .values({
        customer_id: 3,
        location_id: 3,
        unit_id: 30402,
        unit_type_id: 304,
        billing_period_id: 3042, // 12-month term, 30 days' notice
        insurance_id: null,
        move_in_date: moveIn,
        end_date: null,
        recurring_amount: 269.1,
        currency_code: 'EUR',
        discount: null,
      })
      .execute();
    const page = await (await get('/booking/3', tokens.jonas)).json();
    expect(page.total).toBe(2);
    expect(page.data[0]).toMatchObject({
      status: 'upcoming',
      moveInDate: moveIn,
      earliestEndDate: '2027-12-01',
      cancellable: true,
      cancellationWithdrawable: false,
    });
    expect(page.data[1]).toMatchObject({ id: 5, status: 'active' });
  });

  it("refuses another customer's location, and unknown ones, with 404", async () => {
    await expectProblem(await get('/booking/3', tokens.anna), 404, 'not-found');
    await expectProblem(await get('/booking/2', tokens.bygg), 404, 'not-found');
    await expectProblem(await get('/booking/999', tokens.anna), 404, 'not-found');
    const swedish = await expectProblem(
      await get('/booking/3', tokens.anna, { 'Content-Language': 'sv' }),
      404,
      'not-found',
    );
    expect(swedish.message).toBe('Anläggningen finns inte bland dina anläggningar.');
  });
});

describe('cancelling a booking', () => {
  const cancel = (bookingId: number, token: string, body: Record<string, unknown>) =>
    put(`/booking/${bookingId}/cancel`, token, { reason: 'moving', ...body });

  it('refuses an end date before the earliest end date with the field detail', async () => {
    const error = await expectProblem(
      await cancel(2, tokens.anna, { endDate: addDays(TEST_TODAY, 13) }),
      422,
      'end-date-too-early',
    );
    expect(error.details).toEqual([{ field: 'endDate', code: 'minDate' }]);
  });

  it('gives notice, names the location, and cannot be repeated', async () => {
    const endDate = addDays(TEST_TODAY, 14);
    const response = await cancel(2, tokens.anna, { endDate, comment: '  Moving abroad  ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { bookingId: 2, endDate, location: { id: 1 } } });

    const stored = await sandbox.db
      .selectFrom('booking')
      .select(['end_date', 'cancellation_reason', 'cancellation_comment'])
      .where('id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      end_date: endDate,
      cancellation_reason: 'moving',
      cancellation_comment: 'Moving abroad',
    });

    const page = await (await get('/booking/1', tokens.anna)).json();
    expect(page.data.map((booking: { id: number }) => booking.id)).toEqual([1, 2]);
    expect(page.data[1]).toMatchObject({ id: 2, status: 'cancelled', endDate, cancellable: false });

    await expectProblem(await cancel(2, tokens.anna, { endDate }), 409, 'not-cancellable');

    const notifications = await (await get('/notification?location_id=1', tokens.anna)).json();
    expect(notifications.data).toContainEqual(
      expect.objectContaining({
        title: 'Cancellation confirmed',
        text: `Your rental of unit E1 ends on ${endDate}.`,
        type: 'success',
        locationId: 1,
      }),
    );
  });

  it("refuses another customer's booking and unknown ones with 404", async () => {
    await expectProblem(await cancel(4, tokens.anna, { endDate: addDays(TEST_TODAY, 60) }), 404, 'not-found');
    await expectProblem(
      await cancel(99999, tokens.anna, { endDate: addDays(TEST_TODAY, 60) }),
      404,
      'not-found',
    );
  });

  it('validates the body against the contract', async () => {
    const missing = await put('/booking/1/cancel', tokens.anna, { endDate: '2027-01-01' });
    expect((await expectProblem(missing, 400, 'bad-request')).details).toContainEqual({
      field: 'reason',
      code: 'required',
    });
    const wrong = await put('/booking/1/cancel', tokens.anna, { endDate: '2027-02-30', reason: 'price' });
    await expectProblem(wrong, 400, 'bad-request');
  });
});

describe('withdrawing a cancellation', () => {
  const withdraw = (bookingId: number, token: string) =>
    sandbox.api(`/v1/customer-portal/booking/${bookingId}/cancel`, { method: 'DELETE', token });
  const setEndDate = (bookingId: number, endDate: string | null) =>
    sandbox.db.updateTable('booking').set({ end_date: endDate }).where('id', '=', bookingId).execute();
  const bookingOf = async (bookingId: number) => {
    const page = await (await get('/booking/1', tokens.anna)).json();
    return page.data.find((booking: { id: number }) => booking.id === bookingId);
  };

  it('shows the last day and lets the owner withdraw before it: the booking runs on, a repeat is harmless', async () => {
    const lastDay = addDays(TEST_TODAY, 30);
    await setEndDate(1, lastDay);
    expect(await bookingOf(1)).toMatchObject({
      status: 'cancelled',
      endDate: lastDay,
      cancellable: false,
      cancellationWithdrawable: true,
    });

    const response = await withdraw(1, tokens.anna);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { bookingId: 1, location: { id: 1 } } });
    expect(await bookingOf(1)).toMatchObject({
      status: 'active',
      endDate: null,
      cancellable: true,
      cancellationWithdrawable: false,
    });
    const notifications = await (await get('/notification?location_id=1', tokens.anna)).json();
    expect(notifications.data).toContainEqual(
      expect.objectContaining({ title: 'Cancellation withdrawn', type: 'success', locationId: 1 }),
    );

    // Idempotent: withdrawing again answers the same and changes nothing.
    const again = await withdraw(1, tokens.anna);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { bookingId: 1, location: { id: 1 } } });
  });

  it('refuses on and after the last day with 409 not-withdrawable in the error schema', async () => {
    for (const lastDay of [TEST_TODAY, addDays(TEST_TODAY, -1)]) {
      await setEndDate(1, lastDay);
      expect((await bookingOf(1)).cancellationWithdrawable).toBe(false);
      const error = await expectProblem(await withdraw(1, tokens.anna), 409, 'not-withdrawable');
      expect(error.message).toMatch(/no longer be withdrawn/);
      expect(error.details).toEqual([]);
    }
    const sv = await sandbox.api('/v1/customer-portal/booking/1/cancel', {
      method: 'DELETE',
      token: tokens.anna,
      headers: { 'Content-Language': 'sv' },
    });
    expect((await expectProblem(sv, 409, 'not-withdrawable')).message).toMatch(/kan inte längre återkallas/);
    await setEndDate(1, null);
  });

  it("answers 404 for another customer's booking, and 401 without a token", async () => {
    await setEndDate(4, addDays(TEST_TODAY, 30));
    await expectProblem(await withdraw(4, tokens.anna), 404, 'not-found');
    await expectProblem(await withdraw(99999, tokens.anna), 404, 'not-found');
    const stored = await sandbox.db
      .selectFrom('booking')
      .select('end_date')
      .where('id', '=', 4)
      .executeTakeFirstOrThrow();
    expect(stored.end_date).toBe(addDays(TEST_TODAY, 30));
    await setEndDate(4, null);
    const anonymous = await sandbox.api('/v1/customer-portal/booking/1/cancel', { method: 'DELETE' });
    await expectProblem(anonymous, 401, 'unauthorized');
  });
});

describe('invoices', () => {
  it('lists all invoices of a location, newest first, paged', async () => {
    const response = await sandbox.api('/v1/customer-portal/invoice/1?pageSize=5', { token: tokens.anna });
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 5, lastPage: 2, total: 10 });
    const issueDates = page.data.map((invoice: { issueDate: string }) => invoice.issueDate);
    expect(issueDates).toEqual([...issueDates].sort().reverse());
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^INV-01-\d{5}$/),
      locationId: 1,
      bookingId: expect.any(Number),
      issueDate: TEST_TODAY,
      dueDate: addDays(TEST_TODAY, 14),
      status: 'open',
      amount: expect.any(Number),
      amountDue: expect.any(Number),
      currency: 'SEK',
      document: { sizeBytes: expect.any(Number) },
    });
    const second = await (
      await sandbox.api('/v1/customer-portal/invoice/1?pageSize=5&page=2', { token: tokens.anna })
    ).json();
    expect(second.data).toHaveLength(5);
    const ids = new Set([...page.data, ...second.data].map((invoice: { id: number }) => invoice.id));
    expect(ids.size).toBe(10);
  });

  it('lists only invoices with an amount due with openOnly', async () => {
    const page = await (
      await sandbox.api('/v1/customer-portal/invoice/1?openOnly=true', { token: tokens.anna })
    ).json();
    expect(page.total).toBe(3);
    expect(page.data.map((invoice: { status: string }) => invoice.status).sort()).toEqual([
      'open',
      'open',
      'overdue',
    ]);
    for (const invoice of page.data) expect(invoice.amountDue).toBe(invoice.amount);
    const paid = await (
      await sandbox.api('/v1/customer-portal/invoice/1?openOnly=false', { token: tokens.anna })
    ).json();
    expect(paid.total).toBe(10);
  });

  it("refuses another customer's location", async () => {
    await expectProblem(await get('/invoice/3', tokens.anna), 404, 'not-found');
  });
});

describe('notifications', () => {
  it('lists general notifications and those of the customer’s locations, newest first', async () => {
    const all = await (await get('/notification', tokens.anna)).json();
    const seeded = all.data.filter((notification: { id: number }) => notification.id <= 4);
    expect(seeded.map((notification: { id: number }) => notification.id)).toEqual([4, 3, 2, 1]);
    // The overdue reminder names its invoice (the portal offers to pay it from there).
    const overdue = await (await get('/invoice/1?openOnly=true', tokens.anna)).json();
    expect(seeded[3].invoiceId).toBe(
      overdue.data.find((invoice: { status: string }) => invoice.status === 'overdue').id,
    );
    expect(seeded[0]).toEqual({
      id: 4,
      locationId: null,
      invoiceId: null,
      title: 'Welcome to Nordbox',
      text: 'Your customer account is ready.',
      type: 'success',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      read: true,
    });
    const oslo = await (
      await get('/notification?location_id=2', tokens.anna, { 'Content-Language': 'nb' })
    ).json();
    expect(oslo.data.map((notification: { id: number }) => notification.id)).toEqual([4, 3]);
    expect(oslo.data[1].title).toBe('Kortet er utløpt');
    const jonas = await (await get('/notification', tokens.jonas)).json();
    expect(jonas.data.map((notification: { id: number }) => notification.id)).toEqual([5]);
  });

  it("refuses another customer's location", async () => {
    await expectProblem(await get('/notification?location_id=3', tokens.anna), 404, 'not-found');
  });
});

describe('payment methods', () => {
  it('answers the payment method of a location, expired cards as expired', async () => {
    const stockholm = await (await get('/booking/1/payment-method', tokens.anna)).json();
    expect(stockholm.data).toEqual({
      id: 1,
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2028,
      holderName: 'Anna Lindqvist',
      status: 'valid',
    });
    const oslo = await (await get('/booking/2/payment-method', tokens.anna)).json();
    expect(oslo.data).toMatchObject({ id: 2, brand: 'mastercard', status: 'expired' });
    const sepa = await (await get('/booking/1/payment-method', tokens.bygg)).json();
    expect(sepa.data).toMatchObject({
      type: 'sepa_debit',
      brand: null,
      expMonth: null,
      expYear: null,
      last4: '3000',
    });
    await expectProblem(await get('/booking/3/payment-method', tokens.anna), 404, 'not-found');
  });

  it('answers null when none is on file', async () => {
    await sandbox.db.deleteFrom('payment_method').where('id', '=', 4).execute();
    expect(await (await get('/booking/3/payment-method', tokens.jonas)).json()).toEqual({ data: null });
    expect(await (await get('/customer/3/payment-method', tokens.jonas)).json()).toEqual({ data: [] });
  });

  it("lists the customer's payment methods, and only for the signed-in customer", async () => {
    const list = await (await get('/customer/1/payment-method', tokens.anna)).json();
    expect(list.data.map((method: { id: number }) => method.id)).toEqual([1, 2]);
    await expectProblem(await get('/customer/2/payment-method', tokens.anna), 403, 'forbidden');
    await expectProblem(await get('/customer/1/setup-intent', tokens.bygg), 403, 'forbidden');
  });

  it('refuses a setup intent return address on another origin', async () => {
    const response = await get(
      `/customer/1/setup-intent?returnUrl=${encodeURIComponent('https://evil.example/verify')}`,
      tokens.anna,
    );
    expect((await expectProblem(response, 400, 'bad-request')).details).toEqual([
      { field: 'returnUrl', code: 'format' },
    ]);
  });

  it('is replaced end to end: setup intent, the sandbox card page, then the update', async () => {
    const returnUrl = 'http://127.0.0.1:8080/customer-portal/account-overview/1/payment/update/verify';
    const intent = await get(
      `/customer/1/setup-intent?returnUrl=${encodeURIComponent(returnUrl)}`,
      tokens.anna,
    );
    expect(intent.status).toBe(200);
    const { data } = await intent.json();
    expect(data).toEqual({
      setupIntentId: expect.stringMatching(/^seti_[0-9a-f]{32}$/),
      provider: 'sandbox',
      clientSecret: null,
      publishableKey: null,
      redirectUrl: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:8080\/sandbox-providers\/payment-method\/seti_/,
      ),
    });
    const cardPage = new URL(data.redirectUrl);
    expect(cardPage.searchParams.get('returnUrl')).toBe(returnUrl);
    const pagePath = `${cardPage.pathname}${cardPage.search}`;

    // Not confirmed yet.
    const early = await put('/booking/1/payment-method', tokens.anna, {
      setupIntentId: data.setupIntentId,
      paymentMethodReference: 'pm_guess',
    });
    await expectProblem(early, 422, 'payment-method-invalid');

    const page = await sandbox.api(pagePath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Save a card</h1>');
    expect(html).toMatch(/<label for="cardNumber">Card number<\/label>\s*<input type="text" id="cardNumber"/);
    expect(html).toContain('<button type="submit" class="primary">Save card</button>');

    const post = (form: Record<string, string>) =>
      sandbox.api(pagePath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form).toString(),
      });
    const card = { action: 'save', expiry: '12/30', cvc: '123', holderName: 'Anna Lindqvist' };

    const invalid = await post({ ...card, cardNumber: '4242 4242 4242 4241' });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toMatch(
      /id="cardNumber"[^>]*aria-invalid="true"[^>]*aria-describedby="cardNumber-hint cardNumber-error"/,
    );

    const declined = await post({ ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');

    const saved = await post({ ...card, cardNumber: '4242 4242 4242 4242' });
    expect(saved.status).toBe(303);
    const back = new URL(saved.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(back.searchParams.get('setup_intent')).toBe(data.setupIntentId);
    expect(back.searchParams.get('redirect_status')).toBe('succeeded');
    const reference = back.searchParams.get('payment_method') ?? '';
    expect(reference).toMatch(/^pm_sandbox_/);

    // The page does not take a second card.
    expect(await (await sandbox.api(pagePath)).text()).toContain('Card saved');

    await expectProblem(
      await put('/booking/1/payment-method', tokens.anna, {
        setupIntentId: data.setupIntentId,
        paymentMethodReference: 'pm_other',
      }),
      422,
      'payment-method-invalid',
    );
    // Not another customer's intent, not at another customer's location.
    await expectProblem(
      await put('/booking/3/payment-method', tokens.jonas, {
        setupIntentId: data.setupIntentId,
        paymentMethodReference: reference,
      }),
      422,
      'payment-method-invalid',
    );
    await expectProblem(
      await put('/booking/3/payment-method', tokens.anna, {
        setupIntentId: data.setupIntentId,
        paymentMethodReference: reference,
      }),
      404,
      'not-found',
    );

    const updated = await put('/booking/1/payment-method', tokens.anna, {
      setupIntentId: data.setupIntentId,
      paymentMethodReference: reference,
    });
    expect(updated.status).toBe(200);
    const method = (await updated.json()).data;
    expect(method).toEqual({
      id: expect.any(Number),
      type: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      holderName: 'Anna Lindqvist',
      status: 'valid',
    });
    expect((await (await get('/booking/1/payment-method', tokens.anna)).json()).data).toEqual(method);
    const list = await (await get('/customer/1/payment-method', tokens.anna)).json();
    expect(list.data.map((entry: { id: number }) => entry.id)).toEqual([method.id, 2]);

    // Single use.
    await expectProblem(
      await put('/booking/2/payment-method', tokens.anna, {
        setupIntentId: data.setupIntentId,
        paymentMethodReference: reference,
      }),
      422,
      'payment-method-invalid',
    );
  });

  it('goes back cancelled when the customer cancels on the card page', async () => {
    const returnUrl = 'http://127.0.0.1:8080/customer-portal/account-overview/2/payment/update/verify';
    const { data } = await (
      await get(`/customer/1/setup-intent?returnUrl=${encodeURIComponent(returnUrl)}`, tokens.anna)
    ).json();
    const page = new URL(data.redirectUrl);
    const cancelled = await sandbox.api(`${page.pathname}${page.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
    });
    expect(cancelled.status).toBe(303);
    const back = new URL(cancelled.headers.get('location') ?? '');
    expect(back.searchParams.get('redirect_status')).toBe('canceled');
    expect(back.searchParams.get('payment_method')).toBeNull();
  });

  it('sends the card page back only to its own origin', async () => {
    const { data } = await (await get('/customer/1/setup-intent', tokens.anna)).json();
    const page = new URL(data.redirectUrl);
    for (const returnUrl of ['https://evil.example/verify', '//evil.example/verify', '/\\evil.example']) {
      const response = await sandbox.api(`${page.pathname}?${new URLSearchParams({ returnUrl })}`);
      expect(response.status, returnUrl).toBe(400);
    }
    expect((await sandbox.api(`${page.pathname}?returnUrl=%2Fcustomer-portal`)).status).toBe(200);
    expect((await sandbox.api('/sandbox-providers/payment-method/seti_unknown')).status).toBe(404);
  });
});

describe('as time goes by', () => {
  it('marks cancelled bookings ended after their end date and open invoices overdue after their due date', async () => {
    sandbox.advance(20 * 24 * 3600 * 1000);
    await signInAll();
    const page = await (await get('/booking/1', tokens.anna)).json();
    expect(page.data.find((booking: { id: number }) => booking.id === 2)).toMatchObject({
      status: 'ended',
      cancellable: false,
    });
    const open = await (
      await sandbox.api('/v1/customer-portal/invoice/1?openOnly=true', { token: tokens.anna })
    ).json();
    expect(open.data.map((invoice: { status: string }) => invoice.status)).toEqual([
      'overdue',
      'overdue',
      'overdue',
    ]);
  });
});
