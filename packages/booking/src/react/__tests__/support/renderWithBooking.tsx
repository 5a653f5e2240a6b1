import type { FakeApi } from '@stowly/api-client/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BookingProvider, type BookingProviderProps } from '../../BookingProvider';
import { clock, LOCATION } from './bookingScenario';

/** A QueryClient for one test: no retries, so a failing answer is final at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** Options of {@link bookingWrapper}: the fake API and any provider prop to change. */
export type BookingWrapperOptions = { api: FakeApi; queryClient?: QueryClient } & Partial<
  Omit<BookingProviderProps, 'children'>
>;

/** The providers of {@link bookingWrapper}. */
function BookingTestProviders({
  api,
  queryClient,
  children,
  ...props
}: BookingWrapperOptions & { queryClient: QueryClient; children?: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <BookingProvider client={api.client} locationId={LOCATION.id} language="en" clock={clock} {...props}>
        {children}
      </BookingProvider>
    </QueryClientProvider>
  );
}

/**
 * A wrapper for `render` or `renderHook`: a QueryClientProvider and a BookingProvider of location 7
 * in English at the test clock, talking to the fake API. One QueryClient per wrapper.
 */
export function bookingWrapper({ queryClient = createTestQueryClient(), ...options }: BookingWrapperOptions) {
  return ({ children }: { children?: ReactNode }) => (
    <BookingTestProviders {...options} queryClient={queryClient}>
      {children}
    </BookingTestProviders>
  );
}
