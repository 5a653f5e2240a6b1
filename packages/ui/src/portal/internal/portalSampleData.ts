/**
 * Sample customer-portal data in the booking API's shapes (`PortalLocation`, `PortalBooking`,
 * `Invoice`, `PaymentMethod`, `Notification`, `Manager`), shared by the portal stories and tests.
 * Not exported from the package.
 */

/** `GET /customer-portal/location` data. */
export const sampleLocations = [
  {
    id: 11,
    name: 'Nordbox Södermalm',
    address: { street: 'Götgatan 1', postalCode: '118 46', city: 'Stockholm', countryCode: 'SE' },
    timeZone: 'Europe/Stockholm',
    currency: { code: 'SEK' },
    showManageAccess: true,
    access: 'owner' as const,
  },
  {
    id: 12,
    name: 'Nordbox Kista',
    address: { street: 'Kistagången 2', postalCode: '164 40', city: 'Kista', countryCode: 'SE' },
    timeZone: 'Europe/Stockholm',
    currency: { code: 'SEK' },
    showManageAccess: false,
    access: 'owner' as const,
  },
  {
    id: 13,
    name: 'Nordbox Solna',
    address: { street: 'Råsundavägen 3', postalCode: '169 67', city: 'Solna', countryCode: 'SE' },
    timeZone: 'Europe/Stockholm',
    currency: { code: 'SEK' },
    showManageAccess: true,
    access: 'owner' as const,
  },
];

/** A `PortalLocation` the customer manages for another customer (shared access, read only). */
export const sampleManagedLocation = {
  id: 14,
  name: 'Nordbox Täby',
  address: { street: 'Stationsvägen 4', postalCode: '183 30', city: 'Täby', countryCode: 'SE' },
  timeZone: 'Europe/Stockholm',
  currency: { code: 'SEK' },
  showManageAccess: false,
  access: 'manager' as const,
};

const size = (area: number) => ({ width: 1, length: area, height: 2.5, area, unit: 'm' as const });

/** Seven `PortalBooking`s of one location, newest move-in first: more than one page of 5. */
export const sampleBookings = [
  {
    id: 501,
    locationId: 11,
    unitName: 'A-101',
    unitType: { id: 3, name: 'Small unit', size: size(5) },
    status: 'active' as const,
    moveInDate: '2026-03-01',
    endDate: null,
    earliestEndDate: '2026-05-31',
    billingPeriod: { id: 7, name: 'Monthly, no minimum', period: 'monthly' as const },
    recurringAmount: 1200,
    currency: 'SEK',
    insurance: { id: 2, name: 'Basic cover' },
    cancellable: true,
  },
  {
    id: 502,
    locationId: 11,
    unitName: 'B-204',
    unitType: { id: 4, name: 'Medium unit', size: size(10) },
    status: 'upcoming' as const,
    moveInDate: '2026-06-15',
    endDate: null,
    earliestEndDate: '2026-09-14',
    billingPeriod: { id: 8, name: 'Weekly', period: 'weekly' as const },
    recurringAmount: 349.5,
    currency: 'SEK',
    insurance: null,
    cancellable: true,
  },
  {
    id: 503,
    locationId: 11,
    unitName: 'C-012',
    unitType: { id: 5, name: 'Garage', size: size(15) },
    status: 'cancelled' as const,
    moveInDate: '2025-11-01',
    endDate: '2026-04-30',
    earliestEndDate: '2026-04-30',
    billingPeriod: { id: 7, name: 'Monthly, no minimum', period: 'monthly' as const },
    recurringAmount: 2490,
    currency: 'SEK',
    insurance: null,
    cancellable: false,
    cancellationWithdrawable: true,
  },
  {
    id: 504,
    locationId: 11,
    unitName: 'A-007',
    unitType: { id: 2, name: 'Locker', size: size(1) },
    status: 'ended' as const,
    moveInDate: '2025-01-10',
    endDate: '2025-12-31',
    earliestEndDate: '2025-12-31',
    billingPeriod: { id: 7, name: 'Monthly, no minimum', period: 'monthly' as const },
    recurringAmount: 290,
    currency: 'SEK',
    insurance: null,
    cancellable: false,
  },
  {
    id: 505,
    locationId: 11,
    unitName: 'D-301',
    unitType: { id: 4, name: 'Medium unit', size: size(10) },
    status: 'ended' as const,
    moveInDate: '2024-09-01',
    endDate: '2025-02-28',
    earliestEndDate: '2025-02-28',
    billingPeriod: { id: 7, name: 'Monthly, no minimum', period: 'monthly' as const },
    recurringAmount: 1890,
    currency: 'SEK',
    insurance: null,
    cancellable: false,
  },
  {
    id: 506,
    locationId: 11,
    unitName: 'D-302',
    unitType: { id: 4, name: 'Medium unit', size: size(10) },
    status: 'ended' as const,
    moveInDate: '2024-05-01',
    endDate: '2024-08-31',
    earliestEndDate: '2024-08-31',
    billingPeriod: { id: 7, name: 'Monthly, no minimum', period: 'monthly' as const },
    recurringAmount: 1890,
    currency: 'SEK',
    insurance: null,
    cancellable: false,
  },
  {
    id: 507,
    locationId: 11,
    unitName: 'E-001',
    unitType: { id: 6, name: 'Container', size: size(14.8) },
    status: 'ended' as const,
    moveInDate: '2023-04-01',
    endDate: '2024-03-31',
    earliestEndDate: '2024-03-31',
    billingPeriod: { id: 7, name: 'Monthly, no minimum', period: 'monthly' as const },
    recurringAmount: 2100,
    currency: 'SEK',
    insurance: null,
    cancellable: false,
  },
].map((booking) => ({ ...booking, contractDocument: { sizeBytes: 52_400 + booking.id } }));

