import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { navigation, type Puppeteer } from 'lighthouse';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../e2e/support/ensureChromium';

/** The flags every Chromium of the bench runs with: headless, quiet, nothing fetched in the background. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Host names other than 127.0.0.1 do not resolve: nothing a measured page (or Chromium) asks for
 * can leave the machine, without intercepting requests (which would change the timings).
 */
export const LOOPBACK_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

/** The figures of one measured load. */
interface LighthouseRun {
  /** The performance score, 0–100 as Lighthouse shows it. */
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest contentful paint's element (its HTML opening). */
  lcpElement: string;
  /** Where the LCP's time went: TTFB, load delay, load time, render delay, in ms. */
  lcpPhases: Record<string, number>;
}

/** Each figure's median over the runs (the LCP element and phases: of the last run). */
export interface LighthouseFigures extends LighthouseRun {
  runs: number;
  /** The largest CLS of any run: a shift in one load of five is a shift a visitor sees. */
  worstCls: number;
  /** Every run's figures, in the order measured. */
  samples: LighthouseRun[];
}

export interface MeasureLighthouseOptions {
  /** Absolute, on 127.0.0.1. */
  url: string;
  chromiumPath: string;
  /** Median of this many runs, each in a fresh Chromium. */
  runs: number;
  /**
   * Runs in the same browser tab before each measured navigation (sign-in, a selection in the flow):
   * a playwright-core page (so the e2e helpers work), starting at about:blank. What it leaves in
   * local and session storage is kept; the HTTP cache is cleared before the measured load.
   */
  prepare?: (page: Page) => Promise<void>;
  /**
   * Whether the path the measured load ended on is the page meant (default: `url`'s path): a load
   * that ended elsewhere (the sign-in page, an error page) throws instead of being counted.
   */
  endsOn?: (pathname: string) => boolean;
}

/** puppeteer-core as Lighthouse depends on it (not a dependency of the root: resolved from Lighthouse). */
interface PuppeteerModule {
  connect(options: { browserWSEndpoint: string; defaultViewport: null }): Promise<Puppeteer.Browser>;
}

async function loadPuppeteer(): Promise<PuppeteerModule> {
  const fromLighthouse = createRequire(createRequire(import.meta.url).resolve('lighthouse'));
  const module = (await import(pathToFileURL(fromLighthouse.resolve('puppeteer-core')).href)) as {
    default?: PuppeteerModule;
  } & PuppeteerModule;
  return module.default ?? module;
}

/** A Chromium with a fresh profile (empty cache and storage) and a DevTools endpoint for both drivers. */
interface LaunchedChromium {
  wsEndpoint: string;
  close(): Promise<void>;
}

