import { gzipSync } from 'node:zlib';
import type { Page, Request } from 'playwright-core';

/** A request the page made before the unit list showed. */
interface MeasuredRequest {
  method: string;
  /** Chromium's resource type: `fetch`, `script`, `image`, … */
  type: string;
  url: string;
  /** When it started, in ms after the navigation started. */
  startMs: number;
  /** When its response ended, in ms after the navigation started (null: not before the list showed). */
  endMs: number | null;
}

/** What Chromium loaded on `/{locationId}` until the unit list showed and could be used. */
export interface UnitListLoad {
  /**
   * Every JS response that started before the unit list was interactive, with its gzip -9 size (of
   * the body Chromium received): what a visitor downloads before the list answers a tap.
   */
  scripts: { url: string; bytes: number }[];
  /** The sum of `scripts`. */
  jsBytes: number;
  /** Calls the app made to the booking API (`/v1/…`, fetch) before the list showed; favicons are not counted. */
  apiCalls: MeasuredRequest[];
  /**
   * How many API calls started after another API call had answered: 0 means every call started in
   * the same round trip after the entry script.
   */
  apiCallsAfterAnApiAnswer: number;
  /** CORS preflights (`OPTIONS`) before the list. */
  preflights: number;
  /** Requests to any origin but the app's before the list (analytics, payment, captcha, reporting). */
  thirdParty: string[];
  /**
   * When the list showed (its first card's select button was in the document), in ms after the
   * navigation started: with server rendering, as the HTML arrives.
   */
  unitListMs: number;
  /**
   * When React had taken over that button (its event props were on the element: rendered by the
   * client, or hydrated), in ms after the navigation started. Client-rendered, the same moment as
   * `unitListMs`.
   */
  interactiveMs: number;
  /**
   * The longest task on the page's main thread (Long Tasks API: 50 ms or more) that started before
   * the list was interactive, in ms; 0 when there was none. With server rendering, hydration and
   * what runs before it: the "hydration is one task under 100 ms".
   */
  longestTaskMs: number;
}

/** A unit type card's select button in the list (a section named by its heading), in any language. */
const FIRST_CARD_BUTTON = 'section[aria-label] button[aria-labelledby]';

/**
 * The page's marker: a promise of when the first "Select …" button of a unit type card was added
 * and when React had it (epoch ms).
 */
const UNIT_LIST_TIMES = '__stowlyUnitListTimes';

/**
 * Records in the page, as it happens, when the unit list first holds a card's select button (a
 * mutation observer from before the document has any content, so it also sees the parser add
 * server-rendered HTML, and the moment is exact, not when a poll from outside notices it), and when
 * React has taken that button over: React puts its event props (`__reactProps$…`) on every element
 * it creates or hydrates. Hydration changes no DOM, so that moment is looked for at every frame
 * once the button is there (in whichever button is first then: a render that replaces the server's
 * HTML makes new ones). Both resolve one promise, which the bench awaits with a plain
 * `evaluate` (a polling `waitForFunction` needs `eval`, which the app's CSP forbids). A string, not
 * a function: the test runners' transforms add helpers to functions that the page lacks.
 */
const RECORD_UNIT_LIST_SHOWN = `
  (() => {
    if (window.top !== window) return;
    const now = () => performance.timeOrigin + performance.now();
    let resolveTimes;
    const longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push({ start: performance.timeOrigin + entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.${UNIT_LIST_TIMES} = new Promise((resolve) => { resolveTimes = resolve; });
    window.${UNIT_LIST_TIMES}_longTasks = longTasks;
    let shownAt;
    const hasReact = (element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
    const watchForReact = () => {
      const button = document.querySelector('${FIRST_CARD_BUTTON}');
      if (button && hasReact(button)) resolveTimes({ shownAt, interactiveAt: now() });
      else requestAnimationFrame(watchForReact);
    };
    const look = () => {
      const button = document.querySelector('${FIRST_CARD_BUTTON}');
      if (shownAt !== undefined || !button) return;
      shownAt = now();
      observer.disconnect();
      watchForReact();
    };
    const observer = new MutationObserver(look);
    observer.observe(document, { childList: true, subtree: true });
    document.addEventListener('DOMContentLoaded', look);
  })();
`;

