import type { ComponentType } from 'react';
import { browserStorage } from '../app/browserStorage';

/** The session storage key that remembers the path reloaded after a failed page chunk. */
const RELOAD_MARKER_KEY = 'stowly-web:chunk-reload';

/** A page chunk (a lazily loaded route module) that could not be loaded. */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

/**
 * The `lazy` of a route whose page is the default export of a module: loads it when the route is
 * first visited. A failed download becomes a {@link PageLoadError} for the route's error boundary.
 *
 * @example
 * { path: 'continue', lazy: lazyPage(() => import('../pages/booking/ContinuePage')) }
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    try {
      const module = await load();
      browserStorage('sessionStorage').removeItem(RELOAD_MARKER_KEY);
      return { Component: module.default };
    } catch (error) {
      throw new PageLoadError('A page of the app could not be loaded.', { cause: error });
    }
  };
}

/**
 * Whether the browser should load `path` fully after a failed page chunk (a new deployment
 * replaced the chunks): true the first time, false when that reload already happened for the
 * same path (no reload loop).
 */
export function shouldReloadForChunk(path: string): boolean {
  return browserStorage('sessionStorage').getItem(RELOAD_MARKER_KEY) !== path;
}

/** Loads `path` fully, once: the marker stops a second reload of the same path. */
export function reloadForChunk(path: string): void {
  browserStorage('sessionStorage').setItem(RELOAD_MARKER_KEY, path);
  window.location.assign(path);
}

/** Forgets the reload of a path after its second failure, so a later visit may try again. */
export function clearChunkReload(): void {
  browserStorage('sessionStorage').removeItem(RELOAD_MARKER_KEY);
}
