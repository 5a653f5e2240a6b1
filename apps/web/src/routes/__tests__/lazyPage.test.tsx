// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { browserHistory, createAppServices, createAuthNavigate } from '../../app/createAppServices';
import { AppServicesContext } from '../../app/useAppServices';
import { createFakeBackend, deferred } from '../../pages/auth/__tests__/support/fakeBackend';
import { resetBrowser } from '../../pages/auth/__tests__/support/renderAuthApp';
import { type AppRoute, AppRoutes } from '../AppRoutes';
import { LazyPage, lazyPage, preloadPages } from '../lazyPage';
import { useTransitionLocation } from '../useTransitionLocation';

/** A page module whose load the test finishes (`resolve`), counting how often it was asked for. */
function pageModule(heading: string) {
  const module = deferred<{ default: () => ReactNode }>();
  const load = () => {
    load.calls += 1;
    return module.promise;
  };
  load.calls = 0;
  return { load, resolve: () => module.resolve({ default: () => <h1>{heading}</h1> }) };
}

/** The routes in the app's root layout, on the browser's location as `main.tsx` mounts them. */
function renderInBrowser(routes: AppRoute[]) {
  window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false }));
  const backend = createFakeBackend();
  const services = createAppServices({ navigate: createAuthNavigate(browserHistory), fetch: backend.fetch });
  render(
    <StrictMode>
      <QueryClientProvider client={services.queryClient}>
        <AppServicesContext.Provider value={services}>
          <Router hook={useTransitionLocation}>
            <AppRoutes routes={routes} />
          </Router>
        </AppServicesContext.Provider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

beforeEach(() => {
  resetBrowser();
  window.history.replaceState(null, '', '/');
});
afterEach(cleanup);

describe('lazy pages', () => {
  it('say "Loading the page…" on the first load; a navigation keeps the page before until the next one has loaded', async () => {
    const first = pageModule('First page');
    const second = pageModule('Second page');
    window.history.replaceState(null, '', '/first');
    renderInBrowser([
      { path: '/first', element: <LazyPage page={lazyPage(first.load)} /> },
      { path: '/second', element: <LazyPage page={lazyPage(second.load)} /> },
    ]);

    expect(await screen.findByText('Loading the page…')).toHaveProperty('role', 'status');
    await act(async () => first.resolve());
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeTruthy();

    act(() => navigate('/second'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.pathname).toBe('/second');
    expect(second.load.calls).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'First page' })).toBeTruthy();
    expect(screen.queryByText('Loading the page…')).toBeNull();

    await act(async () => second.resolve());
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'First page' })).toBeNull();
  });

  it('preloadPages starts loading the pages of the route a path matches, layouts included, and no others', () => {
    const layout = pageModule('Layout');
    const page = pageModule('Page');
    const other = pageModule('Other page');
    const routes: AppRoute[] = [
      { path: '/:locationId', element: <LazyPage page={lazyPage(other.load)} /> },
      {
        path: '/:locationId/unit-type/:unitTypeId',
        element: (
          <main>
            <LazyPage page={lazyPage(layout.load)}>
              <LazyPage page={lazyPage(page.load)} />
            </LazyPage>
          </main>
        ),
      },
      { element: <p>Not found</p> },
    ];

    preloadPages(routes, { pathname: '/1/Unit-Type/12/' });
    expect([layout.load.calls, page.load.calls, other.load.calls]).toEqual([1, 1, 0]);

    preloadPages(routes, { pathname: '/1/unit-type/12/options' });
    expect([layout.load.calls, page.load.calls, other.load.calls]).toEqual([1, 1, 0]);
  });
});
