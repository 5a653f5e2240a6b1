// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { browserHistory, createAppServices, createAuthNavigate } from '../../app/createAppServices';
import { AppServicesContext } from '../../app/useAppServices';
import { createFakeBackend, deferred } from '../../pages/auth/__tests__/support/fakeBackend';
import { resetBrowser } from '../../pages/auth/__tests__/support/renderAuthApp';
import { type AppRoute, AppRoutes } from '../AppRoutes';
import { LazyPage, lazyPage, pageGroup, preloadPages } from '../lazyPage';
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

    void preloadPages(routes, { pathname: '/1/Unit-Type/12/' });
    expect([layout.load.calls, page.load.calls, other.load.calls]).toEqual([1, 1, 0]);

    void preloadPages(routes, { pathname: '/1/unit-type/12/options' });
    expect([layout.load.calls, page.load.calls, other.load.calls]).toEqual([1, 1, 0]);
  });

  it('load the page a layout shows alongside the layout, so it shows at once when the layout shows it (no "Loading the page…" in between)', async () => {
    const page = pageModule('Your booking');
    // A guard that shows its page once its data is there (here: after its first effect).
    const guard = deferred<{ default: (props: { children?: ReactNode }) => ReactNode }>();
    let guardLoads = 0;
    const seen: string[] = [];
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    window.history.replaceState(null, '', '/booking');
    renderInBrowser([
      {
        path: '/booking',
        element: (
          <LazyPage
            page={lazyPage(() => {
              guardLoads += 1;
              return guard.promise;
            })}
          >
            <LazyPage page={lazyPage(page.load)} />
          </LazyPage>
        ),
      },
    ]);
    expect(await screen.findByText('Loading the page…')).toBeTruthy();
    // Both chunks are asked for together, not the page's once the guard shows it.
    expect([guardLoads, page.load.calls]).toEqual([1, 1]);
    await act(async () => page.resolve());
    let showPage: () => void = () => undefined;
    await act(async () =>
      guard.resolve({
        default: function Guard(props: { children?: ReactNode }) {
          const [ready, setReady] = useState(false);
          useEffect(() => {
            showPage = () => setReady(true);
          }, []);
          return ready ? props.children : <p>Checking your booking</p>;
        },
      }),
    );
    expect(await screen.findByText('Checking your booking')).toBeTruthy();
    seen.length = 0;
    act(() => showPage());
    // In the same render: no loading boundary (after which React would hold the page back).
    expect(screen.getByRole('heading', { name: 'Your booking' })).toBeTruthy();
    observer.disconnect();
    expect(seen.some((text) => text.includes('Loading the page…'))).toBe(false);
  });

  it('pageGroup: once one page of a chunk has loaded, the others of the group are loaded too', async () => {
    const inChunk = pageGroup();
    const first = pageModule('First step');
    const second = pageModule('Second step');
    const outside = pageModule('Elsewhere');
    const firstPage = lazyPage(inChunk(first.load));
    const secondPage = lazyPage(inChunk(second.load));
    lazyPage(outside.load);

    const loading = firstPage.load();
    expect([first.load.calls, second.load.calls]).toEqual([1, 0]);
    first.resolve();
    second.resolve();
    await loading;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([first.load.calls, second.load.calls, outside.load.calls]).toEqual([1, 1, 0]);
    expect(secondPage.loaded()).toBeTypeOf('function');
  });

  it('a page whose load failed is asked for again on the next try', async () => {
    let calls = 0;
    const page = lazyPage(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject(new Error('chunk missing'))
        : Promise.resolve({ default: () => <h1>Back</h1> });
    });
    await expect(page.load()).rejects.toThrow('chunk missing');
    expect(page.loaded()).toBeUndefined();
    await expect(page.load()).resolves.toBeTypeOf('function');
    expect(calls).toBe(2);
  });
});
