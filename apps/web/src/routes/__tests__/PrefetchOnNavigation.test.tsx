// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { browserHistory, createAppServices, createAuthNavigate } from '../../app/createAppServices';
import { AppServicesContext } from '../../app/useAppServices';
import { createFakeBackend, deferred } from '../../pages/auth/__tests__/support/fakeBackend';
import { resetBrowser } from '../../pages/auth/__tests__/support/renderAuthApp';
import type { AppRoute } from '../AppRoutes';
import { LazyPage, lazyPage } from '../lazyPage';
import { PrefetchOnNavigation } from '../PrefetchOnNavigation';

beforeEach(() => {
  resetBrowser();
  window.history.replaceState(null, '', '/1');
});
afterEach(cleanup);

describe('PrefetchOnNavigation', () => {
  it("starts the next page's chunk and its first data together as the location changes, before the page renders", async () => {
    const backend = createFakeBackend();
    const list = () => ({ status: 200, body: { data: [], page: 1, lastPage: 1 } });
    for (const path of ['/v1/unit-type', '/v1/unit-type/category', '/v1/unit-type/101/billing-period']) {
      backend.use(`GET ${path}`, list);
    }
    backend.use('GET /v1/unit-type/101', () => ({
      status: 200,
      body: { data: { id: 101, name: 'Locker S' } },
    }));
    const services = createAppServices({
      navigate: createAuthNavigate(browserHistory),
      fetch: backend.fetch,
    });
    const optionsModule = deferred<{ default: () => ReactNode }>();
    let optionsLoads = 0;
    const routes: AppRoute[] = [
      {
        path: '/:locationId/unit-type/:unitTypeId/options',
        element: (
          <LazyPage
            page={lazyPage(() => {
              optionsLoads += 1;
              return optionsModule.promise;
            })}
          />
        ),
      },
    ];
    // Only the prefetcher: no route renders, so whatever is asked for is asked by it.
    render(
      <AppServicesContext.Provider value={services}>
        <PrefetchOnNavigation routes={routes} />
      </AppServicesContext.Provider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(optionsLoads).toBe(0);
    const before = backend.requests.length;

    await act(async () => navigate('/1/unit-type/101/options?lang=sv'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(optionsLoads).toBe(1);
    const asked = backend.requests.slice(before).map((request) => `${request.path}?${request.query}`);
    expect(asked.sort()).toEqual([
      '/v1/unit-type/101/billing-period?page=1&pageSize=100',
      '/v1/unit-type/101/optional-product?page=1&pageSize=100',
      '/v1/unit-type/101?',
    ]);

    // Going elsewhere asks for nothing of the options page again.
    await act(async () => navigate('/1/unit-type/101/options/basket'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(optionsLoads).toBe(1);
    expect(backend.requests.slice(before)).toHaveLength(3);
  });
});