/**
 * Opens `origin/{locationId}?lang={language}` (English by default) in `page` and records everything
 * the page requested before the unit list (its first card's select button) showed: the API calls
 * and when they started and ended, preflights and third-party requests; and the JS it loaded (gzip
 * -9 of each body) until the list was interactive. `page` should be fresh (a new context with the
 * cookie choice stored, as a returning visitor).
 */
export async function measureUnitListLoad(
  page: Page,
  origin: string,
  options: { locationId?: number; language?: string } = {},
): Promise<UnitListLoad> {
  const { locationId = 1, language = 'en' } = options;
  await page.addInitScript(RECORD_UNIT_LIST_SHOWN);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const finished = new Set<Request>();
  page.on('requestfinished', (request) => finished.add(request));

  await page.goto(`${origin}/${locationId}?lang=${language}`);
  await page.locator(FIRST_CARD_BUTTON).first().waitFor({ state: 'visible' });
  let timer: NodeJS.Timeout | undefined;
  const { shownAt: listShownAt, interactiveAt } = await Promise.race([
    page.evaluate(`window.${UNIT_LIST_TIMES}`) as Promise<{ shownAt: number; interactiveAt: number }>,
    new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('The unit list showed but React did not take it over')),
        30_000,
      );
    }),
  ]).finally(() => clearTimeout(timer));
  const navigationStart = (await page.evaluate(() => performance.timeOrigin)) as number;
  // Long tasks are reported after they end, and observers hear of them a moment later.
  await page.waitForTimeout(500);
  const longTasks = (await page.evaluate(`window.${UNIT_LIST_TIMES}_longTasks`)) as {
    start: number;
    duration: number;
  }[];

  const timeline = requests
    .map((request) => {
      const timing = request.timing();
      const end =
        finished.has(request) && timing.responseEnd >= 0 ? timing.startTime + timing.responseEnd : null;
      return { request, start: timing.startTime, end };
    })
    // This document's requests only (none of a page shown before in the same tab), until the list
    // was interactive (never before it showed).
    .filter((entry) => entry.start >= navigationStart && entry.start <= interactiveAt);
  const beforeShown = timeline
    .filter((entry) => entry.start <= listShownAt)
    .map((entry) => ({ ...entry, end: entry.end !== null && entry.end <= listShownAt ? entry.end : null }));

  const scripts: { url: string; bytes: number }[] = [];
  for (const { request } of timeline) {
    // Downloads only: a `blob:` script (a worker made in the page) crossed no network.
    if (!request.url().startsWith('http')) continue;
    const response = await request.response();
    if (!response || !/javascript/.test(response.headers()['content-type'] ?? '')) continue;
    const body = await response.body().catch(() => null);
    if (body) scripts.push({ url: request.url(), bytes: gzipSync(body, { level: 9 }).length });
  }
  const measured = beforeShown.map(({ request, start, end }) => ({
    method: request.method(),
    type: request.resourceType(),
    url: request.url(),
    startMs: Math.round(start - navigationStart),
    endMs: end === null ? null : Math.round(end - navigationStart),
  }));
  const apiCalls = measured.filter(
    (request) =>
      (request.type === 'fetch' || request.type === 'xhr') &&
      new URL(request.url).pathname.startsWith('/v1/'),
  );
  const firstApiAnswer = Math.min(...apiCalls.map((call) => call.endMs ?? Number.POSITIVE_INFINITY));
  const appOrigin = new URL(origin).origin;
  return {
    scripts,
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    apiCalls,
    apiCallsAfterAnApiAnswer: apiCalls.filter((call) => call.startMs > firstApiAnswer).length,
    preflights: measured.filter((request) => request.method === 'OPTIONS').length,
    thirdParty: measured
      .map((request) => request.url)
      .filter((url) => url.startsWith('http') && new URL(url).origin !== appOrigin),
    unitListMs: Math.round(listShownAt - navigationStart),
    interactiveMs: Math.round(interactiveAt - navigationStart),
    longestTaskMs: Math.round(
      Math.max(0, ...longTasks.filter((task) => task.start <= interactiveAt).map((task) => task.duration)),
    ),
  };
}
