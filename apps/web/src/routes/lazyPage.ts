import { MessagesReady } from '@stowly/booking/react';
import {
  Children,
  type ComponentType,
  createElement,
  isValidElement,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
} from 'react';
import { parse } from 'regexparam';
import { matchRoute } from 'wouter';
import { browserStorage } from '../app/browserStorage';
import { holdPage } from '../app/pageReadiness';
import type { AppRoute } from './AppRoutes';
import { LoadingStatus } from './LoadingStatus';

/** The session storage key that remembers the path reloaded after a failed page chunk. */
const RELOAD_MARKER_KEY = 'stowly-web:chunk-reload';

/** A page chunk (a lazily loaded route module) that could not be loaded. */
export class PageLoadError extends Error {
  override readonly name = 'PageLoadError';
}

/** The props of a page: the pages a layout page (a guard, an area) shows inside it. */
interface PageProps {
  children?: ReactNode;
}

/** The load of a page module (a dynamic import), whose default export is the page. */
export type PageLoad = () => Promise<{ default: ComponentType<PageProps> }>;

/** A page whose module loads when it is first shown: made by {@link lazyPage}, shown by {@link LazyPage}. */
export type LazyPageComponent = LazyExoticComponent<ComponentType<PageProps>>;

/**
 * A page whose component is the default export of a module, loaded when the route is first shown
 * (its own chunk). A failed download becomes a {@link PageLoadError} for the routes' error
 * boundary (`RouteErrors`). Create each once, with the route table, and show it with
 * {@link LazyPage}.
 *
 * @example
 * const ContinuePage = lazyPage(() => import('../pages/booking/ContinuePage'));
 * const route = { path: '/:locationId/continue', element: <LazyPage page={ContinuePage} /> };
 */
export function lazyPage(load: PageLoad): LazyPageComponent {
  const page = lazy(async () => {
    // The page counts as busy from its chunk's request until it is on screen (see pageReadiness).
    const done = holdPage();
    try {
      const module = await load();
      browserStorage('sessionStorage').removeItem(RELOAD_MARKER_KEY);
      const Loaded = module.default;
      return {
        default: function ShownPage(props: PageProps) {
          useEffect(done, []);
          return createElement(Loaded, props);
        },
      };
    } catch (error) {
      done();
      throw new PageLoadError('A page of the app could not be loaded.', { cause: error });
    }
  });
  pageLoads.set(page, load);
  return page;
}

/**
 * The load of a page that shows the checkout's messages, which the app's
 * `I18nProvider` (with `deferMessages`) loads after the first page: the page shows once they are
 * there ("Loading the page…" until then; `MessagesReady` asks for them at once).
 */
export function withLaterMessages(load: PageLoad): PageLoad {
  return () =>
    load().then(({ default: Page }) => ({
      default: function PageWithMessages(props: PageProps) {
        return createElement(
          MessagesReady,
          { fallback: createElement(LoadingStatus) },
          createElement(Page, props),
        );
      },
    }));
}

/** The module load of each lazy page, for {@link preloadPages}. */
const pageLoads = new WeakMap<LazyPageComponent, () => Promise<unknown>>();

/**
 * Shows a lazily loaded `page` (made by {@link lazyPage}) with `children` inside it, and "Loading
 * the page…" while its chunk first loads. It is one component for every page, so its loading
 * boundary stays in place when a navigation changes the page: as the router's location changes in
 * a transition (`useTransitionLocation`), the page before stays on screen while the next page's
 * chunk loads.
 */
export function LazyPage(props: { page: LazyPageComponent; children?: ReactNode }): ReactNode {
  return createElement(
    Suspense,
    { fallback: createElement(LoadingStatus) },
    createElement(props.page, null, props.children),
  );
}

/** Starts loading the lazy pages `element` shows, itself and below it. */
function preloadElement(element: ReactNode): void {
  if (!isValidElement<{ page?: LazyPageComponent; children?: ReactNode }>(element)) return;
  if (element.type === LazyPage && element.props.page) {
    pageLoads
      .get(element.props.page)?.()
      .catch(() => undefined);
  }
  Children.forEach(element.props.children, preloadElement);
}

/**
 * Starts loading the chunks of the lazy pages of the route `routes` match at `location` (the first
 * page, while the app still waits for its messages): rendering them later finds the modules
 * loading or loaded. A failure shows when the page renders.
 */
export function preloadPages(routes: readonly AppRoute[], location: { pathname: string }): void {
  const route = routes.find(
    (candidate) => candidate.path === undefined || matchRoute(parse, candidate.path, location.pathname)[0],
  );
  if (route) preloadElement(route.element);
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
