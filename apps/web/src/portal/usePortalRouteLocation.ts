import type { Schema } from '@stowly/api-client';
import { usePortalLocations } from '@stowly/booking/react';
import { useParams } from 'wouter';
import { parseRouteId } from '../pages/booking/parseRouteId';

/** What {@link usePortalRouteLocation} returns. */
export interface PortalRouteLocation {
  /** The route's `:locationId` (digits only), or null when the path has none or a malformed one. */
  locationId: number | null;
  /** That location among the customer's (`GET /customer-portal/location`), once loaded and found. */
  location: Schema<'PortalLocation'> | undefined;
  /** The customer's locations query. */
  locations: ReturnType<typeof usePortalLocations>;
}

/**
 * The location a portal route names (`account-overview/:locationId/...`) and the customer's
 * locations. The id is only an address inside the portal: the booking logic does not use it.
 */
export function usePortalRouteLocation(): PortalRouteLocation {
  const locationId = parseRouteId(useParams().locationId);
  const locations = usePortalLocations();
  const location =
    locationId === null ? undefined : locations.data?.find((candidate) => candidate.id === locationId);
  return { locationId, location, locations };
}