const invoice = (
  id: number,
  issueDate: string,
  dueDate: string,
  status: 'open' | 'paid' | 'overdue' | 'void',
  amount: number,
) => ({
  id,
  number: `INV-2026-${String(id).padStart(5, '0')}`,
  locationId: 11,
  bookingId: 501,
  issueDate,
  dueDate,
  status,
  amount,
  amountDue: status === 'open' || status === 'overdue' ? amount : 0,
  currency: 'SEK',
  document: { sizeBytes: 37_600 + id * 10 },
});

/** The open `Invoice`s of a location (`openOnly=true`): one overdue. */
export const sampleOpenInvoices = [
  invoice(42, '2026-04-01', '2026-04-15', 'open', 1200),
  invoice(41, '2026-03-01', '2026-03-15', 'overdue', 1200),
];

/** Seven `Invoice`s of a location's history, newest first: more than one page of 5. */
export const sampleInvoiceHistory = [
  ...sampleOpenInvoices,
  invoice(40, '2026-02-01', '2026-02-15', 'paid', 1200),
  invoice(39, '2026-01-01', '2026-01-15', 'paid', 1200),
  invoice(38, '2025-12-01', '2025-12-15', 'void', 1200),
  invoice(37, '2025-11-01', '2025-11-15', 'paid', 1437.5),
  invoice(36, '2025-10-01', '2025-10-15', 'paid', 1437.5),
];

/** `PaymentMethod`s: a valid card, an expired one, one needing verification, and SEPA debit. */
export const samplePaymentMethods = {
  visa: {
    id: 1,
    type: 'card' as const,
    brand: 'visa',
    last4: '4242',
    expMonth: 4,
    expYear: 2028,
    holderName: 'Anna Svensson',
    status: 'valid' as const,
  },
  expired: {
    id: 2,
    type: 'card' as const,
    brand: 'mastercard',
    last4: '5100',
    expMonth: 1,
    expYear: 2025,
    holderName: 'Anna Svensson',
    status: 'expired' as const,
  },
  verification: {
    id: 3,
    type: 'card' as const,
    brand: 'amex',
    last4: '0005',
    expMonth: 12,
    expYear: 2029,
    holderName: null,
    status: 'requires-verification' as const,
  },
  sepa: {
    id: 4,
    type: 'sepa_debit' as const,
    brand: null,
    last4: '3000',
    expMonth: null,
    expYear: null,
    holderName: 'Anna Svensson',
    status: 'valid' as const,
  },
};

/** `Notification`s, newest first: an unread warning, an unread general one, a read one. */
export const sampleNotifications = [
  {
    id: 901,
    locationId: 11,
    title: 'Gate maintenance on Friday',
    text: 'The main gate is closed from 08:00 to 12:00.\nPlease use the side entrance.',
    type: 'warning' as const,
    createdAt: '2026-04-02T10:00:00Z',
    read: false,
  },
  {
    id: 900,
    locationId: null,
    title: 'New opening hours',
    text: 'From May we open at 06:00 every day. <b>No HTML</b> here.',
    type: 'info' as const,
    createdAt: '2026-03-20T10:00:00Z',
    read: false,
  },
  {
    id: 899,
    locationId: 11,
    title: 'Payment received',
    text: 'Thank you, your March invoice is paid.',
    type: 'success' as const,
    createdAt: '2026-03-05T10:00:00Z',
    read: true,
  },
];

/** Six `Manager`s of a location, newest first: more than one page of 5. */
export const sampleManagers = [
  {
    id: 71,
    name: 'Erik Lund',
    email: 'erik.lund@example.com',
    status: 'invited' as const,
    createdAt: '2026-04-10T10:00:00Z',
  },
  {
    id: 70,
    name: 'Maja Berg',
    email: 'maja.berg@example.com',
    status: 'active' as const,
    createdAt: '2026-03-22T10:00:00Z',
  },
  {
    id: 69,
    name: 'Oskar Holm',
    email: 'oskar.holm@example.com',
    status: 'active' as const,
    createdAt: '2026-03-01T10:00:00Z',
  },
  {
    id: 68,
    name: 'Lina Ek',
    email: 'lina.ek@example.com',
    status: 'active' as const,
    createdAt: '2026-02-14T10:00:00Z',
  },
  {
    id: 67,
    name: 'Nils Ström',
    email: 'nils.strom@example.com',
    status: 'active' as const,
    createdAt: '2026-01-05T10:00:00Z',
  },
  {
    id: 66,
    name: 'Sara Dahl',
    email: 'sara.dahl@example.com',
    status: 'invited' as const,
    createdAt: '2025-12-20T10:00:00Z',
  },
];
