import { useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';

/**
 * The query string of the current location as the address bar has it: `?lang=sv`, or `''`.
 * (wouter's `useSearch` decodes the string once before it is parsed, which would turn an encoded
 * `%25` into `%` and decode it a second time; this one is left as it is.)
 */
export function useQueryString(): string {
  const router = useRouter();
  const search = router.searchHook(router);
  return search === '' || search.startsWith('?') ? search : `?${search}`;
}

/** What {@link useSearchParams} returns second: replaces the query, keeping the path. */
export type SetSearchParams = (
  next: (current: URLSearchParams) => URLSearchParams,
  options?: { replace?: boolean },
) => void;

/**
 * The query of the current location, and a way to change it (a new history entry, or the current
 * one replaced with `replace: true`); the path stays.
 *
 * @example
 * const [searchParams] = useSearchParams();
 * const lang = searchParams.get('lang');
 */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const search = useQueryString();
  const [pathname, navigate] = useLocation();
  const searchParams = useMemo(() => new URLSearchParams(search), [search]);
  const setSearchParams = useMemo<SetSearchParams>(
    () => (next, options) => {
      const query = next(new URLSearchParams(searchParams)).toString();
      navigate(query ? `${pathname}?${query}` : pathname, { replace: options?.replace === true });
    },
    [searchParams, pathname, navigate],
  );
  return [searchParams, setSearchParams];
}
