import { createElement, type ReactElement, type ReactNode, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Route, Switch } from 'wouter';
import { RootLayout } from '../app/RootLayout';
import { RootErrorPage } from './RootErrorPage';
import { RouteErrors } from './RouteErrors';

/**
 * A route of the app: a whole path in wouter's syntax (`/:locationId/unit-type/:unitTypeId`; none
 * for every path) and what it shows there, its guards and layouts included
 * (`<LocationRoute><BasketPage /></LocationRoute>`).
 */
export interface AppRoute {
  path?: string;
  element: ReactElement;
}

/**
 * The first of `routes` matching the location. The routes are the switch's fixed children (no
 * keys), so moving to another route keeps what both show at the same place mounted (the
 * location's booking state, the portal's provider, the checkout's step guard) and renews the rest.
 */
export function Routes(props: { routes: readonly AppRoute[] }): ReactNode {
  const routes = props.routes.map((route) => createElement(Route, { path: route.path }, route.element));
  return createElement(Switch, null, ...routes);
}

/**
 * The app's routes (`createAppRoutes`, in the order they are tried) inside the root layout and the
 * routed pages' error boundary, with the last-resort error page for a failure of the root layout
 * itself. Render it inside wouter's router: the browser's location by default, a memory one in tests.
 */
export function AppRoutes(props: {
  routes: readonly AppRoute[];
  /** Called once the routes' first render is on screen. */
  onRendered?: () => void;
}): ReactNode {
  const { onRendered } = props;
  useEffect(() => onRendered?.(), [onRendered]);
  return (
    <ErrorBoundary FallbackComponent={RootErrorPage}>
      <RootLayout>
        <RouteErrors>
          <Routes routes={props.routes} />
        </RouteErrors>
      </RootLayout>
    </ErrorBoundary>
  );
}
