import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildEcommerceEvent, normalizeEmail, normalizePhone } from '../buildTrackingEvents';
import { createTracker } from '../createTracker';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const BASKET = {
  currency: 'SEK',
  value: 1290,
  items: [
    {
      item_id: '12',
      item_name: 'Storage unit 5 m²',
      item_category: 'Small',
      item_variant: 'monthly',
      price: 990,
      quantity: 1,
    },
    { item_id: 'insurance-3', item_name: 'Insurance 50 000 SEK', price: 300, quantity: 1 },
  ],
};
const CUSTOMER = { email: '  Ada.Lovelace@Example.COM ', phone: { number: '070-123 45 67', prefix: '+46' } };

describe('Tracking events pushed to the data layer: virtualPageview, ecommerce events with enhanced_conversion_data, and a reset of ecommerce data', () => {
  it('pushes virtualPageview with pageUrl and pageTitle', () => {
    const dataLayer: unknown[] = [];
    createTracker({ dataLayer }).pageview({
      pageUrl: '/12/unit-type/3/options?section=insurance',
      pageTitle: 'Options | Stowly',
    });
    expect(dataLayer).toEqual([
      {
        event: 'virtualPageview',
        pageUrl: '/12/unit-type/3/options?section=insurance',
        pageTitle: 'Options | Stowly',
      },
    ]);
  });

  it.each([
    ['addToCart', 'add_to_cart'],
    ['beginCheckout', 'begin_checkout'],
    ['addShippingInfo', 'add_shipping_info'],
    ['addPaymentInfo', 'add_payment_info'],
  ] as const)(
    '%s pushes the ecommerce reset, then %s with GA4 ecommerce data and hashed contact data',
    async (method, event) => {
      const dataLayer: unknown[] = [];
      await createTracker({ dataLayer })[method](BASKET, CUSTOMER);
      expect(dataLayer).toEqual([
        { ecommerce: null },
        {
          event,
          ecommerce: BASKET,
          enhanced_conversion_data: {
            sha256_email_address: sha256('ada.lovelace@example.com'),
            sha256_phone_number: sha256('+46701234567'),
          },
        },
      ]);
    },
  );

  it('purchase carries the transaction id', async () => {
    const dataLayer: unknown[] = [];
    await createTracker({ dataLayer }).purchase({ ...BASKET, transaction_id: '4711' });
    expect(dataLayer).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: { ...BASKET, transaction_id: '4711' }, enhanced_conversion_data: {} },
    ]);
    await expect(buildEcommerceEvent('purchase', BASKET)).rejects.toThrow(/transaction_id/);
  });

  it('never pushes raw personal data', async () => {
    const dataLayer: unknown[] = [];
    await createTracker({ dataLayer }).beginCheckout(BASKET, CUSTOMER);
    const pushed = JSON.stringify(dataLayer).toLowerCase();
    expect(pushed).not.toContain('lovelace');
    expect(pushed).not.toContain('701234567');
    expect(pushed).not.toContain('123 45 67');
  });

  it('keeps the reset and its event together when events overlap', async () => {
    const dataLayer: unknown[] = [];
    const tracker = createTracker({ dataLayer });
    await Promise.all([tracker.addToCart(BASKET, CUSTOMER), tracker.beginCheckout(BASKET)]);
    expect(dataLayer.map((entry) => (entry as { event?: string }).event ?? 'reset')).toEqual([
      'reset',
      expect.any(String),
      'reset',
      expect.any(String),
    ]);
  });
});

describe('Enhanced conversion data is normalised before hashing', () => {
  it('normalises emails: trimmed, lower case, no dots before a Gmail domain', () => {
    expect(normalizeEmail(' Ada@Example.com ')).toBe('ada@example.com');
    expect(normalizeEmail('a.d.a@gmail.com')).toBe('ada@gmail.com');
    expect(normalizeEmail('a.d.a@example.com')).toBe('a.d.a@example.com');
  });

  it('normalises phones to E.164', () => {
    expect(normalizePhone({ number: '070 123 45 67', prefix: '+46' })).toBe('+46701234567');
    expect(normalizePhone({ number: '06 12 34 56 78', prefix: '+33' })).toBe('+33612345678');
    expect(normalizePhone({ number: '06 1234 5678', prefix: '+39' })).toBe('+390612345678');
    expect(normalizePhone('+49 (30) 1234567')).toBe('+49301234567');
    expect(normalizePhone('030 1234567')).toBeUndefined();
    expect(normalizePhone({ number: '701234567', prefix: '' })).toBeUndefined();
  });
});
