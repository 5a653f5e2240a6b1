import '@stowly/ui/styles.css';
import './app.css';
import { setupQueries } from '@stowly/api-client';
import { prefetchCatalogs } from '@stowly/booking/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAppServices } from './app/createAppServices';
import { refuseFrame } from './app/refuseFrame';
import { AppServicesContext } from './app/useAppServices';
import { createAppRouter } from './routes/createAppRouter';
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

const services = createAppServices();
const { queryClient, client, languageStore } = services;
const language = languageStore.getState().language;
// The first paint waits for the messages (SDK catalogs and the tenant's translations), so the
// full-page skeleton is already translated while the tenant setup loads.
// The location and tenant setup start loading meanwhile (the root layout asks for the same).
const locationId = locationIdFromPath(window.location.pathname);
if (locationId !== null) void queryClient.prefetchQuery(setupQueries.locationConfig(client, [locationId]));
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
        <RouterProvider router={createAppRouter()} />
      </AppServicesContext.Provider>
    </QueryClientProvider>
  </StrictMode>,
);
