// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '../../app/__tests__/support/memoryHistory';
import { createAppServices, createAuthNavigate } from '../../app/createAppServices';
import { createFakeBackend, type FakeBackend } from '../../pages/auth/__tests__/support/fakeBackend';
import { renderAppRoutes, resetBrowser } from '../../pages/auth/__tests__/support/renderAuthApp';
import type { AppRoute } from '../AppRoutes';
import { LocationRoute } from '../LocationRoute';

const routes: AppRoute[] = [
  { path: '/404', element: <h1>Not found probe</h1> },
  { path: '/:locationId', element: <LocationRoute /> },
];

/** The app's root layout and the location route for `/11?lang=en`, against `backend`. */
function renderLocation(backend: FakeBackend) {
  window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false }));
  const history = createMemoryHistory(['/11?lang=en']);
  const services = createAppServices({ navigate: createAuthNavigate(history), fetch: backend.fetch });
  renderAppRoutes(services, history, routes);
  return history;
}

const failure = (status: number, code: string) => () => ({
  status,
  body: { error: { code, message: code, details: [] } },
});

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('LocationRoute: the location lookup failing', () => {
  it('an API that is down (503) shows the server error page with "Try again", not not found', async () => {
    const backend = createFakeBackend();
    backend.use('GET /v1/location/config', failure(503, 'unavailable'));
    const history = renderLocation(backend);

    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(history.location.pathname).toBe('/11');
    expect(screen.queryByRole('heading', { name: 'Not found probe' })).toBeNull();

    const asked = backend.requestsTo('GET', '/v1/location/config').length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(backend.requestsTo('GET', '/v1/location/config').length).toBeGreaterThan(asked),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
  });

  it('a location the API does not know (404) shows not found in place (the server answers it with 404)', async () => {
    const backend = createFakeBackend();
    backend.use('GET /v1/location/config', failure(404, 'not-found'));
    const history = renderLocation(backend);

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(history.location.pathname).toBe('/11');
    expect(screen.queryByRole('heading', { name: 'Not found probe' })).toBeNull();
  });
});
