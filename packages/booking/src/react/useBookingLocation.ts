import type { Schema } from '@stowly/api-client';
import { useBookingContext } from './internal/BookingContext';

/**
 * The provider's location from `GET /location/config` (time zone, currency, consents, languages,
 * links), or undefined until it is loaded. The provider refetches it every 60 s.
 */
export function useBookingLocation(): Schema<'Location'> | undefined {
  return useBookingContext('useBookingLocation').location;
}
