import { MessagesReady } from '@stowly/booking/react';
import {
  Children,
  type ComponentType,
  createElement,
  isValidElement,
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

/**
 * The load of a page module (a dynamic import), whose default export is the page; `loading`, when
 * the module has one, is what shows while the page waits for its later messages
 * ({@link withLaterMessages}), such as the checkout's placeholder.
 */
export type PageLoad = () => Promise<{ default: ComponentType<PageProps>; loading?: ComponentType }>;

/**
 * A page whose module loads when it is first shown or preloaded: made by {@link lazyPage}, shown by
 * {@link LazyPage}.
 */
export interface LoadablePage {
  /** Starts loading the page's module, once (again after a failure); answers the page. */
  readonly load: () => Promise<ComponentType<PageProps>>;
  /** The page, once its module is in. */
  readonly loaded: () => ComponentType<PageProps> | undefined;
  /** The page for a render before its module is in: it suspends until then. */
  readonly suspending: ComponentType<PageProps>;
  /** Tells that the page is on screen (ends its busy time: see pageReadiness). */
  readonly shown: () => void;
}

/**
 * A page whose component is the default export of a module, loaded when the route is first shown
 * (its own chunk). A failed download becomes a {@link PageLoadError} for the routes' error
 * boundary (`RouteErrors`). Create each once, with the route table, and show it with
 * {@link LazyPage}.
 *
 * Once the module has loaded (shown before, or started by {@link preloadPages}), the page renders
 * without suspending. A page that suspends shows its loading boundary's fallback, and React holds
 * the content back after a fallback (up to 300 ms, its Suspense throttling); each step of the
 * booking and the checkout is a new page, so that wait would come on every one.
 *
 * @example
 * const ContinuePage = lazyPage(() => import('../pages/booking/ContinuePage'));
 * const route = { path: '/:locationId/continue', element: <LazyPage page={ContinuePage} /> };
 */
export function lazyPage(load: PageLoad): LoadablePage {
  let loaded: ComponentType<PageProps> | undefined;
  let loading: Promise<ComponentType<PageProps>> | undefined;
  // Set while a render waits for the module: the page is busy until it is on screen.
  let busy: (() => void) | undefined;
  const page: LoadablePage = {
    load: () => {
      loading ??= load().then(
        (module) => {
          browserStorage('sessionStorage').removeItem(RELOAD_MARKER_KEY);
          loaded = module.default;
          return module.default;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => loaded,
    suspending: lazy(async () => {
      busy = holdPage();
      try {
        return { default: await page.load() };
      } catch (error) {
        busy();
        throw new PageLoadError('A page of the app could not be loaded.', { cause: error });
      }
    }),
    shown: () => busy?.(),
  };
  groups.get(load)?.push(page);
  return page;
}

/** Renders a {@link LoadablePage}: the page once its module is in, else one that waits for it. */
function PageView(props: { page: LoadablePage; children?: ReactNode }): ReactNode {
  const { page } = props;
  const loaded = page.loaded();
  useEffect(() => {
    if (loaded) page.shown();
  });
  return createElement(loaded ?? page.suspending, null, props.children);
}

/** The pages made from the loads of a {@link pageGroup}, by load. */
const groups = new WeakMap<PageLoad, LoadablePage[]>();

/**
 * Marks loads of pages whose modules come from one chunk: once one of their pages ({@link lazyPage})
 * has loaded, the others load too (from the same chunk, with no request), so that moving to any of
 * them later renders it at once, with no loading boundary (and none of React's hold after one).
 *
 * @example
 * const checkoutPage = pageGroup();
 * const route = pageRoute('/pay', checkoutPage(() => import('./checkoutPages').then((m) => ({ default: m.PaymentPage }))));
 */
export function pageGroup(): (load: PageLoad) => PageLoad {
  const pages: LoadablePage[] = [];
  const loadAll = () => {
    for (const page of pages) page.load().catch(() => undefined);
  };
  return (load) => {
    const grouped: PageLoad = () =>
      load().then((module) => {
        loadAll();
        return module;
      });
    groups.set(grouped, pages);
    return grouped;
  };
}

/**
 * The load of a page that shows the checkout's or the customer portal's messages, which the app's
 * `I18nProvider` (with `deferMessages`) loads after the first page: the page shows once they are
 * there (until then the module's `loading`, else "Loading the page…"; `MessagesReady` asks for
 * them at once).
 */
export function withLaterMessages(load: PageLoad): PageLoad {
  return () =>
    load().then(({ default: Page, loading }) => ({
      default: function PageWithMessages(props: PageProps) {
        return createElement(
          MessagesReady,
          { fallback: createElement(loading ?? LoadingStatus) },
          createElement(Page, props),
        );
      },
    }));
}

/**
 * Shows a lazily loaded `page` (made by {@link lazyPage}) with `children` inside it, and "Loading
 * the page…" while its chunk first loads. It is one component for every page, so its loading
 * boundary stays in place when a navigation changes the page: as the router's location changes in
 * a transition (`useTransitionLocation`), the page before stays on screen while the next page's
 * chunk loads.
 */
export function LazyPage(props: { page: LoadablePage; children?: ReactNode }): ReactNode {
  // The pages inside (a guard's page) load alongside this one, not once it shows them.
  Children.forEach(props.children, (child) => preloadElement(child));
  return createElement(
    Suspense,
    { fallback: createElement(LoadingStatus) },
    createElement(PageView, { page: props.page }, props.children),
  );
}

/** Starts loading the lazy pages `element` shows, itself and below it; answers their loads (settled). */
function preloadElement(element: ReactNode, loads: Promise<unknown>[] = []): Promise<unknown>[] {
  if (!isValidElement<{ page?: LoadablePage; children?: ReactNode }>(element)) return loads;
  if (element.type === LazyPage && element.props.page) {
    loads.push(element.props.page.load().catch(() => undefined));
  }
  Children.forEach(element.props.children, (child) => preloadElement(child, loads));
  return loads;
}

/**
 * Starts loading the chunks of the lazy pages of the route `routes` match at `location` (the first
 * page, while the app still waits for its messages): rendering them later finds the modules
 * loading or loaded. A failure shows when the page renders. The promise settles once every chunk
 * has loaded or failed (the server render and the hydration wait for it).
 */
export async function preloadPages(
  routes: readonly AppRoute[],
  location: { pathname: string },
): Promise<void> {
  const route = routes.find(
    (candidate) => candidate.path === undefined || matchRoute(parse, candidate.path, location.pathname)[0],
  );
  if (route) await Promise.all(preloadElement(route.element));
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
