import '@stowly/ui/styles.css';
import './app.css';
import { setupQueries } from '@stowly/api-client';
import { readStoredAuth } from '@stowly/booking';
import { prefetchCatalogs } from '@stowly/booking/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterPageData } from './app/afterPageData';
import { browserStorage } from './app/browserStorage';
import { createAppServices, createAuthNavigate } from './app/createAppServices';
import { AppServicesContext } from './app/useAppServices';
import { isPortalPath } from './pages/auth/authPaths';
import { prefetchUnitSelection } from './pages/booking/unitSelectionQueries';
import { createAppRouter } from './routes/createAppRouter';
import { locationIdFromPath } from './routes/locationIdFromPath';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = createRoot(container);

// Spec section 2: inside a frame the app shows only a message, and stops with an error.
if (window.top !== window.self) {
  // The message's code loads only here: no other page needs it.
  void import('./app/refuseFrame').then(({ refuseFrame }) => refuseFrame(root));
  throw new Error(
    'Stowly does not run inside a frame: the booking and the customer portal must be opened directly.',
  );
}

// The auth store moves the browser through the router for app paths (created just below; it
// starts loading the first page's chunk at once) and with a full page load for identity server URLs.
let router: ReturnType<typeof createAppRouter> | undefined;
const services = createAppServices({ navigate: createAuthNavigate(() => router) });
router = createAppRouter();
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
void queryClient.prefetchQuery(
  setupQueries.setup(client, {
    locationIds: locationId === null ? undefined : [locationId],
    locale: language,
  }),
);
await Promise.all([
  prefetchCatalogs(queryClient, language),
  queryClient.prefetchQuery(setupQueries.translation(client, language)),
]);

root.render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppServicesContext.Provider value={services}>
        <RouterProvider router={router} />
      </AppServicesContext.Provider>
    </QueryClientProvider>
  </StrictMode>,
);

// Error reporting (spec sections 8 and 9) is loaded once the first page's data has arrived and the
// browser is idle, so it costs nothing before the unit list shows; `reportError` keeps reports
// until then.
void afterPageData(queryClient).then(() =>
  import('./app/errorReporting')
    .then((module) => module.startErrorReporting())
    .catch((error: unknown) => console.error('[stowly] error reporting did not load', error)),
);
