import type { StowlyClient } from '@stowly/api-client';
import { createContext, type ReactNode, useContext } from 'react';
import { useRequiredQueryClient } from './internal/useRequiredQueryClient';

const PortalClientContext = createContext<StowlyClient | null>(null);

/** Props of {@link PortalProvider}. */
export interface PortalProviderProps {
  /**
   * The booking API client, created with the auth store as its `auth`
   * (`createStowlyClient({ auth: authStore.getState(), ... })`): every portal call needs the
   * customer's bearer token, and a 401 refreshes it once for all concurrent calls.
   */
  client: StowlyClient;
  /** The signed-in part of the app, where the portal hooks are used. */
  children?: ReactNode;
}

/**
 * Gives the customer portal hooks (`usePortalLocations`, `usePortalBookings`, `useCancelBooking`,
 * …) their API client. Render it inside a TanStack `QueryClientProvider`, around the signed-in
 * part of the app. On logout remove the portal's cached data:
 * `queryClient.removeQueries({ queryKey: portalKeys.all })`.
 *
 * @example
 * <PortalProvider client={client}><AccountOverview /></PortalProvider>
 */
export function PortalProvider(props: PortalProviderProps): ReactNode {
  useRequiredQueryClient('PortalProvider');
  return <PortalClientContext.Provider value={props.client}>{props.children}</PortalClientContext.Provider>;
}

/** The client of the nearest {@link PortalProvider}, or an error naming the hook that needed it. */
export function usePortalClient(hookName: string): StowlyClient {
  const client = useContext(PortalClientContext);
  if (!client) {
    throw new Error(
      `${hookName} must be used inside <PortalProvider client={client}> (from @stowly/booking/react).`,
    );
  }
  return client;
}
