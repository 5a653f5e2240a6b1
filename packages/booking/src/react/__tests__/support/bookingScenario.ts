import type { Schema } from '@stowly/api-client';
import { apiError, type FakeHandlers, withStatus } from '@stowly/api-client/testing';

/** Today is 2026-03-10 in Stockholm (10:00 UTC). */
const NOW = Date.parse('2026-03-10T10:00:00Z');
export const clock = { now: () => NOW };

export const LOCATION: Schema<'Location'> = {
  id: 7,
  name: 'Stowly Södermalm',
  address: { street: 'Ringvägen 1', postalCode: '118 60', city: 'Stockholm', countryCode: 'SE' },
  timeZone: 'Europe/Stockholm',
  currency: { code: 'SEK' },
  consents: [
    { type: 'terms', required: true, label: 'Terms', url: null },
    { type: 'newsletter', required: false, label: 'Newsletter', url: null },
  ],
  interestRegistrationConsents: [],
  earliestBookableDate: '2026-03-12',
  currentDayLocationTimeZone: '2026-03-10',
  bookableTill: 60,
  privacyPolicyUrl: null,
  imprintUrl: null,
  showManageAccess: false,
  languages: [{ id: 'sv', name: 'Svenska' }],
  defaultCountryId: 46,
};

export function unitType(id: number, categoryIds: number[] = [3]): Schema<'UnitType'> {
  return {
    id,
    locationId: LOCATION.id,
    name: `Unit ${id}`,
    description: '',
    categoryIds,
    size: { width: 1, length: 2, height: 2, area: 2, unit: 'm' },
    imageUrl: null,
    priceFrom: { amount: 49, amountInclTax: 49, taxRate: 0, period: 'monthly' },
    available: true,
    availableUnits: 3,
    features: [],
  };
}

const PLAN_WITH_INSURANCES: Schema<'BillingPeriod'> = {
  id: 21,
  name: 'Monthly',
  period: 'monthly',
  amount: 99,
  amountInclTax: 99,
  taxRate: 0,
  hasInsurances: true,
  minimumPeriods: 1,
  noticePeriodDays: 30,
};

export const PLAN_WITHOUT_INSURANCES: Schema<'BillingPeriod'> = {
  ...PLAN_WITH_INSURANCES,
  id: 22,
  name: 'Weekly',
  period: 'weekly',
  amount: 29,
  hasInsurances: false,
};

export const INSURANCE: Schema<'Insurance'> = {
  id: 31,
  name: 'Basic',
  description: '',
  coverageAmount: 1000,
  billingPeriod: { id: 41, period: 'monthly', amount: 5, amountInclTax: 5, taxRate: 0 },
};

export const PRODUCT: Schema<'OptionalProduct'> = {
  id: 51,
  name: 'Padlock',
  description: '',
  frequency: 'one_time',
  amount: 10,
  amountInclTax: 10,
  taxRate: 0,
  maxQuantity: 5,
  imageUrl: null,
};

export const PRICE: Schema<'PriceCalculation'> = {
  currency: 'SEK',
  period: 'monthly',
  lines: [
    {
      kind: 'rent',
      label: 'Rent',
      quantity: 1,
      unitAmount: 99,
      amount: 99,
      unitAmountInclTax: 123.75,
      amountInclTax: 123.75,
      recurring: true,
    },
  ],
  discount: null,
  subtotal: 99,
  tax: { rate: 25, amount: 24.75 },
  dueNow: 123.75,
  recurringAmount: 123.75,
  recurringAmountExclTax: 99,
};

export const BASKET: Schema<'Basket'> = {
  basketId: 8_234_551,
  locationId: LOCATION.id,
  checkoutStep: 'payment',
  expiresAt: '2026-03-10T10:30:00Z',
};

export const SPRING_DISCOUNT: Schema<'DiscountCode'> = {
  code: 'SPRING',
  discountType: 'percentage',
  discountValue: 10,
  duration: 'once',
  durationMonth: null,
};

/** A page of the contract's paged envelope. */
function page<T>(data: T[], pageSize = 10) {
  return { data, page: 1, pageSize, lastPage: 1, total: data.length };
}

/**
 * The handlers of a location where everything works: unit type 12 (category 3) is free on every
 * date, plan 21 has insurance 31, the discount code SPRING applies and bookings succeed.
 */
export function bookingHandlers(): FakeHandlers {
  return {
    'GET /location/config': () => ({ data: [LOCATION] }),
    'GET /unit-type/category': () => ({
      data: [{ id: 3, locationId: LOCATION.id, name: 'Small', description: null }],
    }),
    'GET /unit-type': ({ query }) =>
      page([unitType(12), unitType(13, [4])], Number(query.get('pageSize') ?? 10)),
    'GET /unit-type/{id}': ({ params }) => ({ data: unitType(Number(params.id)) }),
    'GET /unit-type/{id}/available-unit': () => ({
      data: { available: true, availableUnits: 2, nextAvailableDate: null },
    }),
    'GET /unit-type/{id}/billing-period': () => page([PLAN_WITH_INSURANCES, PLAN_WITHOUT_INSURANCES], 4),
    'GET /unit-type/{id}/insurance': ({ query }) => page([INSURANCE], Number(query.get('pageSize'))),
    'GET /unit-type/{id}/optional-product': ({ query }) => page([PRODUCT], Number(query.get('pageSize'))),
    'POST /unit-type/{id}/price': () => ({ data: { data: PRICE } }),
    'POST /unit-type/{id}/discount/validation': ({ body }) =>
      body.discountCode === 'SPRING' ? { data: SPRING_DISCOUNT } : apiError(422, 'invalid-discount-code'),
    'POST /booking': () => withStatus(201, { data: BASKET }),
    'GET /translation': () => ({ data: {} }),
  };
}
