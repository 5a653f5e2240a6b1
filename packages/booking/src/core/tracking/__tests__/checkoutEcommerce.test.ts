import { createHash } from 'node:crypto';
import type { Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { buildCheckoutEcommerce } from '../buildBookingEcommerce';
import { createTracker } from '../createTracker';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const STATE: Schema<'CheckoutState'> = {
  basketId: 8_234_551,
  locationId: 7,
  step: 'e-signature',
  expiresAt: '2026-03-20T10:30:00Z',
  unitType: { id: 12, name: 'Small unit 5 m²' },
  moveInDate: '2026-03-20',
  currency: 'SEK',
  dueNow: 1290,
  recurringAmount: 990,
  email: 'ada@example.com',
  bookingId: null,
  identityCheck: 'required',
};

const RESULT: Schema<'CheckoutResult'> = {
  basketId: 8_234_551,
  bookingId: 4711,
  customerId: 305,
  invoiceId: 9001,
  locationId: 7,
  unitType: { id: 12, name: 'Small unit 5 m²' },
  unitName: 'A-104',
  moveInDate: '2026-03-20',
  email: 'Ada@Example.com',
  currency: 'SEK',
  dueNow: 1290,
  recurringAmount: 990,
  moveIn: {
    unitName: 'A-104',
    moveInDate: '2026-03-20',
    locationName: 'Nordbox Stockholm Kungsholmen',
    address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
    mapUrl: 'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
    timeZone: 'Europe/Stockholm',
    accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
  },
};

describe('GA4 ecommerce data of a basket in checkout', () => {
  it('is one item, the unit type at its recurring amount, worth what is due now', () => {
    expect(buildCheckoutEcommerce(STATE)).toEqual({
      currency: 'SEK',
      value: 1290,
      items: [{ item_id: '12', item_name: 'Small unit 5 m²', price: 990, quantity: 1 }],
    });
  });

  it('is the same from the checkout state and from the booking result', () => {
    expect(buildCheckoutEcommerce(RESULT)).toEqual(buildCheckoutEcommerce(STATE));
  });

  it('is worth 0 when nothing is due now (the card is saved for later periods)', () => {
    const data = buildCheckoutEcommerce({ ...STATE, currency: 'EUR', dueNow: 0, recurringAmount: 49.9 });
    expect(data).toMatchObject({ currency: 'EUR', value: 0 });
    expect(data.items).toEqual([expect.objectContaining({ price: 49.9, quantity: 1 })]);
  });

  it('carries no personal data, ids of the basket or booking, coupon or variant', () => {
    const data = buildCheckoutEcommerce(RESULT);
    const pushed = JSON.stringify(data).toLowerCase();
    expect(pushed).not.toContain('ada');
    expect(pushed).not.toContain('a-104');
    expect(pushed).not.toContain('8234551');
    expect(pushed).not.toContain('4711');
    expect(data).not.toHaveProperty('coupon');
    expect(data).not.toHaveProperty('transaction_id');
    expect(data.items[0]).not.toHaveProperty('item_variant');
  });
});

describe('Checkout tracking in the data layer', () => {
  it('add_payment_info pushes the reset, then the event with the basket and hashed email', async () => {
    const dataLayer: unknown[] = [];
    await createTracker({ dataLayer }).addPaymentInfo(buildCheckoutEcommerce(STATE), { email: STATE.email });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_payment_info',
        ecommerce: buildCheckoutEcommerce(STATE),
        enhanced_conversion_data: { sha256_email_address: sha256('ada@example.com') },
      },
    ]);
  });

  it('purchase carries the booking id as transaction id, then the ecommerce data is reset', async () => {
    const dataLayer: unknown[] = [];
    const tracker = createTracker({ dataLayer });
    const ecommerce = { ...buildCheckoutEcommerce(RESULT), transaction_id: String(RESULT.bookingId) };
    await tracker.purchase(ecommerce, { email: RESULT.email });
    tracker.resetEcommerce();
    expect(dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: {
          currency: 'SEK',
          value: 1290,
          transaction_id: '4711',
          items: [{ item_id: '12', item_name: 'Small unit 5 m²', price: 990, quantity: 1 }],
        },
        enhanced_conversion_data: { sha256_email_address: sha256('ada@example.com') },
      },
      { ecommerce: null },
    ]);
  });
});

describe('resetEcommerce', () => {
  it('pushes { ecommerce: null } and nothing else', () => {
    const dataLayer: unknown[] = [];
    createTracker({ dataLayer }).resetEcommerce();
    expect(dataLayer).toEqual([{ ecommerce: null }]);
  });

  it('pushes a new entry each time, which a data layer may change without touching the next', () => {
    const dataLayer: Record<string, unknown>[] = [];
    const tracker = createTracker({
      dataLayer: { push: (entry) => dataLayer.push(entry as Record<string, unknown>) },
    });
    tracker.resetEcommerce();
    tracker.resetEcommerce();
    expect(dataLayer).toEqual([{ ecommerce: null }, { ecommerce: null }]);
    expect(dataLayer[0]).not.toBe(dataLayer[1]);
    expect(Object.isFrozen(dataLayer[0])).toBe(false);
    if (dataLayer[0]) dataLayer[0]['gtm.uniqueEventId'] = 3;
    tracker.resetEcommerce();
    expect(dataLayer[2]).toEqual({ ecommerce: null });
  });

  it('works on any object with push, such as a server-side collector', () => {
    const received: unknown[] = [];
    createTracker({ dataLayer: { push: (entry) => received.push(entry) } }).resetEcommerce();
    expect(received).toEqual([{ ecommerce: null }]);
  });
});
