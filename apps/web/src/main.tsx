import '@stowly/ui/styles.css';
import './app.css';
import { setupQueries } from '@stowly/api-client';
import { readStoredAuth } from '@stowly/booking';
import { prefetchCatalogs } from '@stowly/booking/react';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadSignedInActions } from './app/AccountActions';
import { AppTree } from './app/AppTree';
import { afterPageData } from './app/afterPageData';
import { browserStorage } from './app/browserStorage';
import { browserHistory, createAppServices, createAuthNavigate } from './app/createAppServices';
import { replayEarlyClicks } from './app/earlyClicks';
import { holdPage } from './app/pageReadiness';
import { readServerState } from './app/serverState';
import { loadWebCatalog } from './i18n/loadWebCatalog';
import { isPortalPath } from './pages/auth/authPaths';
import { createAppRoutes } from './routes/createAppRoutes';
import { preloadPages } from './routes/lazyPage';
import { locationIdFromPath } from './routes/locationIdFromPath';
import { PrefetchOnNavigation, prefetchRoute } from './routes/PrefetchOnNavigation';
import { useTransitionLocation } from './routes/useTransitionLocation';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const appContainer: HTMLElement = container;

// Spec section 2: inside a frame the app shows only a message, and stops with an error. The
// message is a chunk of its own (a page in a frame is rare); the error is thrown once it shows, as
// a module that throws while it runs can no longer be imported from, and the message's chunk uses
// this entry's shared code.
if (window.top !== window.self) {
  void import('./app/refuseFrame')
    .then((module) => module.refuseFrame(createRoot(appContainer)))
    .then(() => {
      throw new Error(
        'Stowly does not run inside a frame: the booking and the customer portal must be opened directly.',
      );
    });
} else {
  startApp();
}

/**
 * Starts the product: services, routes, the first page's data and messages, then the first render:
 * the hydration of the page the server rendered (with the data it handed over), or a render of
 * its own where the server sent none (static hosting, the server's error pages).
 */
function startApp(): void {
  const serverState = readServerState(document);
  // The auth store moves the browser through the browser's history for app paths (the router
  // follows it, also before the first render) and with a full page load for identity server URLs.
  // The nonce of a server-rendered page (its style elements need it: src/server).
  const cspNonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  const services = createAppServices({ navigate: createAuthNavigate(browserHistory), cspNonce });
  const { queryClient, client, languageStore, authStore } = services;
  // The hydration renders in the server's language; the browser's own choice (a stored one the
  // server could not know) follows once the page is live (the root layout resolves it again).
  if (serverState) languageStore.setState({ language: serverState.language });
  // The server's queries (its `dehydrate`) go into the cache before the first render: the page
  // asks for none of them again.
  if (serverState) hydrate(queryClient, serverState.queries);
  // The route table once (each lazy page is made once); the first page's chunks and first data
  // start loading now (the data the server handed over is not asked for again).
  const routes = createAppRoutes();
  if (!serverState) void prefetchRoute(routes, services, window.location);

  // Spec section 4: the stored token is checked on start (refreshed if rejected, logged out if that
  // fails); the sign-in guards wait for it. Tokens that stopped working while a portal page is open
  // mean the session expired: the login page says so (and returns to the page afterwards).
  const hadSession = readStoredAuth(browserStorage('localStorage')) !== null;
  // A returning customer's header shows the signed-in actions: their chunk loads with the check.
  if (hadSession) preloadSignedInActions();
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
  if (!serverState) {
    if (locationId !== null)
      void queryClient.prefetchQuery(setupQueries.locationConfig(client, [locationId]));
    void queryClient.prefetchQuery(
      setupQueries.setup(client, {
        locationIds: locationId === null ? undefined : [locationId],
        locale: language,
      }),
    );
  }
  // Not a top-level await: it would turn off the bundler's merging of shared chunks (the unit list's
  // first load was 66 files). Until the first render is on screen the page counts as busy.
  const pageHeld = holdPage();
  const firstRenderDone = () => {
    pageHeld();
    // The app is live: what the visitor clicked on the server's page meanwhile happens now.
    setTimeout(replayEarlyClicks);
  };
  const app = (
    <AppTree
      services={services}
      routes={routes}
      router={{ hook: useTransitionLocation }}
      beside={<PrefetchOnNavigation routes={routes} />}
      onRendered={firstRenderDone}
    />
  );
  void Promise.all([
    prefetchCatalogs(queryClient, language, { deferMessages: true, appCatalogs: loadWebCatalog }),
    serverState
      ? preloadPages(routes, window.location)
      : queryClient.prefetchQuery(setupQueries.translation(client, language)),
  ]).then(() => {
    if (serverState) {
      // The page's HTML and its data are the server's: React takes them over without rendering anew,
      // in a transition, so the hydration yields to the browser (paint, input) between slices.
      startTransition(() => {
        hydrateRoot(appContainer, app);
      });
      return;
    }
    // A transition: React renders the first page in slices, yielding to the browser between them,
    // instead of in one long task (Lighthouse's blocking time on the unit list: about -150 ms).
    const root = createRoot(appContainer);
    startTransition(() => root.render(app));
  });

  // Error reporting (spec sections 8 and 9) is loaded once the first page's data has arrived and the
  // browser is idle, so it costs nothing before the unit list shows; `reportError` keeps reports
  // until then.
  void afterPageData(queryClient).then(() =>
    import('./app/errorReporting')
      .then((module) => module.startErrorReporting())
      .catch((error: unknown) => console.error('[stowly] error reporting did not load', error)),
  );
}
