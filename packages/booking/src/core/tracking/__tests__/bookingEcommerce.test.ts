import { describe, expect, it } from 'vitest';
import { buildBookingEcommerce } from '../buildBookingEcommerce';
import { createTracker } from '../createTracker';

const UNIT_TYPE = { id: 12, name: 'Small unit' };
const MONTHLY = { id: 21, hasInsurances: true, period: 'monthly', amount: 990 } as const;

describe('GA4 ecommerce data of a booking', () => {
  it('is one item, the unit type, with the plan as its variant and price, worth the plan by default', () => {
    expect(buildBookingEcommerce({ currency: 'SEK', unitType: UNIT_TYPE, bookingPlan: MONTHLY })).toEqual({
      currency: 'SEK',
      value: 990,
      items: [{ item_id: '12', item_name: 'Small unit', price: 990, quantity: 1, item_variant: 'monthly' }],
    });
  });

  it('is worth the price given, such as what is due now', () => {
    const data = buildBookingEcommerce({
      currency: 'EUR',
      unitType: UNIT_TYPE,
      bookingPlan: { period: 'weekly', amount: 29 },
      value: 36.25,
    });
    expect(data).toMatchObject({ currency: 'EUR', value: 36.25 });
    expect(data.items).toEqual([expect.objectContaining({ price: 29, item_variant: 'weekly' })]);
  });

  it('carries an applied discount code as the coupon of the item and of the event', () => {
    const data = buildBookingEcommerce({
      currency: 'SEK',
      unitType: UNIT_TYPE,
      bookingPlan: MONTHLY,
      value: 891,
      discountCode: 'SPRING',
    });
    expect(data.coupon).toBe('SPRING');
    expect(data.items[0]?.coupon).toBe('SPRING');
  });

  it.each([null, '', undefined])('has no coupon without a discount code (%s)', (discountCode) => {
    const data = buildBookingEcommerce({
      currency: 'SEK',
      unitType: UNIT_TYPE,
      bookingPlan: MONTHLY,
      discountCode,
    });
    expect(data).not.toHaveProperty('coupon');
    expect(data.items[0]).not.toHaveProperty('coupon');
  });

  it('is what the tracker pushes with begin_checkout', async () => {
    const dataLayer: unknown[] = [];
    const ecommerce = buildBookingEcommerce({ currency: 'SEK', unitType: UNIT_TYPE, bookingPlan: MONTHLY });
    await createTracker({ dataLayer }).beginCheckout(ecommerce);
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce, enhanced_conversion_data: {} },
    ]);
  });
});
