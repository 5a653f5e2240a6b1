import { type StowlyClient, setupQueries } from '@stowly/api-client';
import { prefetchCatalogs } from '@stowly/booking/react';
import { appearanceToTheme, type ThemeFont } from '@stowly/ui';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import { AppTree } from '../app/AppTree';
import { ServerRenderContext, type ServerRenderState } from '../app/serverRender';
import type { ServerState } from '../app/serverState';
import { readConfig } from '../config';
import { loadWebCatalog } from '../i18n/loadWebCatalog';
import { createAppRoutes } from '../routes/createAppRoutes';
import { locationIdFromPath } from '../routes/locationIdFromPath';
import { prefetchRoute } from '../routes/PrefetchOnNavigation';
import { createServerServices } from './createServerServices';
import { renderDocument } from './htmlDocument';
import { requestLanguage } from './requestLanguage';

/** Options of {@link createRequestHandler}. */
export interface RequestHandlerOptions {
  /**
   * The page template: `dist-server/index.html` of the build (`scripts/build.mjs`), the client's
   * `index.html` with its styles inlined (the client's own `dist/index.html` works too, with the
   * stylesheets linked). Its module script and styles go into every page, with the request's nonce.
   */
  template: string;
  /**
   * How the server calls the booking API: the platform's `fetch` by default; a server that hosts
   * the API itself can hand its own handler (no network hop).
   * @default globalThis.fetch
   */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * The booking API's base URL as the server reaches it, when that differs from the browser's
   * (`VITE_STOWLY_API_BASE_URL`, or `/v1` on the page's origin).
   */
  apiBaseUrl?: string;
  /**
   * The Content-Security-Policy of a page, given the request's nonce (every script and style
   * element of the page carries it).
   * @default {@link defaultContentSecurityPolicy}
   */
  contentSecurityPolicy?: (nonce: string) => string;
  /** Called with an error of a render or of an API call the render made (error reporting). */
  onError?: (error: unknown) => void;
}

/** Where Google reCAPTCHA's script, its further scripts and its frame come from (Google's CSP guide). */
const RECAPTCHA_SCRIPTS = 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/';
const RECAPTCHA_FRAMES = 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/';

/**
 * A strict policy for pages of this origin: scripts and style elements only from the origin or with
 * the request's nonce (style attributes inline, as the components set their positions), no frames
 * around the page. With `recaptcha` (a real bot-check site key is configured) Google reCAPTCHA's
 * scripts and frame are allowed too.
 */
export function defaultContentSecurityPolicy(nonce: string, options: { recaptcha?: boolean } = {}): string {
  const recaptcha = options.recaptcha ?? false;
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${recaptcha ? ` ${RECAPTCHA_SCRIPTS}` : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' https:",
    ...(recaptcha ? [`frame-src ${RECAPTCHA_FRAMES}`] : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** A random nonce (128 bits, base64). */
function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Queries handed to the browser: those the server loaded, but not the SDK's message catalogs (the
 * browser has them in its own chunks) and nothing that failed (the browser asks again).
 */
function isHandedToBrowser(query: Query): boolean {
  return query.state.status === 'success' && query.queryKey[0] !== 'stowly';
}

/**
 * The web font files of the tenant whose setup the page shows (the location's, else the one asked
 * without a location), as `StowlyThemeProvider` declares them: checked by `appearanceToTheme`.
 */
function tenantFonts(
  queryClient: QueryClient,
  client: StowlyClient,
  locationId: number | null,
  language: string,
): ThemeFont[] {
  const asked = [
    ...(locationId === null ? [] : [{ locationIds: [locationId], locale: language }]),
    { locationIds: undefined, locale: language },
  ];
  for (const parameters of asked) {
    const setup = queryClient.getQueryData(setupQueries.setup(client, parameters).queryKey);
    if (setup) return appearanceToTheme(setup.appearance).fonts;
  }
  return [];
}

/**
 * The reference app's server: a web-standard fetch handler (`Request` → `Response`, for Node and
 * for edge runtimes) rendering a page with React's streaming renderer. The first screen's data (tenant
 * setup, location, translations, the page's own queries) is loaded with the same query factories
 * as in the browser and handed to it (`dehydrate`), so hydration asks for none of it again. Language,
 * title, tenant theme and the tenant font (preloaded, with its `@font-face` rules in the head) are
 * in the HTML; an unknown page or location answers 404 with the
 * not-found page; an API that cannot be reached 503 with the server-error page, which the browser
 * then renders itself (with its retry). Everything is made per request.
 *
 * @example
 * const handle = createRequestHandler({ template: await readFile('dist-server/index.html', 'utf8') });
 * export default { fetch: handle }; // an edge runtime; on Node: a server that calls `handle`
 */
export function createRequestHandler(
  options: RequestHandlerOptions,
): (request: Request) => Promise<Response> {
  const apiFetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const policy =
    options.contentSecurityPolicy ??
    ((nonce: string) =>
      defaultContentSecurityPolicy(nonce, {
        recaptcha: (import.meta.env.VITE_STOWLY_CAPTCHA_SITE_KEY?.trim() || 'sandbox') !== 'sandbox',
      }));
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
    }
    const started = performance.now();
    const url = new URL(request.url);
    const language = requestLanguage(request);
    const config = readConfig(import.meta.env, url);
    const nonce = createNonce();
    const services = createServerServices({
      config,
      cspNonce: nonce,
      language,
      fetch: apiFetch,
      ...(options.apiBaseUrl ? { apiBaseUrl: options.apiBaseUrl } : {}),
    });
    const { queryClient, client } = services;
    const routes = createAppRoutes();
    const locationId = locationIdFromPath(url.pathname);
    await Promise.all([
      locationId === null
        ? null
        : queryClient.prefetchQuery(setupQueries.locationConfig(client, [locationId])),
      queryClient.prefetchQuery(
        setupQueries.setup(client, {
          locationIds: locationId === null ? undefined : [locationId],
          locale: language,
        }),
      ),
      queryClient.prefetchQuery(setupQueries.translation(client, language)),
      prefetchCatalogs(queryClient, language, { deferMessages: true, appCatalogs: loadWebCatalog }),
      prefetchRoute(routes, services, url),
    ]);
    // The setup of a location the API does not know is asked again without it (as the app shell does).
    if (
      locationId !== null &&
      queryClient.getQueryState(setupQueries.locationConfig(client, [locationId]).queryKey)?.status ===
        'error'
    ) {
      await queryClient.prefetchQuery(setupQueries.setup(client, { locale: language }));
    }

    const dataLoaded = performance.now();
    const rendered: ServerRenderState = { status: 200 };
    let renderFailed = false;
    let body = '';
    try {
      const stream = await renderToReadableStream(
        <ServerRenderContext.Provider value={rendered}>
          <AppTree
            services={services}
            routes={routes}
            router={{ ssrPath: url.pathname, ssrSearch: url.search }}
          />
        </ServerRenderContext.Provider>,
        {
          nonce,
          signal: request.signal,
          onError: (error) => {
            renderFailed = true;
            options.onError?.(error);
          },
        },
      );
      await stream.allReady;
      body = await new Response(stream).text();
    } catch (error) {
      renderFailed = true;
      rendered.status = 503;
      options.onError?.(error);
    }

    // A page the server could not render whole, or that shows a failed query (the server-error
    // page, not found for an unknown location), is rendered by the browser itself: a failure is not
    // handed over (the browser asks again), so a hydration would not find the same page.
    const failedQuery = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'error');
    const hydrate = !renderFailed && rendered.status !== 503 && !failedQuery;
    const state: ServerState | undefined = hydrate
      ? { language, queries: dehydrate(queryClient, { shouldDehydrateQuery: isHandedToBrowser }) }
      : undefined;
    const html = renderDocument(options.template, {
      language,
      title: rendered.title,
      body,
      state,
      nonce,
      // The tenant font is preloaded and declared in the head, so its files load with the page.
      fonts: tenantFonts(queryClient, client, locationId, language),
    });
    queryClient.clear();
    const done = performance.now();
    return new Response(request.method === 'HEAD' ? null : html, {
      status: rendered.status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // The page differs by tenant, language and visitor: no shared cache may keep it.
        'Cache-Control': 'private, no-cache',
        Vary: 'Accept-Language, Cookie',
        'Content-Security-Policy': policy(nonce),
        'X-Frame-Options': 'DENY',
        'X-Content-Type-Options': 'nosniff',
        // Where the time went: the first screen's data, then the render (read by `pnpm bench`).
        'Server-Timing': `data;dur=${(dataLoaded - started).toFixed(1)}, render;dur=${(done - dataLoaded).toFixed(1)}`,
      },
    });
  };
}
