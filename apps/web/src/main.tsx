import '@stowly/ui/styles.css';
import './app.css';
import { setupQueries } from '@stowly/api-client';
import { readStoredAuth } from '@stowly/booking';
import { prefetchCatalogs } from '@stowly/booking/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import { afterPageData } from './app/afterPageData';
import { browserStorage } from './app/browserStorage';
import { createAppServices, createAuthNavigate } from './app/createAppServices';
import { holdPage } from './app/pageReadiness';
import { refuseFrame } from './app/refuseFrame';
import { AppServicesContext } from './app/useAppServices';
import { isPortalPath } from './pages/auth/authPaths';
import { prefetchOptions } from './pages/booking/optionsQueries';
import { prefetchUnitSelection } from './pages/booking/unitSelectionQueries';
import { AppRoutes } from './routes/AppRoutes';
import { createAppRoutes } from './routes/createAppRoutes';
import { preloadPages } from './routes/lazyPage';
import { locationIdFromPath } from './routes/locationIdFromPath';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

// Spec section 2: inside a frame the app shows only a message, and stops with an error.
if (window.top !== window.self) {
  void refuseFrame(root);
  throw new Error(
    'Stowly does not run inside a frame: the booking and the customer portal must be opened directly.',
  );
}

// The auth store moves the browser through the router's history for app paths and with a full
// page load for identity server URLs. The app owns the history (React Router's `HistoryRouter`), so
// the store can navigate before the first render too.
const history = createBrowserHistory({ v5Compat: true });
const services = createAppServices({ navigate: createAuthNavigate(history) });
// The route table once (each lazy page is made once); the first page's chunks start loading now.
const routes = createAppRoutes();
preloadPages(routes, window.location);
const { queryClient, client, languageStore, authStore } = services;

// Spec section 4: the stored token is checked on start (refreshed if rejected, logged out if that
// fails); the sign-in guards wait for it. Tokens that stopped working while a portal page is open
// mean the session expired: the login page says so (and returns to the page afterwards).
const hadSession = readStoredAuth(browserStorage('localStorage')) !== null;
void authStore
  .getState()
  .start()
  .then(() => {
    const { status } = authStore.getState();
    if (hadSession && status === 'not-logged-in' && isPortalPath(window.location.pathname)) {
      authStore.getState().onSessionExpired();
    }
  });
const language = languageStore.getState().language;
// The first paint waits for the messages (SDK catalogs and the tenant's translations), so the
// full-page skeleton is already translated while the tenant setup loads.
// The location and tenant setup start loading meanwhile (the root layout asks for the same).
const locationId = locationIdFromPath(window.location.pathname);
if (locationId !== null) void queryClient.prefetchQuery(setupQueries.locationConfig(client, [locationId]));
prefetchUnitSelection(queryClient, client, window.location);
prefetchOptions(queryClient, client, window.location);
void queryClient.prefetchQuery(
  setupQueries.setup(client, {
    locationIds: locationId === null ? undefined : [locationId],
    locale: language,
  }),
);
// Not a top-level await: it would turn off the bundler's merging of shared chunks (the unit list's
// first load was 66 files). Until the first render is on screen the page counts as busy.
const firstRenderDone = holdPage();
void Promise.all([
  prefetchCatalogs(queryClient, language),
  queryClient.prefetchQuery(setupQueries.translation(client, language)),
]).then(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppServicesContext.Provider value={services}>
          <HistoryRouter history={history}>
            <AppRoutes routes={routes} onRendered={firstRenderDone} />
          </HistoryRouter>
        </AppServicesContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  ),
);

// Error reporting (spec sections 8 and 9) is loaded once the first page's data has arrived and the
// browser is idle, so it costs nothing before the unit list shows; `reportError` keeps reports
// until then.
void afterPageData(queryClient).then(() =>
  import('./app/errorReporting')
    .then((module) => module.startErrorReporting())
    .catch((error: unknown) => console.error('[stowly] error reporting did not load', error)),
);