async function launchChromium(chromiumPath: string): Promise<LaunchedChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'stowly-lighthouse-'));
  const child: ChildProcess = spawn(
    chromiumPath,
    [
      ...CHROMIUM_FLAGS,
      LOOPBACK_ONLY,
      '--remote-debugging-address=127.0.0.1',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Its own process group, so the renderers and helpers go with it.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const wsEndpoint = await new Promise<string>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on (ws:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (code ${code}):\n${output}`));
      });
    });
    // Keep draining stderr so Chromium never blocks on a full pipe.
    child.stderr?.resume();
    return { wsEndpoint, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

/**
 * The LCP element and its phases from the `largest-contentful-paint-element` audit's details (a
 * list of two tables: the element's node, then the phases with their timings).
 */
function lcpDetails(details: unknown): { lcpElement: string; lcpPhases: Record<string, number> } {
  const tables = (details as { items?: { items?: Record<string, unknown>[] }[] } | undefined)?.items ?? [];
  const rows = tables.flatMap((table) => table.items ?? []);
  const node = rows.find((row) => typeof row.node === 'object' && row.node !== null)?.node as
    | { snippet?: string }
    | undefined;
  const lcpPhases: Record<string, number> = {};
  for (const row of rows) {
    if (typeof row.phase === 'string' && typeof row.timing === 'number')
      lcpPhases[row.phase] = Math.round(row.timing);
  }
  return { lcpElement: node?.snippet ?? '', lcpPhases };
}

/** One measured load: a fresh Chromium, `prepare` in its tab, then Lighthouse in that same tab. */
async function measureOnce(
  options: MeasureLighthouseOptions,
  puppeteer: PuppeteerModule,
): Promise<LighthouseRun> {
  const launched = await launchChromium(options.chromiumPath);
  try {
    if (options.prepare) {
      const browser = await chromium.connectOverCDP(launched.wsEndpoint);
      try {
        const page = browser.contexts()[0]?.pages()[0];
        if (!page) throw new Error('measureLighthouse: Chromium has no tab to prepare');
        page.setDefaultTimeout(30_000);
        try {
          await options.prepare(page);
        } catch (error) {
          // Where the tab was and what it showed: a step that did not find its button says why.
          const shown = await page
            .evaluate(() => document.body?.textContent ?? '')
            .catch((reason: unknown) => `(unreadable: ${reason})`);
          throw new Error(
            `measureLighthouse: preparing ${options.url} failed on ${page.url()}, which showed:\n` +
              `${shown.slice(0, 400)}\n${error}`,
          );
        }
      } finally {
        // Only disconnects: the default context and its tab (with its session storage) stay.
        await browser.close();
      }
    }

    const browser = await puppeteer.connect({
      browserWSEndpoint: launched.wsEndpoint,
      defaultViewport: null,
    });
    try {
      const [page] = await browser.pages();
      if (!page) throw new Error('measureLighthouse: the prepared tab is gone');
      // Leave the prepared page first: it may still be loading chunks, which would refill the cache.
      // Session storage stays with the tab.
      await page.goto('about:blank');
      // `disableStorageReset` keeps storage and the HTTP cache alike: empty the cache, so the load is
      // cold, as Lighthouse's own reset does (the disk cache, then a toggle that evicts the memory cache).
      const session = await page.createCDPSession();
      await session.send('Network.enable');
      await session.send('Network.clearBrowserCache');
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      await session.send('Network.setCacheDisabled', { cacheDisabled: false });
      await session.detach();

      const result = await navigation(page, options.url, {
        flags: { onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${options.url}`);
      if (lhr.runtimeError) {
        throw new Error(`Lighthouse on ${options.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      }
      const expected = new URL(options.url);
      const measured = new URL(lhr.finalDisplayedUrl);
      const endsOn = options.endsOn ?? ((pathname: string) => pathname === expected.pathname);
      if (measured.origin !== expected.origin || !endsOn(measured.pathname)) {
        throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl} instead of ${options.url}`);
      }
      const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[] } | undefined;
      const cached = (details?.items ?? []).filter(
        (item) => item.resourceType === 'Script' && item.statusCode === 200 && item.transferSize === 0,
      );
      if (cached.length > 0) {
        throw new Error(
          `Lighthouse on ${options.url}: scripts came from the cache: ${cached.map((item) => item.url).join(', ')}`,
        );
      }
      const numeric = (id: string) => {
        const value = lhr.audits[id]?.numericValue;
        if (typeof value !== 'number') throw new Error(`Lighthouse on ${options.url}: no ${id}`);
        return value;
      };
      const score = lhr.categories.performance?.score;
      if (typeof score !== 'number') throw new Error(`Lighthouse on ${options.url}: no performance score`);
      return {
        score: Math.round(score * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        ...lcpDetails(lhr.audits['largest-contentful-paint-element']?.details),
      };
    } finally {
      await browser.disconnect();
    }
  } finally {
    await launched.close();
  }
}

