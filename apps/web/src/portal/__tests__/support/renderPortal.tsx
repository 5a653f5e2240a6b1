// jsdom has no `CSS.escape`, which react-aria's collections call (every browser has it).
import 'css.escape';
import { setupQueries } from '@stowly/api-client';
import type { FakeApi } from '@stowly/api-client/testing';
import {
  I18nProvider,
  PortalProvider,
  prefetchCatalogs,
  ToastProvider,
  useToasts,
} from '@stowly/booking/react';
import { StowlyThemeProvider, ToastRegion } from '@stowly/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { Fragment, type ReactNode, StrictMode } from 'react';
import { Router } from 'wouter';
import { createMemoryHistory } from '../../../app/__tests__/support/memoryHistory';
import { RouterLink } from '../../../app/RouterLink';
import { loadWebCatalog } from '../../../i18n/loadWebCatalog';
import { Routes } from '../../../routes/AppRoutes';
import { portalRoutes } from '../../portalRoutes';

// The first render of each file loads the lazy page chunks: give `findBy…` and `waitFor` room on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

/** What the signed-in `customer-portal` route of the app provides: theme with router links, portal client, toasts. */
function PortalTestLayout(props: { api: FakeApi; children: ReactNode }): ReactNode {
  const { toasts, dismiss } = useToasts();
  return (
    <StowlyThemeProvider linkComponent={RouterLink}>
      <PortalProvider client={props.api.client}>{props.children}</PortalProvider>
      <ToastRegion toasts={toasts} onDismiss={dismiss} />
    </StowlyThemeProvider>
  );
}

/**
 * Renders the portal routes at `path` in a memory router, in English, talking to the fake API
 * (no retries). Any path outside the portal shows "Outside the portal". With `strict` the tree
 * runs under StrictMode as in `main.tsx`: effects run twice, and every query's first request is
 * aborted and sent again (TanStack Query cancels a fetch whose signal is read when its observer
 * unmounts), so request counts are only meaningful for mutations then.
 */
export async function renderPortal(path: string, api: FakeApi, options: { strict?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  // The messages are ready before the first render and no tenant translations are asked for.
  queryClient.setQueryData(setupQueries.translation(api.client, 'en').queryKey, {});
  await prefetchCatalogs(queryClient, 'en', { appCatalogs: loadWebCatalog });
  const history = createMemoryHistory([path]);
  const routes = [
    ...portalRoutes().map((route) => ({
      path: route.path,
      element: <PortalTestLayout api={api}>{route.element}</PortalTestLayout>,
    })),
    { element: <p>Outside the portal</p> },
  ];
  const Wrapper = options.strict ? StrictMode : Fragment;
  const view = render(
    <Wrapper>
      <QueryClientProvider client={queryClient}>
        <I18nProvider client={api.client} language="en" appCatalogs={loadWebCatalog}>
          <ToastProvider>
            <Router hook={history.hook}>
              <Routes routes={routes} />
            </Router>
          </ToastProvider>
        </I18nProvider>
      </QueryClientProvider>
    </Wrapper>,
  );
  /** The path and query the router is at, such as `/customer-portal/account-overview/12?lang=sv`. */
  const currentUrl = () => `${history.location.pathname}${history.location.search}`;
  return { ...view, history, queryClient, currentUrl };
}
