import { type ApiError, portalQueries, type Schema } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import {
  INVOICE_HISTORY_PAGE_SIZE,
  OPEN_INVOICES_PAGE_SIZE,
  PORTAL_BOOKINGS_PAGE_SIZE,
  SHARED_ACCESSES_PAGE_SIZE,
} from '../index';
import { usePortalClient } from './PortalProvider';

/**
 * Keeps the previous page on screen while the next page of the same location's list loads; a
 * list of another location starts empty (never shows the last location's rows).
 */
function previousPageOfLocation<TData>(locationId: number) {
  return (previous: TData | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
    previousQuery?.queryKey[2] === locationId ? previous : undefined;
}

/** The signed-in customer (`GET /customer-portal/auth/customer`), with the id portal paths use. */
export type PortalCustomer = Schema<'CustomerResponse'>['data'];

/**
 * The locations where the signed-in customer has bookings (`GET /customer-portal/location`), each
 * with `showManageAccess` (whether the shared-access page is available there).
 */
export function usePortalLocations(): UseQueryResult<Schema<'PortalLocation'>[], ApiError> {
  return useQuery(portalQueries.locations(usePortalClient('usePortalLocations')));
}

/**
 * One page (of `PORTAL_BOOKINGS_PAGE_SIZE`) of the customer's bookings at a location, newest
 * first. The previous page stays shown while the next one loads (`isPlaceholderData`); another
 * location's list starts empty.
 */
export function usePortalBookings(
  locationId: number,
  page: number,
): UseQueryResult<Schema<'PortalBookingPage'>, ApiError> {
  const client = usePortalClient('usePortalBookings');
  return useQuery({
    ...portalQueries.bookings(client, locationId, { page, pageSize: PORTAL_BOOKINGS_PAGE_SIZE }),
    placeholderData: previousPageOfLocation(locationId),
  });
}

/**
 * One page of a location's invoices: `openOnly` for the open invoices panel (page size
 * `OPEN_INVOICES_PAGE_SIZE`), otherwise the invoice history (`INVOICE_HISTORY_PAGE_SIZE`).
 */
export function useInvoices(
  locationId: number,
  options: { openOnly: boolean; page: number },
): UseQueryResult<Schema<'InvoicePage'>, ApiError> {
  const client = usePortalClient('useInvoices');
  const { openOnly, page } = options;
  return useQuery({
    ...portalQueries.invoices(
      client,
      locationId,
      openOnly
        ? { openOnly: true, page, pageSize: OPEN_INVOICES_PAGE_SIZE }
        : { page, pageSize: INVOICE_HISTORY_PAGE_SIZE },
    ),
    placeholderData: previousPageOfLocation(locationId),
  });
}

/** The payment method the customer's bookings at a location are charged to; `null` when none is on file. */
export function useBookingPaymentMethod(
  locationId: number,
): UseQueryResult<Schema<'PaymentMethod'> | null, ApiError> {
  return useQuery(portalQueries.paymentMethod(usePortalClient('useBookingPaymentMethod'), locationId));
}

/**
 * Every payment method the customer has on file, at all their locations
 * (`GET /customer-portal/customer/{customerId}/payment-method`); waits while `customerId` is
 * unknown (take it from {@link useCurrentCustomer}). An empty list when there are none.
 */
export function useCustomerPaymentMethods(
  customerId: number | undefined,
): UseQueryResult<Schema<'PaymentMethod'>[], ApiError> {
  const client = usePortalClient('useCustomerPaymentMethods');
  return useQuery({
    ...portalQueries.customerPaymentMethods(client, customerId ?? 0),
    enabled: customerId !== undefined,
  });
}

/** The customer's notifications, newest first: the general ones and, with `locationId`, that location's. */
export function useNotifications(locationId?: number): UseQueryResult<Schema<'Notification'>[], ApiError> {
  return useQuery(portalQueries.notifications(usePortalClient('useNotifications'), locationId));
}

/** The signed-in customer. */
export function useCurrentCustomer(): UseQueryResult<PortalCustomer, ApiError> {
  return useQuery(portalQueries.customer(usePortalClient('useCurrentCustomer')));
}

/** One page (of `SHARED_ACCESSES_PAGE_SIZE`) of the managers with shared access at a location. */
export function useSharedAccess(
  locationId: number,
  page: number,
): UseQueryResult<Schema<'ManagerPage'>, ApiError> {
  const client = usePortalClient('useSharedAccess');
  return useQuery({
    ...portalQueries.sharedAccess(client, locationId, { page, pageSize: SHARED_ACCESSES_PAGE_SIZE }),
    placeholderData: previousPageOfLocation(locationId),
  });
}

/**
 * A setup intent for saving a new payment method (`GET /customer-portal/customer/{customerId}/setup-intent`).
 * Stripe: confirm `clientSecret` with Stripe Elements; sandbox: send the browser to `redirectUrl`,
 * which comes back to `returnUrl`. Waits while `customerId` is unknown; cached 5 s, never refetched
 * on its own (each fetch opens a new intent).
 */
export function useSetupIntent(
  customerId: number | undefined,
  returnUrl: string,
): UseQueryResult<Schema<'SetupIntent'>, ApiError> {
  const client = usePortalClient('useSetupIntent');
  return useQuery({
    ...portalQueries.setupIntent(client, customerId ?? 0, returnUrl),
    enabled: customerId !== undefined,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
}

/**
 * What the customer needs on move-in day at one of their own bookings
 * (`GET /customer-portal/booking/{bookingId}/move-in`): unit, move-in date, address with a map
 * link, access hours and `gateAccess` (the gate code, or why it is withheld). Waits while
 * `bookingId` is null (load it when the customer opens a booking's move-in details).
 */
export function useBookingMoveIn(
  bookingId: number | null,
): UseQueryResult<Schema<'MoveInDetails'>, ApiError> {
  const client = usePortalClient('useBookingMoveIn');
  return useQuery({ ...portalQueries.moveIn(client, bookingId ?? 0), enabled: bookingId !== null });
}
