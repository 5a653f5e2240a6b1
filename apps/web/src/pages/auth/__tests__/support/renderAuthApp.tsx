import { portalQueries } from '@stowly/api-client';
import { AUTH_STORAGE_KEY } from '@stowly/booking';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { Router } from 'wouter';
import { createMemoryHistory, type MemoryHistory } from '../../../../app/__tests__/support/memoryHistory';
import { type AppServices, createAppServices, createAuthNavigate } from '../../../../app/createAppServices';
import { AppServicesContext, useAppServices } from '../../../../app/useAppServices';
import { withLang } from '../../../../flow/withLang';
import { type AppRoute, AppRoutes } from '../../../../routes/AppRoutes';
import { RequireSignedIn } from '../../../../routes/AuthGuards';
import { createAppRoutes } from '../../../../routes/createAppRoutes';
import { ReplaceWith } from '../../../../routes/ReplaceWith';
import { useSearchParams } from '../../../../routes/useSearchParams';
import { createFakeBackend, type FakeBackend } from './fakeBackend';

// The first render of each file loads the lazy page chunks (and the shell's extras): give
// `findBy…` and `waitFor` room on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

/** The page origin of the tests (jsdom's). */
export const ORIGIN = window.location.origin;

/** A stand-in for the portal's index redirect: to the account overview, keeping `lang`. */
function PortalIndex(): ReactNode {
  const [searchParams] = useSearchParams();
  return <ReplaceWith to={withLang('/customer-portal/account-overview', searchParams.get('lang'))} />;
}

/** A stand-in for the portal pages: makes one signed-in call and shows its answer. */
function PortalProbe(): ReactNode {
  const { client } = useAppServices();
  const locations = useQuery(portalQueries.locations(client));
  return (
    <>
      <h1>Account overview</h1>
      {locations.data?.map((location) => (
        <p key={location.id}>{location.name}</p>
      ))}
    </>
  );
}

/** The app's route table, made once (each call makes new lazy pages). */
const appRoutes = createAppRoutes();

/** The sign-in pages' paths: their routes are taken from the app's own route table. */
const SIGN_IN_PATHS = ['/login', '/auth/login', '/auth', '/logout'] as const;

/**
 * The route of `path` exactly as the app mounts it (`createAppRoutes`: its guard, or none, and its
 * lazily loaded page), so a test never passes behind a guard the app does not have.
 */
function appRoute(path: string): AppRoute {
  const route = appRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`The app mounts no route ${path}.`);
  return route;
}

/**
 * The routes of the sign-in pages as the app mounts them (taken from `createAppRoutes`: the
 * login pages behind RequireSignedOut, `/auth` and `/logout` without a guard), the portal behind
 * RequireSignedIn (with a stand-in page) and a booking page, all inside the app's root layout.
 */
const routes: AppRoute[] = [
  ...SIGN_IN_PATHS.map(appRoute),
  ...[
    { path: '/customer-portal', page: <PortalIndex /> },
    { path: '/customer-portal/account-overview/:locationId?', page: <PortalProbe /> },
  ].map(({ path, page }) => ({ path, element: <RequireSignedIn>{page}</RequireSignedIn> })),
  { path: '/:locationId', element: <h1>Unit selection</h1> },
];

/** Options of {@link renderAuthApp}. */
interface RenderAuthAppOptions {
  /** The history entries to start with (the last one is shown). */
  entries: [string, ...string[]];
  /** The backend; a fresh fake one by default. */
  backend?: FakeBackend;
  /** Tokens already stored in local storage (a customer signed in earlier), with their age. */
  signedIn?: { accessToken?: string; refreshToken?: string; ageMs?: number };
}

/**
 * Renders `routes` as the app mounts them (StrictMode, query client, app services, the root layout,
 * a router on `history`), for the web app's route tests.
 */
export function renderAppRoutes(services: AppServices, history: MemoryHistory, routes: AppRoute[]) {
  return render(
    <StrictMode>
      <QueryClientProvider client={services.queryClient}>
        <AppServicesContext.Provider value={services}>
          <Router hook={history.hook}>
            <AppRoutes routes={routes} />
          </Router>
        </AppServicesContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/**
 * Renders the app's root layout and sign-in routes in a memory router under StrictMode, with the
 * real app services (auth store, API client, query client) talking to a fake backend, and starts
 * the auth check as `main.tsx` does. Identity server URLs are recorded in `externalNavigations`
 * (and `externalNavigationModes`) instead of being loaded.
 */
export function renderAuthApp(options: RenderAuthAppOptions) {
  const backend = options.backend ?? createFakeBackend();
  // The cookie dialog is answered, so it does not cover the page.
  window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false }));
  if (options.signedIn) {
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        response: {
          access_token: options.signedIn.accessToken ?? 'access-0',
          refresh_token: options.signedIn.refreshToken ?? 'refresh-0',
          expires_in: 3600,
        },
        createdAt: Date.now() - (options.signedIn.ageMs ?? 0),
        isExpired: false,
      }),
    );
  }
  const externalNavigations: string[] = [];
  const externalNavigationModes: ('assign' | 'replace')[] = [];
  const history = createMemoryHistory(options.entries);
  const services = createAppServices({
    navigate: createAuthNavigate(history, (url, { replace }) => {
      externalNavigations.push(url);
      externalNavigationModes.push(replace ? 'replace' : 'assign');
    }),
    fetch: backend.fetch,
  });
  const started = services.authStore.getState().start();
  const view = renderAppRoutes(services, history, routes);
  return {
    ...view,
    backend,
    services,
    history,
    started,
    externalNavigations,
    /** How each external navigation loaded: in place of the current entry, or as a new one. */
    externalNavigationModes,
    /** The current path with its query, such as `/login?returnTo=...`. */
    currentPath: () => `${history.location.pathname}${history.location.search}`,
  };
}

/** Clears both storages and the document between tests. */
export function resetBrowser(): void {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
}
