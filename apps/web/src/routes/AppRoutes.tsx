import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RootErrorPage } from './RootErrorPage';

/** The route table `AppRoutes` renders, for reading the matched routes' `handle`. */
const RoutesContext = createContext<RouteObject[]>([]);

function RoutedView(props: { routes: RouteObject[] }): ReactNode {
  return useRoutes(props.routes);
}

/**
 * The app's routes (`createAppRoutes`) inside a router (the app's `HistoryRouter`; a memory one in tests),
 * with the last-resort error page for a failure of the root layout itself.
 */
export function AppRoutes(props: {
  routes: RouteObject[];
  /** Called once the routes' first render is on screen. */
  onRendered?: () => void;
}): ReactNode {
  const { onRendered } = props;
  useEffect(() => onRendered?.(), [onRendered]);
  return (
    <ErrorBoundary FallbackComponent={RootErrorPage}>
      <RoutesContext.Provider value={props.routes}>
        <RoutedView routes={props.routes} />
      </RoutesContext.Provider>
    </ErrorBoundary>
  );
}

/** The `handle` of the deepest route matching the current location (a flow route's step), if any. */
export function useLeafRouteHandle(): unknown {
  const routes = useContext(RoutesContext);
  const matches = matchRoutes(routes, useLocation());
  return matches?.[matches.length - 1]?.route.handle;
}
