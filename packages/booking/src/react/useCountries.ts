import { type ApiError, type Schema, setupQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useBookingContext } from './internal/BookingContext';

/**
 * The countries for the customer form's country and phone prefix fields (`GET /country`), with
 * names in the provider's language. Never stale: loaded once per language.
 *
 * @example
 * const { data: countries } = useCountries();
 * <CustomerForm countries={countries ?? []} ... />
 */
export function useCountries(): UseQueryResult<Schema<'Country'>[], ApiError> {
  const { client, language } = useBookingContext('useCountries');
  return useQuery(setupQueries.countries(client, language));
}
