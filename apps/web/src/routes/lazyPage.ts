import { type ComponentType, createElement, lazy, type ReactElement, Suspense, useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { browserStorage } from '../app/browserStorage';
import { holdPage } from '../app/pageReadiness';
import { LoadingStatus } from './LoadingStatus';

/** The session storage key that remembers the path reloaded after a failed page chunk. */
const RELOAD_MARKER_KEY = 'stowly-web:chunk-reload';

/** A page chunk (a lazily loaded route module) that could not be loaded. */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

/**
 * A route element whose component is the default export of a module: loaded when the route is
 * first shown (its own chunk), "Loading the page…" meanwhile (React Router shows the previous page
 * instead while a navigation's chunk loads). A failed download becomes a {@link PageLoadError} for
 * the routes' error boundary (`RouteErrors`). Create each once, with the route table.
 *
 * @example
 * { path: 'continue', element: lazyPage(() => import('../pages/booking/ContinuePage')) }
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactElement {
  const Page = lazy(async () => {
    // The page counts as busy from its chunk's request until it is on screen (see pageReadiness).
    const done = holdPage();
    try {
      const module = await load();
      browserStorage('sessionStorage').removeItem(RELOAD_MARKER_KEY);
      const Loaded = module.default;
      return {
        default: function ShownPage() {
          useEffect(done, []);
          return createElement(Loaded);
        },
      };
    } catch (error) {
      done();
      throw new PageLoadError('A page of the app could not be loaded.', { cause: error });
    }
  });
  const element = createElement(Suspense, { fallback: createElement(LoadingStatus) }, createElement(Page));
  pageLoads.set(element, load);
  return element;
}

/** The module load of each lazy page element, for {@link preloadPages}. */
const pageLoads = new WeakMap<object, () => Promise<unknown>>();

/**
 * Starts loading the chunks of the lazy pages `routes` match at `location` (the first page, while
 * the app still waits for its messages): rendering them later finds the modules loading or loaded.
 * A failure shows when the page renders.
 */
export function preloadPages(routes: RouteObject[], location: { pathname: string }): void {
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const element = match.route.element;
    const load = typeof element === 'object' && element !== null ? pageLoads.get(element) : undefined;
    load?.().catch(() => undefined);
  }
}

/**
 * Whether the browser should load `path` fully after a failed page chunk (a new deployment
 * replaced the chunks): true the first time, false when that reload already happened for the
 * same path (no reload loop).
 */
export function shouldReloadForChunk(path: string): boolean {
  return browserStorage('sessionStorage').getItem(RELOAD_MARKER_KEY) !== path;
}

/**
 * Loads the current page (`path`) fully, once: the marker stops a second reload of the same path.
 * It reloads rather than opening `path`, which may read as another host (`//evil.example/1`).
 */
export function reloadForChunk(path: string): void {
  browserStorage('sessionStorage').setItem(RELOAD_MARKER_KEY, path);
  window.location.reload();
}

/** Forgets the reload of a path after its second failure, so a later visit may try again. */
export function clearChunkReload(): void {
  browserStorage('sessionStorage').removeItem(RELOAD_MARKER_KEY);
}
