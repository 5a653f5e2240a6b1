import type { DataTag, QueryFunction, QueryKey, QueryObserverOptions } from '@tanstack/query-core';
import type { ApiError } from '../ApiError';

/**
 * What every query factory returns: TanStack Query options whose key is tagged with the data type,
 * so `queryClient.getQueryData(options.queryKey)` is typed. Pass it to `useQuery`, `useSuspenseQuery`,
 * `queryClient.fetchQuery` or any TanStack adapter.
 */
export type StowlyQueryOptions<TData, TKey extends QueryKey = QueryKey> = Omit<
  QueryObserverOptions<TData, ApiError, TData, TData, TKey>,
  'queryKey' | 'queryFn'
> & {
  queryKey: DataTag<TKey, TData, ApiError>;
  queryFn: QueryFunction<TData, TKey>;
};

/** Builds query options and tags the key with the data type (what `queryOptions` does in react-query). */
export function defineQuery<TData, const TKey extends QueryKey>(
  options: Omit<StowlyQueryOptions<TData, TKey>, 'queryKey'> & { queryKey: TKey },
): StowlyQueryOptions<TData, TKey> {
  return options as StowlyQueryOptions<TData, TKey>;
}
