import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './ensureChromium';
import { type RunningSandbox, startSandbox } from './startSandbox';
import { storeCookieChoice } from './storeCookieChoice';
import { type TokenLeakWatch, watchTokenLeaks } from './watchTokenLeaks';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The two viewports every flow is checked at. */
const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

/** A viewport name: `mobile` (360 × 740, touch) or `desktop` (1280 × 900). */
export type ViewportName = keyof typeof VIEWPORTS;

/** Options of `openPage`. */
export interface OpenPageOptions {
  /** @default 'desktop' */
  viewport?: ViewportName;
  /** The browser's language (`navigator.language`, `Accept-Language`). @default 'en-GB' */
  locale?: string;
  /**
   * `accepted`: the cookie choice is already stored (necessary only), so no consent dialog shows;
   * `unseen`: a first visit, the dialog shows.
   * @default 'accepted'
   */
  consent?: 'accepted' | 'unseen';
  /**
   * Answer the tag manager's and analytics' script URLs (`https://www.googletagmanager.com/…`,
   * `https://www.google-analytics.com/…`) with an empty script instead of blocking them, for tests
   * that accept marketing cookies (the app then loads the location's tracking scripts). Each URL
   * answered is listed in `trackingRequests`; nothing leaves 127.0.0.1.
   * @default false
   */
  stubTrackingScripts?: boolean;
  /**
   * Uncaught page errors that this test expects (such as the app's frame refusal): matching ones
   * are listed in `pageErrors` instead of failing the test.
   */
  expectedPageErrors?: RegExp;
  /**
   * `client`: every page of the context comes as a static host serves it, rendered by the browser
   * alone (the sandbox's `Sandbox-Render: client`), for tests of how the app handles the API's
   * answers to its own first calls (which `page.route` can change; a server-rendered page has them
   * from the server). @default 'server'
   */
  rendering?: 'server' | 'client';
  /** `false`: the page runs no script (what the server's HTML alone shows). @default true */
  javaScript?: boolean;
}

/** A page opened in its own browser context, with what it requested. */
export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Every http(s) request URL the page made, in order. */
  requests: string[];
  /** The requests to the booking API (`/v1/...`), as path and query. */
  apiRequests(): string[];
  /** The page's path and query, such as `/1/unit-type/101/options?lang=en`. */
  path(): string;
  /** The tracking script URLs answered by `stubTrackingScripts` (empty without it). */
  trackingRequests: string[];
  /** The uncaught page errors matching `expectedPageErrors` (`name: message`). */
  pageErrors: string[];
  /** Where the context's tokens showed up outside the Authorization header and token endpoint. */
  tokenLeaks: TokenLeakWatch;
}

/** The hosts of the tag manager and analytics scripts, answered by `stubTrackingScripts`. */
const TRACKING_HOSTS = new Set(['www.googletagmanager.com', 'www.google-analytics.com']);

/** Options of {@link useBrowser}. */
export interface UseBrowserOptions {
  /**
   * Start a sandbox of this file's own with these settings (such as
   * `{ SANDBOX_ACCESS_TOKEN_SECONDS: '3' }`) instead of using the run's shared one. It has fresh
   * demo data and stops after the file. A function is called when the sandbox starts (in the
   * file's `beforeAll`), for settings known only once an earlier `beforeAll` has run.
   */
  sandboxEnv?: Record<string, string> | (() => Record<string, string>);
}

/**
 * Sets up a test file's browser: launches Chromium before the file's tests and closes it after
 * them. `openPage` opens a path of the sandbox in a fresh browser context (its own storage). After
 * each test the contexts are closed, and the test fails if a page threw an uncaught error or tried
 * to reach any host but 127.0.0.1 (such requests are blocked).
 */
