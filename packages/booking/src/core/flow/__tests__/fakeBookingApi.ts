import { createStowlyClient, type Schema } from '@stowly/api-client';
import { isRecord } from '../../../internal/isRecord';

const BASE_URL = 'https://api.example.com/v1';

/** Today is 2026-03-10 in Stockholm (10:00 UTC). */
const NOW = Date.parse('2026-03-10T10:00:00Z');
export const clock = { now: () => NOW };

export const LOCATION = {
  id: 7,
  timeZone: 'Europe/Stockholm',
  earliestBookableDate: '2026-03-10',
  currentDayLocationTimeZone: '2026-03-10',
  bookableTill: 60,
};

export interface RecordedRequest {
  method: string;
  /** Path below the base URL, such as `/unit-type/12`. */
  path: string;
  query: Record<string, string>;
  headers: Headers;
  body: unknown;
}

const unitType = (id: number, categoryIds: number[], locationId = LOCATION.id): Schema<'UnitType'> => ({
  id,
  locationId,
  name: `Unit ${id}`,
  description: '',
  categoryIds,
  size: { width: 1, length: 2, height: 2, area: 2, unit: 'm' },
  imageUrl: null,
  priceFrom: { amount: 49, amountInclTax: 49, taxRate: 0, period: 'monthly' },
  available: true,
  availableUnits: 3,
  features: [],
});

const billingPeriod = (id: number, hasInsurances: boolean): Schema<'BillingPeriod'> => ({
  id,
  name: `Plan ${id}`,
  period: 'monthly',
  amount: 99,
  amountInclTax: 99,
  taxRate: 0,
  hasInsurances,
  minimumPeriods: 1,
  noticePeriodDays: 30,
});

const product = (
  id: number,
  frequency: 'one_time' | 'recurring',
  maxQuantity: number,
): Schema<'OptionalProduct'> => ({
  id,
  name: `Product ${id}`,
  description: '',
  frequency,
  amount: 10,
  amountInclTax: 10,
  taxRate: 0,
  maxQuantity,
  imageUrl: null,
});

/** A catalogue the fake API answers from; tests change it to make checks fail. */
export function createCatalogue() {
  return {
    unitTypes: [unitType(12, [3]), unitType(13, [4]), unitType(99, [3], 8)],
    /** Move-in dates without a free unit. */
    fullDates: new Set<string>(),
    billingPeriods: [billingPeriod(21, true), billingPeriod(22, false)],
    insurances: [
      {
        id: 31,
        name: 'Basic',
        description: '',
        coverageAmount: 1000,
        billingPeriod: { id: 41, period: 'monthly', amount: 5, amountInclTax: 5, taxRate: 0 },
      },
    ] satisfies Schema<'Insurance'>[],
    products: [product(51, 'one_time', 5), product(52, 'one_time', 2), product(61, 'recurring', 3)],
    discountCodes: new Set(['SPRING']),
    /** Why these codes do not apply (the detail's `reason`); other unknown codes answer without one. */
    discountRejections: new Map<string, string>([
      ['EXPIRED', 'expired'],
      ['BUSINESS', 'customer-type'],
    ]),
    /** When set, every call answers this status. */
    failWith: undefined as number | undefined,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const page = <T>(data: T[]) => ({ data, page: 1, pageSize: 100, lastPage: 1, total: data.length });

const ids = (value: string | undefined) => value?.split(',').map(Number);

/**
 * A fake booking API behind `fetch`: answers the unit type, availability, billing period,
 * insurance, optional product and discount validation calls from a catalogue, and records every
 * request it sees.
 */
export function createFakeBookingApi(catalogue = createCatalogue()) {
  const requests: RecordedRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    const text = request.method === 'GET' ? '' : await request.text();
    const recorded: RecordedRequest = {
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(recorded);
    if (catalogue.failWith)
      return json({ error: { code: 'server-error', message: 'Down', details: [] } }, catalogue.failWith);
    const notFound = json({ error: { code: 'not-found', message: 'Not found', details: [] } }, 404);
    const match = /^\/unit-type\/(\d+)(\/[a-z-/]+)?$/.exec(path);
    if (!match) return notFound;
    const found = catalogue.unitTypes.find((item) => item.id === Number(match[1]));
    if (!found) return notFound;
    const query = recorded.query;
    switch (match[2]) {
      case undefined:
        return json({ data: found });
      case '/available-unit': {
        const available = !catalogue.fullDates.has(query.moveIn ?? '');
        return json({ data: { available, availableUnits: available ? 1 : 0, nextAvailableDate: null } });
      }
      case '/billing-period': {
        const wanted = ids(query.billingPeriodIds);
        return json(page(catalogue.billingPeriods.filter((plan) => !wanted || wanted.includes(plan.id))));
      }
      case '/insurance':
        return json(page(query.billingPeriodId === '21' ? catalogue.insurances : []));
      case '/optional-product': {
        const oneTime = ids(query.productIds);
        const recurring = ids(query.recurringProductIds);
        return json(
          page(
            catalogue.products.filter((item) =>
              item.frequency === 'one_time'
                ? !oneTime || oneTime.includes(item.id)
                : !recurring || recurring.includes(item.id),
            ),
          ),
        );
      }
      case '/discount/validation': {
        const code = isRecord(recorded.body) ? String(recorded.body.discountCode) : '';
        if (!catalogue.discountCodes.has(code.toUpperCase())) {
          return json(
            {
              error: {
                code: 'invalid-discount-code',
                message: 'The discount code is not valid.',
                details: [
                  {
                    field: 'discountCode',
                    code: 'discountCode',
                    reason: catalogue.discountRejections.get(code.toUpperCase()),
                  },
                ],
              },
            },
            422,
          );
        }
        return json({
          data: {
            code: 'SPRING',
            discountType: 'percentage',
            discountValue: 10,
            duration: 'once',
            durationMonth: null,
          },
        });
      }
      default:
        return notFound;
    }
  };
  const client = createStowlyClient({ baseUrl: BASE_URL, getLocale: () => 'en', fetch });
  return { client, requests, catalogue, fetch };
}
