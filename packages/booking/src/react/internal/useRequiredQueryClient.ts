import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import { useContext } from 'react';

/**
 * The QueryClient of the nearest `QueryClientProvider`, or an actionable error naming the Stowly
 * provider that needs it (react-query's own message does not say which component asked).
 */
export function useRequiredQueryClient(providerName: string): QueryClient {
  const queryClient = useContext(QueryClientContext);
  if (!queryClient) {
    throw new Error(
      `<${providerName}> must be rendered inside a TanStack <QueryClientProvider>: ` +
        '@tanstack/react-query is a peer dependency of @stowly/booking/react and holds its server data. ' +
        'Create one client per app, for example ' +
        '`new QueryClient({ defaultOptions: defaultQueryClientOptions })` with defaultQueryClientOptions ' +
        'from @stowly/api-client, and wrap the app in <QueryClientProvider client={queryClient}>. ' +
        'If you already do, make sure only one copy of @tanstack/react-query is installed.',
    );
  }
  return queryClient;
}
