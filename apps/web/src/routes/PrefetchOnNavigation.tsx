import { useEffect } from 'react';
import { usePathname, useSearch } from 'wouter/use-browser-location';
import type { AppServices } from '../app/createAppServices';
import { useAppServices } from '../app/useAppServices';
import { prefetchOptions } from '../pages/booking/optionsQueries';
import { prefetchUnitSelection } from '../pages/booking/unitSelectionQueries';
import type { AppRoute } from './AppRoutes';
import { preloadPages } from './lazyPage';

/**
 * Starts loading what the page at `location` needs before it renders: its chunks (`preloadPages`)
 * and the data the unit selection and options pages ask for first. `main.tsx` calls it for the
 * first page, the server render for its page; {@link PrefetchOnNavigation} for each one after. The
 * promise settles once all of it has loaded or failed.
 */
export async function prefetchRoute(
  routes: readonly AppRoute[],
  services: Pick<AppServices, 'queryClient' | 'client'>,
  location: { pathname: string; search: string },
): Promise<void> {
  await Promise.all([
    preloadPages(routes, location),
    prefetchUnitSelection(services.queryClient, services.client, location),
    prefetchOptions(services.queryClient, services.client, location),
  ]);
}

/**
 * On each navigation, starts loading the next page's chunks and first data together (see
 * {@link prefetchRoute}), as soon as the browser's location changes: the router renders the page in
 * a transition after that, so without this its data would only be asked for once its chunk had
 * loaded and rendered (a round trip more on each step). Renders nothing.
 */
export function PrefetchOnNavigation(props: { routes: readonly AppRoute[] }): null {
  const { routes } = props;
  // The browser's location itself (`search` with its `?`), not the router's, which follows it in a
  // transition.
  const pathname = usePathname();
  const search = useSearch();
  const services = useAppServices();
  useEffect(() => {
    void prefetchRoute(routes, services, { pathname, search });
  }, [routes, services, pathname, search]);
  return null;
}