export function useBrowser(options: UseBrowserOptions = {}): {
  /** The sandbox's origin, such as `http://127.0.0.1:41234`. */
  origin(): string;
  /** Opens `path` (such as `/1?lang=en`) of the sandbox in a new browser context. */
  openPage(path: string, options?: OpenPageOptions): Promise<OpenedPage>;
} {
  let browser: Browser | undefined;
  let ownSandbox: RunningSandbox | undefined;
  let origin = '';
  const opened: {
    context: BrowserContext;
    pageErrors: string[];
    externalRequests: string[];
    tokenLeaks: TokenLeakWatch;
  }[] = [];

  // A failed global setup fails each test (not the file as a whole), so every test counts.
  const setupError = inject('e2eSetupError');
  const ready = () => {
    if (setupError) throw new Error(`End-to-end setup failed (details in the run's output): ${setupError}`);
  };

  beforeAll(async () => {
    if (setupError) return;
    if (options.sandboxEnv) {
      const env = typeof options.sandboxEnv === 'function' ? options.sandboxEnv() : options.sandboxEnv;
      ownSandbox = await startSandbox(repoRoot, inject('e2eWebDist'), env);
      origin = ownSandbox.origin;
    } else {
      origin = inject('e2eOrigin');
    }
    browser = await chromium.launch({
      executablePath: inject('e2eChromiumPath'),
      headless: true,
      args: CHROMIUM_ARGS,
    });
    // A sandbox of the file's own migrates and seeds a fresh database first: allow for it.
  }, 150_000);

  afterEach(async () => {
    const closing = opened.splice(0);
    await Promise.all(closing.map(({ context, tokenLeaks }) => tokenLeaks.readDataLayers(context)));
    await Promise.all(closing.map(({ context }) => context.close()));
    for (const { pageErrors, externalRequests, tokenLeaks } of closing) {
      expect(pageErrors, 'uncaught errors in the page').toEqual([]);
      expect(externalRequests, 'requests to hosts other than 127.0.0.1').toEqual([]);
      expect(
        tokenLeaks.leaks(),
        'access or refresh tokens outside the Authorization header and token endpoint',
      ).toEqual([]);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await ownSandbox?.stop();
  });

  async function openPage(path: string, options: OpenPageOptions = {}): Promise<OpenedPage> {
    ready();
    if (!browser) throw new Error('openPage: Chromium is not running');
    const viewport = options.viewport ?? 'desktop';
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      isMobile: viewport === 'mobile',
      hasTouch: viewport === 'mobile',
      locale: options.locale ?? 'en-GB',
      javaScriptEnabled: options.javaScript ?? true,
    });
    const record = {
      context,
      pageErrors: [] as string[],
      externalRequests: [] as string[],
      tokenLeaks: watchTokenLeaks(context),
    };
    opened.push(record);
    await context.route(
      (url) => url.protocol.startsWith('http') && url.hostname !== '127.0.0.1',
      (route) => {
        record.externalRequests.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    const trackingRequests: string[] = [];
    if (options.stubTrackingScripts) {
      // Registered after the blocker, so it takes precedence for these hosts.
      await context.route(
        (url) => url.protocol === 'https:' && TRACKING_HOSTS.has(url.hostname),
        (route) => {
          trackingRequests.push(route.request().url());
          return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
        },
      );
    }
    if (options.rendering === 'client') await context.setExtraHTTPHeaders({ 'Sandbox-Render': 'client' });
    if ((options.consent ?? 'accepted') === 'accepted') await storeCookieChoice(context);
    const page = await context.newPage();
    // Waits for the app (elements, URLs) give up well before the test's own time limit.
    page.setDefaultTimeout(15_000);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('http')) requests.push(request.url());
    });
    const expectedPageErrors: string[] = [];
    page.on('pageerror', (error) => {
      const text = `${error.name}: ${error.message}`;
      if (options.expectedPageErrors?.test(text)) expectedPageErrors.push(text);
      else record.pageErrors.push(text);
    });
    await page.goto(new URL(path, origin).href);
    // A server-rendered page shows before the app is live (its script starts once the first screen
    // is painted): what a test does first meets the app. Not a check: a page whose app cannot start
    // (held chunks) is the test's to judge.
    if (options.javaScript !== false) {
      await page
        .waitForFunction(
          () =>
            (window as { stowlyHydrated?: boolean }).stowlyHydrated === true ||
            !document.getElementById('stowly-server-state'),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
    }
    return {
      page,
      context,
      requests,
      trackingRequests,
      pageErrors: expectedPageErrors,
      tokenLeaks: record.tokenLeaks,
      apiRequests: () =>
        requests
          .map((url) => new URL(url))
          .filter((url) => url.origin === origin && url.pathname.startsWith('/v1/'))
          .map((url) => `${url.pathname}${url.search}`),
      path: () => {
        const url = new URL(page.url());
        return `${url.pathname}${url.search}`;
      },
    };
  }

  return {
    origin: () => {
      ready();
      return origin;
    },
    openPage,
  };
}
