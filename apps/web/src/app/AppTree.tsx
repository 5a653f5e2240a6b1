import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Router, type RouterProps } from 'wouter';
import { type AppRoute, AppRoutes } from '../routes/AppRoutes';
import type { AppServices } from './createAppServices';
import { AppServicesContext } from './useAppServices';

/** Props of {@link AppTree}. */
export interface AppTreeProps {
  services: AppServices;
  routes: readonly AppRoute[];
  /** wouter's router: the browser's location (`hook`), or the request's on the server (`ssrPath`, `ssrSearch`). */
  router: Partial<RouterProps>;
  /** Beside the routes, before them: the browser's navigation prefetch (nothing on the server). */
  beside?: ReactNode;
  /** Called once the routes' first render is on screen. */
  onRendered?: () => void;
}

/**
 * The whole app, the same tree on the server and in the browser (React's ids, and so the
 * hydration, depend on it): services, query cache, router, routes.
 */
export function AppTree(props: AppTreeProps): ReactNode {
  return (
    <StrictMode>
      <QueryClientProvider client={props.services.queryClient}>
        <AppServicesContext.Provider value={props.services}>
          <Router {...props.router}>
            {props.beside ?? null}
            <AppRoutes routes={props.routes} onRendered={props.onRendered} />
          </Router>
        </AppServicesContext.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}
