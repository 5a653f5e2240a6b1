import { type Schema, setupQueries } from '@stowly/api-client';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { locationIdFromPath } from '../routes/locationIdFromPath';
import { useAppServices } from './useAppServices';
import { useLanguage } from './useLanguage';

/** The page's location and the locations its tenant setup (`GET /setup`) is asked for. */
export interface SetupLocation {
  /** The location id of the path, or null outside a location. */
  locationId: number | null;
  /** `GET /location/config` of that location (disabled without one). */
  locationQuery: UseQueryResult<Schema<'Location'>[]>;
  /** The location's configuration once loaded. */
  location: Schema<'Location'> | undefined;
  /**
   * The `locationIds` of the page's `GET /setup`: the path's location, or none outside a location
   * and for a location the API does not know (the setup is then asked again without it).
   */
  setupLocationIds: number[] | undefined;
}

/**
 * The location of the current path and the parameters of its tenant setup, the same for the app
 * shell (theme, links, name) and the messages (the tenant's translations), so both read one query.
 */
export function useSetupLocation(): SetupLocation {
  const { client } = useAppServices();
  const [pathname] = useLocation();
  const locationId = locationIdFromPath(pathname);
  const locationQuery = useQuery({
    ...setupQueries.locationConfig(client, locationId === null ? [] : [locationId]),
    enabled: locationId !== null,
  });
  const location = locationQuery.data?.find((item) => item.id === locationId);
  const locationFailed = locationId !== null && locationQuery.isError;
  return {
    locationId,
    locationQuery,
    location,
    setupLocationIds: locationId !== null && !locationFailed ? [locationId] : undefined,
  };
}

/**
 * The tenant setup (`GET /setup`) of the page, as the app shell reads it: its legal links, for
 * example. Undefined until it has loaded (the shell shows its skeleton until then).
 */
export function useTenantSetup(): Schema<'Setup'> | undefined {
  const { client } = useAppServices();
  const { language } = useLanguage();
  const { setupLocationIds } = useSetupLocation();
  return useQuery({
    ...setupQueries.setup(client, { locationIds: setupLocationIds, locale: language }),
    placeholderData: keepPreviousData,
  }).data;
}
