// A module of its own: an app that only clears the portal's cache on sign-out (portalKeys.all)
// keeps the portal's query factories out of its first load.
/**
 * Key prefixes of the customer portal, for invalidation: `queryClient.invalidateQueries({ queryKey:
 * portalKeys.bookings(locationId) })` refreshes every page of that location's bookings.
 */
export const portalKeys = {
  /** Everything of the signed-in customer: remove it from the cache on logout. */
  all: ['customer-portal'] as const,
  /** Every page of a location's bookings. */
  bookings: (locationId: number) => ['customer-portal', 'booking', locationId, 'list'] as const,
  /** A location's payment method. */
  paymentMethod: (locationId: number) =>
    ['customer-portal', 'booking', locationId, 'payment-method'] as const,
  /** Every invoice list of a location, open and history. */
  invoices: (locationId: number) => ['customer-portal', 'invoice', locationId] as const,
  /** Every page of a location's shared-access managers. */
  sharedAccess: (locationId: number) => ['customer-portal', 'shared-access', locationId] as const,
};
