import { createStowlyClient, type Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { createBookingSubmitter, submitBooking } from '../submitBooking';

const payload: Schema<'BookingRequest'> = {
  moveInDate: '2026-03-20',
  customerType: 'private',
  email: 'anna@example.com',
  firstname: 'Anna',
  lastname: 'Svensson',
  phoneNumber: '701234567',
  phonePrefix: '+46',
  street: 'Storgatan 1',
  city: 'Stockholm',
  postalCode: '111 22',
  countryId: 46,
  billingPeriodId: 21,
  unitTypeId: 12,
  languageId: 'SV',
  locationIds: [7],
  recaptchaToken: 'token',
  consents: [],
};

const basket = {
  basketId: 8_234_551,
  locationId: 7,
  checkoutStep: 'payment',
  expiresAt: '2026-03-10T10:30:00Z',
};

/** A booking endpoint whose answers the test scripts: a status, or a network failure. */
function fakeBookingEndpoint(answers: (number | 'network')[]) {
  const seen: { key: string | null; body: unknown; url: string }[] = [];
  const fetch = async (request: Request) => {
    seen.push({ key: request.headers.get('Idempotency-Key'), body: await request.json(), url: request.url });
    const answer = answers.shift() ?? 201;
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer === 201) return Response.json({ data: basket }, { status: 201 });
    return Response.json(
      { error: { code: 'unit-unavailable', message: 'No unit is free.', details: [] } },
      { status: answer },
    );
  };
  const client = createStowlyClient({ baseUrl: 'https://api.example.com/v1', getLocale: () => 'sv', fetch });
  return { client, seen };
}

describe('booking submission (spec section 7)', () => {
  it('POSTs the payload to /booking with the idempotency key and returns the basket', async () => {
    const { client, seen } = fakeBookingEndpoint([201]);
    expect(await submitBooking(client, payload, { idempotencyKey: 'key-0001' })).toEqual(basket);
    expect(seen).toEqual([{ key: 'key-0001', body: payload, url: 'https://api.example.com/v1/booking' }]);
  });

  it('rejects with the API error', async () => {
    const { client } = fakeBookingEndpoint([409]);
    await expect(submitBooking(client, payload, { idempotencyKey: 'key-0001' })).rejects.toMatchObject({
      name: 'ApiError',
      status: 409,
      code: 'unit-unavailable',
    });
  });

  it('a retry of the same draft reuses its key; a changed draft gets a new one', async () => {
    const { client, seen } = fakeBookingEndpoint(['network', 409, 201, 201]);
    let keys = 0;
    const submitter = createBookingSubmitter({ client, createIdempotencyKey: () => `key-${++keys}-0000` });
    await expect(submitter.submit(payload)).rejects.toBeDefined();
    await expect(submitter.submit(payload)).rejects.toBeDefined();
    await submitter.submit(payload);
    await submitter.submit({ ...payload, moveInDate: '2026-03-21' });
    expect(seen.map((request) => request.key)).toEqual([
      'key-1-0000',
      'key-1-0000',
      'key-1-0000',
      'key-2-0000',
    ]);
  });

  it('a double submit sends one request; a new submit after success gets a new key', async () => {
    const { client, seen } = fakeBookingEndpoint([201, 201]);
    let keys = 0;
    const submitter = createBookingSubmitter({ client, createIdempotencyKey: () => `key-${++keys}-0000` });
    const [first, second] = await Promise.all([submitter.submit(payload), submitter.submit(payload)]);
    expect(first).toEqual(basket);
    expect(second).toEqual(basket);
    expect(seen).toHaveLength(1);
    await submitter.submit(payload);
    expect(seen.map((request) => request.key)).toEqual(['key-1-0000', 'key-2-0000']);
  });

  it('makes UUID keys by default', async () => {
    const { client, seen } = fakeBookingEndpoint([201]);
    await createBookingSubmitter({ client }).submit(payload);
    expect(seen[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});