/** Each figure's median over `runs` (at least one). */
function summarize(runs: LighthouseRun[]): LighthouseFigures {
  const last = runs.at(-1);
  if (!last) throw new Error('measureLighthouse: no runs');
  const medianOf = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  return {
    score: medianOf((run) => run.score),
    fcpMs: medianOf((run) => run.fcpMs),
    lcpMs: medianOf((run) => run.lcpMs),
    tbtMs: medianOf((run) => run.tbtMs),
    cls: medianOf((run) => run.cls),
    worstCls: Math.max(...runs.map((run) => run.cls)),
    runs: runs.length,
    lcpElement: last.lcpElement,
    lcpPhases: last.lcpPhases,
    samples: runs,
  };
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance figures of a page: the median of
 * each over `runs` cold loads, each in a fresh Chromium after `prepare`.
 */
export async function measureLighthouse(options: MeasureLighthouseOptions): Promise<LighthouseFigures> {
  if (options.runs < 1) throw new Error('measureLighthouse: runs must be at least 1');
  const puppeteer = await loadPuppeteer();
  const runs: LighthouseRun[] = [];
  // One after the other: parallel runs would compete for the CPU and skew the simulated timings.
  for (let run = 0; run < options.runs; run++) runs.push(await measureOnce(options, puppeteer));
  return summarize(runs);
}

/** A page measured in pairs with a baseline page, and the ratios of each pair. */
export interface PairedLighthouseFigures {
  page: LighthouseFigures;
  baseline: LighthouseFigures;
  /** The median over the pairs of the page's LCP divided by the baseline's in the same pair. */
  lcpRatio: number;
  /** The same for FCP. */
  fcpRatio: number;
  /** Each pair's ratios, in the order measured. */
  pairs: { lcpRatio: number; fcpRatio: number }[];
}

/**
 * Lighthouse on `page` and on `baseline` in `runs` pairs, the two loads of a pair one right after the
 * other (the first pair page first, the next baseline first, and so on): whatever else the machine
 * is doing weighs on both loads of a pair alike, so the ratio of a pair holds where the absolute
 * timings drift. The ratios are each pair's, then their median.
 */
export async function measureLighthousePaired(options: {
  page: Omit<MeasureLighthouseOptions, 'runs' | 'chromiumPath'>;
  baseline: Omit<MeasureLighthouseOptions, 'runs' | 'chromiumPath'>;
  chromiumPath: string;
  runs: number;
}): Promise<PairedLighthouseFigures> {
  if (options.runs < 1) throw new Error('measureLighthousePaired: runs must be at least 1');
  const puppeteer = await loadPuppeteer();
  const page: LighthouseRun[] = [];
  const baseline: LighthouseRun[] = [];
  const pageOnce = () =>
    measureOnce({ ...options.page, chromiumPath: options.chromiumPath, runs: 1 }, puppeteer);
  const baselineOnce = () =>
    measureOnce({ ...options.baseline, chromiumPath: options.chromiumPath, runs: 1 }, puppeteer);
  for (let pair = 0; pair < options.runs; pair++) {
    if (pair % 2 === 0) {
      page.push(await pageOnce());
      baseline.push(await baselineOnce());
    } else {
      baseline.push(await baselineOnce());
      page.push(await pageOnce());
    }
  }
  const pairs = page.map((run, index) => {
    const base = baseline[index] as LighthouseRun;
    return { lcpRatio: run.lcpMs / base.lcpMs, fcpRatio: run.fcpMs / base.fcpMs };
  });
  return {
    page: summarize(page),
    baseline: summarize(baseline),
    lcpRatio: median(pairs.map((pair) => pair.lcpRatio)),
    fcpRatio: median(pairs.map((pair) => pair.fcpRatio)),
    pairs,
  };
}

/**
 * A `prepare` step for the app: stores the cookie choice (necessary only) as a returning visitor's
 * browser has it, so the consent dialog does not cover the measured page (as the e2e tests' default).
 */
export async function storeCookieChoiceInPage(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/1?lang=en`);
  await page.evaluate(() =>
    window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false })),
  );
}
