import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** A request the page made before the unit list showed. */
interface MeasuredRequest {
  method: string;
  /** Chromium's resource type: `fetch`, `script`, `image`, … */
  type: string;
  url: string;
  /** When it started, in ms after the navigation started. */
  startMs: number;
  /** When its response ended, in ms after the navigation started (null: not finished before the list). */
  endMs: number | null;
}

/** What Chromium loaded on `/{locationId}` until the unit list showed. */
export interface UnitListLoad {
  /** Every JS response before the list, with its gzip -9 size (of the body Chromium received). */
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
  /** When the list showed, in ms after the navigation started. */
  unitListMs: number;
}

/**
 * Opens `origin/{locationId}?lang=en` in `page` and records, until the unit list ("Storage units"
 * with its first "Select …" button) is visible: the JS it loaded (gzip -9 of each body), the API
 * calls and when they started and ended, preflights and third-party requests. `page` should be
 * fresh (a new context with the cookie choice stored, as a returning visitor).
 */
export async function measureUnitListLoad(page: Page, origin: string, locationId = 1): Promise<UnitListLoad> {
  const started = Date.now();
  const since = () => Date.now() - started;
  let listShown = false;
  const requests = new Map<object, MeasuredRequest>();
  const pendingBodies: Promise<{ url: string; bytes: number } | null>[] = [];
  const appOrigin = new URL(origin).origin;

  page.on('request', (request) => {
    if (listShown) return;
    requests.set(request, {
      method: request.method(),
      type: request.resourceType(),
      url: request.url(),
      startMs: since(),
      endMs: null,
    });
  });
  page.on('requestfinished', (request) => {
    const entry = requests.get(request);
    if (entry && !listShown) entry.endMs = since();
  });
  page.on('response', (response) => {
    if (listShown || !requests.has(response.request())) return;
    const type = response.headers()['content-type'] ?? '';
    if (!/javascript/.test(type)) return;
    pendingBodies.push(
      response.body().then(
        (body) => ({ url: response.url(), bytes: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });

  await page.goto(`${origin}/${locationId}?lang=en`);
  await page
    .getByRole('region', { name: 'Storage units', exact: true })
    .getByRole('button', { name: /^Select / })
    .first()
    .waitFor({ state: 'visible' });
  listShown = true;
  const unitListMs = since();

  const scripts = (await Promise.all(pendingBodies)).filter((script) => script !== null);
  const all = [...requests.values()];
  const apiCalls = all.filter(
    (request) =>
      (request.type === 'fetch' || request.type === 'xhr') &&
      new URL(request.url).pathname.startsWith('/v1/'),
  );
  const firstApiAnswer = Math.min(...apiCalls.map((call) => call.endMs ?? Number.POSITIVE_INFINITY));
  return {
    scripts,
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    apiCalls,
    apiCallsAfterAnApiAnswer: apiCalls.filter((call) => call.startMs > firstApiAnswer).length,
    preflights: all.filter((request) => request.method === 'OPTIONS').length,
    thirdParty: all
      .map((request) => request.url)
      .filter((url) => url.startsWith('http') && new URL(url).origin !== appOrigin),
    unitListMs,
  };
}
