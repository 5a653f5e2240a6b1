import type { Schema } from '@stowly/api-client';
import type { FakeHandlers } from '@stowly/api-client/testing';

/** Two locations of the customer: Södermalm allows shared access, Kista does not. */
export const SODERMALM: Schema<'PortalLocation'> = {
  id: 11,
  name: 'Nordbox Södermalm',
  address: { street: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', countryCode: 'SE' },
  timeZone: 'Europe/Stockholm',
  currency: { code: 'SEK' },
  showManageAccess: true,
  access: 'owner',
};

export const KISTA: Schema<'PortalLocation'> = {
  ...SODERMALM,
  id: 12,
  name: 'Nordbox Kista',
  address: { street: 'Kistagången 2', postalCode: '164 40', city: 'Kista', countryCode: 'SE' },
  showManageAccess: false,
};

/**
 * A location another customer shares with this one (shared access): the customer manages it for
 * them and sees their bookings and invoices there, read only.
 */
export const SOLNA: Schema<'PortalLocation'> = {
  ...SODERMALM,
  id: 13,
  name: 'Nordbox Solna',
  address: { street: 'Råsundavägen 3', postalCode: '169 67', city: 'Solna', countryCode: 'SE' },
  showManageAccess: false,
  access: 'manager',
};

const UNIT_PREFIX: Record<number, string> = { [KISTA.id]: 'K', [SOLNA.id]: 'M' };

/** An invoice of a location, numbered `INV-{id}`, issued on 1 March 2026, due on the 15th. */
export function portalInvoice(
  id: number,
  locationId: number,
  status: Schema<'Invoice'>['status'] = 'open',
): Schema<'Invoice'> {
  return {
    id,
    number: `INV-${id}`,
    locationId,
    bookingId: null,
    issueDate: '2026-03-01',
    dueDate: '2026-03-15',
    status,
    amount: 1200,
    amountDue: status === 'open' || status === 'overdue' ? 1200 : 0,
    currency: 'SEK',
    document: { sizeBytes: 38_000 + id },
  };
}

/** A booking of a location, unit `{prefix}-{id}`; cancelled ones have their last day. */
export function portalBooking(
  id: number,
  locationId: number,
  status: Schema<'PortalBooking'>['status'] = 'active',
): Schema<'PortalBooking'> {
  return {
    id,
    locationId,
    unitName: `${UNIT_PREFIX[locationId] ?? 'S'}-${id}`,
    unitType: { id: 3, name: 'Small unit', size: { width: 1, length: 5, height: 2.5, area: 5, unit: 'm' } },
    status,
    moveInDate: '2026-03-01',
    endDate: status === 'cancelled' ? '2026-12-31' : null,
    earliestEndDate: '2026-12-31',
    billingPeriod: { id: 7, name: 'Monthly', period: 'monthly' },
    recurringAmount: 1200,
    currency: 'SEK',
    insurance: null,
    cancellable: status === 'active',
    cancellationWithdrawable: status === 'cancelled',
    contractDocument: { sizeBytes: 52_000 + id },
  };
}

export const VISA: Schema<'PaymentMethod'> = {
  id: 1,
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2028,
  holderName: 'Anna Svensson',
  status: 'valid',
};

export const MASTERCARD: Schema<'PaymentMethod'> = {
  ...VISA,
  id: 2,
  brand: 'mastercard',
  last4: '5100',
  expMonth: 9,
  expYear: 2030,
};

export const CUSTOMER: Schema<'Customer'> = {
  id: 501,
  customerType: 'private',
  companyName: null,
  companyTaxIdentificationNumber: null,
  email: 'anna@example.com',
  firstname: 'Anna',
  lastname: 'Svensson',
  phoneNumber: '701234567',
  phonePrefix: '+46',
  street: 'Götgatan 1',
  city: 'Stockholm',
  postalCode: '118 46',
  countryId: 46,
};

/** One page of `items` as the API pages lists: `page` and `pageSize` from the query. */
export function pageOf<T>(items: readonly T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? 10);
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    lastPage: Math.max(1, Math.ceil(items.length / pageSize)),
    total: items.length,
  };
}

/**
 * The portal of a customer with bookings at Södermalm (7, over two pages) and Kista (1), no
 * invoices, a Visa card (the only one on file) and no notifications.
 */
export function portalHandlers(): FakeHandlers {
  const bookings: Record<number, Schema<'PortalBooking'>[]> = {
    [SODERMALM.id]: [1, 2, 3, 4, 5, 6, 7].map((id) => portalBooking(id, SODERMALM.id)),
    [KISTA.id]: [portalBooking(8, KISTA.id)],
  };
  return {
    'GET /customer-portal/location': () => ({ data: [SODERMALM, KISTA] }),
    'GET /customer-portal/booking/{locationId}': ({ params, query }) =>
      pageOf(bookings[Number(params.locationId)] ?? [], query),
    'GET /customer-portal/invoice/{locationId}': ({ query }) => pageOf([], query),
    'GET /customer-portal/booking/{locationId}/payment-method': () => ({ data: VISA }),
    'GET /customer-portal/notification': () => ({ data: [] }),
    'GET /customer-portal/auth/customer': () => ({ data: CUSTOMER }),
    'GET /customer-portal/customer/{customerId}/payment-method': () => ({ data: [VISA] }),
    'GET /customer-portal/shared-access/{locationId}': ({ query }) => pageOf([], query),
  };
}
