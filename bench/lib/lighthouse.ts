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

export interface LighthouseFigures {
  /** The performance score, 0–100 as Lighthouse shows it. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  runs: number;
  /** The largest contentful paint's element (its HTML opening, of the last run). */
  lcpElement: string;
  /** Where the LCP's time went (of the last run): TTFB, load delay, load time, render delay, in ms. */
  lcpPhases: Record<string, number>;
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
): Promise<Omit<LighthouseFigures, 'runs'>> {
  const launched = await launchChromium(options.chromiumPath);
  try {
    if (options.prepare) {
      const browser = await chromium.connectOverCDP(launched.wsEndpoint);
      try {
        const page = browser.contexts()[0]?.pages()[0];
        if (!page) throw new Error('measureLighthouse: Chromium has no tab to prepare');
        page.setDefaultTimeout(30_000);
        await options.prepare(page);
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
      if (measured.origin !== expected.origin || measured.pathname !== expected.pathname) {
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
        score: score * 100,
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

/**
 * Lighthouse's default (mobile, simulated throttling) performance figures of a page: the median of
 * each over `runs` cold loads, each in a fresh Chromium after `prepare`.
 */
export async function measureLighthouse(options: MeasureLighthouseOptions): Promise<LighthouseFigures> {
  if (options.runs < 1) throw new Error('measureLighthouse: runs must be at least 1');
  const puppeteer = await loadPuppeteer();
  const runs: Omit<LighthouseFigures, 'runs'>[] = [];
  // One after the other: parallel runs would compete for the CPU and skew the simulated timings.
  for (let run = 0; run < options.runs; run++) runs.push(await measureOnce(options, puppeteer));
  return {
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    runs: runs.length,
    lcpElement: runs.at(-1)?.lcpElement ?? '',
    lcpPhases: runs.at(-1)?.lcpPhases ?? {},
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
