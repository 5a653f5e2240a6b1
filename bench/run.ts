// `pnpm bench`: builds the product, starts it on 127.0.0.1 beside the bare React page
// (bench/bare-react, served by a sandbox of its own the same way), measures both and prints one
// table: each figure, the bare React page's where it has one, the goal and the hard gate. It exits
// non-zero only when a hard gate is broken (or a measurement fails); a figure over its goal is
// printed, not failed. Every figure also goes to .bench/results.json.
//
// Usage: pnpm bench [--runs 5] [--skip part,…] [--only part,…] [--gates]
// Parts: build (the packages and the app, into .bench/web; without it: apps/web/dist, built when
// stale as the e2e tests do), size (size-limit), requests (Chromium on the unit list), lighthouse
// (the unit list paired with the bare React page), pages (Lighthouse on the options page and the
// portal; skipped with lighthouse), render (server render of /1 at 20 concurrent requests), booking
// (a complete booking), api (the sandbox's price calculation). `--gates`: only the parts with a
// hard gate (requests, lighthouse, pages).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureChromium } from '../e2e/support/ensureChromium';
import { ensureWebAppBuilt } from '../e2e/support/ensureWebAppBuilt';
import { signInFromLoginPage } from '../e2e/support/portalSteps';
import { type RunningSandbox, startSandbox } from '../e2e/support/startSandbox';
import { storeCookieChoice } from '../e2e/support/storeCookieChoice';
import { bareReactScriptBytes, buildBareReactPage } from './lib/bareReact';
import { measureBookingWallTime } from './lib/bookingWallTime';
import { type ConcurrentLoadFigures, measureConcurrentLoad } from './lib/concurrentLoad';
import {
  CHROMIUM_FLAGS,
  type LighthouseFigures,
  measureLighthouse,
  measureLighthousePaired,
  type PairedLighthouseFigures,
  storeCookieChoiceInPage,
} from './lib/lighthouse';
import { measureUnitListLoad, type UnitListLoad } from './lib/unitListLoad';
import { analyzeWebBundle, KB, WEB_BUDGETS } from './lib/webBundle';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const list = (value: string | undefined) => new Set((value ?? '').split(',').filter(Boolean));
const runs = Number(argument('runs') ?? 5);
const PARTS = ['build', 'size', 'requests', 'lighthouse', 'pages', 'render', 'booking', 'api'] as const;
type Part = (typeof PARTS)[number];
const only = process.argv.includes('--gates')
  ? new Set(['requests', 'lighthouse', 'pages'])
  : list(argument('only'));
const skipped = list(argument('skip'));
for (const part of [...only, ...skipped]) {
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`Unknown part "${part}": ${PARTS.join(', ')}`);
}
const enabled = (part: Part) =>
  (only.size === 0 || only.has(part)) &&
  !skipped.has(part) &&
  (part !== 'pages' || !skipped.has('lighthouse') || only.has('pages'));
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '-y', 'pnpm@10'];

/** Runs one part and prints how long it took. */
async function timed<T>(label: string, measure: () => Promise<T> | T): Promise<T> {
  const partStarted = performance.now();
  console.log(`[bench] ${label}`);
  try {
    return await measure();
  } finally {
    console.log(`[bench] ${label}: ${((performance.now() - partStarted) / 1000).toFixed(0)} s`);
  }
}

function run(command: string[], env: Record<string, string> = {}, cwd = root): void {
  const [program = 'pnpm', ...args] = command;
  const result = spawnSync(program, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed (exit ${result.status})`);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const results: Record<string, unknown> = { measuredAt: new Date().toISOString(), runs };

// 1. Build: the packages (for size-limit) and the app for production, as `pnpm start` serves it,
// into a folder of the bench's own (its server bundle, once there is one, beside it in
// `dist-server`): a build of apps/web/dist by someone else during the run would change the app
// under the measurements. Without the build part, apps/web/dist, built when stale as the e2e tests do.
let webDist = join(root, '.bench', 'web', 'dist');
if (enabled('build')) {
  await timed('building the packages and the app', () => {
    if (enabled('size')) run([...pnpm, 'run', '--silent', 'build']);
    run([...pnpm, '--filter', '@stowly/web', 'run', 'build', '--outDir', webDist, '--emptyOutDir'], {
      NODE_ENV: 'production',
    });
  });
} else {
  webDist = ensureWebAppBuilt(root);
}
const needsBare = enabled('lighthouse') || enabled('render');
const bareDist = needsBare ? buildBareReactPage(root) : undefined;

// 2. Bytes from the build manifest.
const bundle = analyzeWebBundle(webDist);
results.bundle = bundle;

// 3. The SDK's own code (size-limit, the same check `pnpm test` runs).
let sizes: { name: string; size: number; sizeLimit: number; passed: boolean }[] = [];
if (enabled('size')) {
  sizes = await timed('size-limit', () => {
    const sizeLimit = spawnSync(pnpm[0] ?? 'pnpm', [...pnpm.slice(1), 'exec', 'size-limit', '--json'], {
      cwd: root,
      encoding: 'utf8',
    });
    return JSON.parse(sizeLimit.stdout || '[]');
  });
  results.sdkSizes = sizes;
}

// 4–7. In Chromium and under load, against the sandbox serving the app and one serving the bare page.
let load: UnitListLoad | undefined;
let swedish: UnitListLoad | undefined;
let unitList: PairedLighthouseFigures | undefined;
let options: LighthouseFigures | undefined;
let portal: LighthouseFigures | undefined;
let render: { app: ConcurrentLoadFigures; bare: ConcurrentLoadFigures; holdsUnitList: boolean } | undefined;
let booking: { seconds: number } | undefined;
const browserParts = (['requests', 'lighthouse', 'pages', 'render', 'booking'] as const).some(enabled);
if (browserParts) {
  const chromiumPath = ensureChromium();
  const sandbox = await startSandbox(root, webDist);
  let bare: RunningSandbox | undefined;
  try {
    if (bareDist) bare = await startSandbox(root, bareDist);

    // 4. What Chromium requests before the unit list (a returning visitor: cookie choice stored).
    if (enabled('requests')) {
      await timed('requests before the unit list (Chromium, en and sv)', async () => {
        const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
        const measureIn = async (language: string) => {
          const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
          try {
            await storeCookieChoice(context);
            return await measureUnitListLoad(await context.newPage(), sandbox.origin, { language });
          } finally {
            await context.close();
          }
        };
        try {
          load = await measureIn('en');
          // Another language: its own catalog instead of English's (English, the fallback, loads later).
          swedish = await measureIn('sv');
        } finally {
          await browser.close();
        }
      });
      results.unitListLoad = load;
      results.unitListLoadSwedish = swedish;
    }

    // 5. The server's answer to a page request, 20 at a time, and the same for the bare page's
    // index.html (a file read: what serving a page costs the sandbox at least).
    const bareOrigin = bare?.origin;
    if (enabled('render') && bareOrigin) {
      render = await timed('server render of /1?lang=en, 20 concurrent (5 s after 2 s warm-up)', async () => {
        const headers = { Accept: 'text/html,application/xhtml+xml', 'Accept-Language': 'en' };
        const html = await (await fetch(`${sandbox.origin}/1?lang=en`, { headers })).text();
        const loadOf = (url: string) =>
          measureConcurrentLoad({ url, concurrency: 20, seconds: 5, warmupSeconds: 2, headers });
        return {
          // The seed's first unit type at location 1: in the HTML only when the server renders the list.
          holdsUnitList: html.includes('Locker S'),
          app: await loadOf(`${sandbox.origin}/1?lang=en`),
          bare: await loadOf(`${bareOrigin}/`),
        };
      });
      results.serverRender = render;
    }

    // 6. Lighthouse, mobile defaults: the unit list paired with the bare React page, then the other pages.
    // A returning visitor: the cookie choice is stored, so the dialog does not cover the page.
    const returning = (page: Page) => storeCookieChoiceInPage(page, sandbox.origin);
    if (enabled('lighthouse') && bareOrigin) {
      unitList = await timed(`Lighthouse: unit list and bare React page (${runs} pairs)`, () =>
        measureLighthousePaired({
          page: { url: `${sandbox.origin}/1?lang=en`, prepare: returning },
          baseline: { url: `${bareOrigin}/` },
          chromiumPath,
          runs,
        }),
      );
      results.lighthouseUnitList = unitList;
    }
    if (enabled('pages')) {
      options = await timed(`Lighthouse: options page (${runs} runs)`, () =>
        measureLighthouse({
          url: `${sandbox.origin}/1/unit-type/101/options?lang=en`,
          chromiumPath,
          runs,
          prepare: async (page) => {
            await returning(page);
            await page.goto(`${sandbox.origin}/1?lang=en`);
            await page
              .getByRole('region', { name: 'Storage units', exact: true })
              .getByRole('button', { name: 'Select Locker S' })
              .click();
            await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
          },
        }),
      );
      portal = await timed(`Lighthouse: portal overview (${runs} runs)`, () =>
        measureLighthouse({
          url: `${sandbox.origin}/customer-portal?lang=en`,
          chromiumPath,
          runs,
          // Signed in as the seed customer (the tokens stay in the tab's storage).
          prepare: async (page) => {
            await returning(page);
            await page.goto(`${sandbox.origin}/login?lang=en`);
            await signInFromLoginPage(page);
            await page.waitForURL((url) => url.pathname.startsWith('/customer-portal/account-overview'));
          },
          // `/customer-portal` shows the account overview (of the customer's first location).
          endsOn: (path) =>
            path === '/customer-portal' || path.startsWith('/customer-portal/account-overview'),
        }),
      );
      results.lighthousePages = { options, portal };
    }

    // 7. The whole booking in headless Chromium.
    if (enabled('booking')) {
      booking = await timed('a complete booking', () =>
        measureBookingWallTime({ origin: sandbox.origin, chromiumPath }),
      );
      results.bookingWallTime = booking;
    }
  } catch (error) {
    // A sandbox that stopped (another process on the machine may end it) explains most failures here.
    const answers = (origin: string) =>
      fetch(`${origin}/v1/setup`).then(
        () => true,
        () => false,
      );
    const gone = [
      ...((await answers(sandbox.origin)) ? [] : [`the app's (${sandbox.origin})`]),
      ...(bare && !(await answers(bare.origin)) ? [`the bare React page's (${bare.origin})`] : []),
    ];
    if (gone.length > 0) throw new Error(`${gone.join(' and ')} sandbox no longer answers`, { cause: error });
    throw error;
  } finally {
    await bare?.stop();
    await sandbox.stop();
  }
}

// 8. The sandbox API's price calculation at a fixed rate (its own benchmark, apps/sandbox-api/bench).
let priceLoad: { rate: number; errors: number; latencyMs: { p50: number; p99: number } } | undefined;
if (enabled('api')) {
  priceLoad = await timed('sandbox price calculation latency', () => {
    run([...pnpm, 'run', '--silent', 'bench:api', '--seconds', '10']);
    return JSON.parse(readFileSync(join(root, '.bench', 'price-load.json'), 'utf8'));
  });
  results.priceLoad = priceLoad;
}

// The table: headline figures first (each with its goal and hard gate), then the details.
/** A bound: its text and whether the figure keeps it. */
type Bound = [text: string, kept: boolean];
interface Row {
  group: string;
  name: string;
  /** The figure, or undefined when its part did not run. */
  value: string | undefined;
  /** The bare React page's figure, where it has one. */
  bare: string;
  goal: Bound | undefined;
  gate: Bound | undefined;
}
const rows: Row[] = [];
const row = (
  group: string,
  name: string,
  value: string | undefined,
  bounds: { bare?: string | undefined; goal?: Bound; gate?: Bound } = {},
) => rows.push({ group, name, value, bare: bounds.bare ?? '', goal: bounds.goal, gate: bounds.gate });
const atMost = (value: number | undefined, bound: number, text: string): Bound => [
  bound === 0 ? text : `≤ ${text}`,
  value !== undefined && value <= bound,
];
const atLeast = (value: number | undefined, bound: number): Bound => [
  `≥ ${bound}`,
  value !== undefined && value >= bound,
];
const cls = (figures: LighthouseFigures | undefined) =>
  figures && `${Number(figures.worstCls.toFixed(3))} (median ${Number(figures.cls.toFixed(3))})`;
const lhBare = unitList?.baseline;

const HEAD = 'headline figures (Lighthouse: mobile, median; the bare React page measured in the same run)';
row(HEAD, `LCP of /1 ÷ LCP of the bare React page (median of ${runs} pairs)`, unitList?.lcpRatio.toFixed(2), {
  bare: unitList && `${ms(unitList.page.lcpMs)} vs ${ms(unitList.baseline.lcpMs)}`,
  goal: atMost(unitList?.lcpRatio, 1.0, '1.0'),
  gate: atMost(unitList?.lcpRatio, 1.3, '1.3'),
});
row(HEAD, `FCP of /1 ÷ FCP of the bare React page (median of ${runs} pairs)`, unitList?.fcpRatio.toFixed(2), {
  bare: unitList && `${ms(unitList.page.fcpMs)} vs ${ms(unitList.baseline.fcpMs)}`,
  goal: atMost(unitList?.fcpRatio, 1.0, '1.0'),
});
row(HEAD, 'performance score: unit list /1?lang=en', unitList && String(unitList.page.score), {
  bare: lhBare && String(lhBare.score),
  goal: atLeast(unitList?.page.score, 98),
});
row(HEAD, 'performance score: options page of a unit type', options && String(options.score), {
  bare: lhBare && String(lhBare.score),
  goal: atLeast(options?.score, 95),
});
row(HEAD, 'performance score: portal overview /customer-portal', portal && String(portal.score), {
  bare: lhBare && String(lhBare.score),
  goal: atLeast(portal?.score, 95),
});
row(HEAD, 'TBT: unit list', unitList && ms(unitList.page.tbtMs), {
  bare: lhBare && ms(lhBare.tbtMs),
  goal: atMost(unitList?.page.tbtMs, 150, '150 ms'),
});
row(HEAD, 'TBT: portal overview', portal && ms(portal.tbtMs), {
  bare: lhBare && ms(lhBare.tbtMs),
  goal: atMost(portal?.tbtMs, 200, '200 ms'),
});
for (const [name, figures] of [
  ['unit list', unitList?.page],
  ['options page', options],
  ['portal overview', portal],
] as const) {
  row(HEAD, `CLS, worst of the runs: ${name}`, cls(figures), {
    bare: cls(lhBare),
    goal: atMost(figures?.worstCls, 0, '0'),
    gate: atMost(figures?.worstCls, 0, '0'),
  });
}
row(HEAD, 'API calls (/v1/) before the unit list is visible', load && String(load.apiCalls.length), {
  bare: load && '0',
  goal: atMost(load?.apiCalls.length, 0, '0'),
  gate: atMost(load?.apiCalls.length, 1, '1'),
});
row(
  HEAD,
  'JS before the unit list is interactive (gzip -9, Chromium)',
  load && `${kb(load.jsBytes)} in ${load.scripts.length} files`,
  {
    bare: bareDist && kb(bareReactScriptBytes(bareDist)),
    goal: atMost(load?.jsBytes, WEB_BUDGETS.criticalPathGoal, kb(WEB_BUDGETS.criticalPathGoal)),
    gate: atMost(load?.jsBytes, WEB_BUDGETS.criticalPath, kb(WEB_BUDGETS.criticalPath)),
  },
);
row(HEAD, 'server render of /1, p95 at 20 concurrent requests', render && ms(render.app.latencyMs.p95), {
  bare: render && `${ms(render.bare.latencyMs.p95)} (index.html)`,
  goal: atMost(render?.app.latencyMs.p95, 50, '50 ms'),
});

const BYTES = 'bytes (build manifest, gzip -9)';
row(
  BYTES,
  'JS before the unit list (entry, unit list page, English catalogs)',
  kb(bundle.criticalPath.bytes),
  {
    goal: atMost(bundle.criticalPath.bytes, WEB_BUDGETS.criticalPath, kb(WEB_BUDGETS.criticalPath)),
  },
);
for (const part of ['options', 'customer', 'checkout', 'portal'] as const) {
  const bytes = bundle.lazy[part].bytes;
  row(BYTES, `lazy: ${part}`, kb(bytes), { goal: atMost(bytes, WEB_BUDGETS[part], kb(WEB_BUDGETS[part])) });
}
row(
  BYTES,
  'lazy: move-in calendar + product quantity (options page, when idle)',
  kb(bundle.lazy.optionsCalendar.bytes),
);
row(BYTES, 'lazy: basket', kb(bundle.lazy.basket.bytes));
row(BYTES, 'lazy: country list (customer page, when idle)', kb(bundle.lazy.customerCountryList.bytes));
row(BYTES, 'lazy: consent dialog + language menu', kb(bundle.lazy.shellExtras.bytes));
row(BYTES, 'lazy: error reporting', kb(bundle.lazy.errorReporting.bytes));
row(BYTES, 'lazy: session replay (after error reporting)', kb(bundle.lazy.sessionReplay.bytes));
const offPath = (pattern: RegExp) => !bundle.criticalModules.some((module) => pattern.test(module));
row(BYTES, 'error reporting before the unit list', offPath(/@sentry\//) ? '0 kB' : 'on the path', {
  goal: ['0 kB', offPath(/@sentry\//)],
});
const shellOff = offPath(/CookieConsentModal|shell\/LanguageSwitcher\.tsx/);
row(BYTES, 'consent dialog, language menu off the path', shellOff ? 'yes' : 'no', {
  goal: ['yes', shellOff],
});

if (sizes.length > 0) {
  const SIZE = 'bytes (size-limit)';
  // The budgets; `.size-limit.mjs` gates at the figure reached where one is not met yet.
  const SDK_BUDGETS: Record<string, number> = {
    '@stowly/api-client': 5 * KB,
    '@stowly/booking (core: root and checkout entries)': 12 * KB,
  };
  for (const size of sizes.filter((entry) => !entry.name.startsWith('@stowly/ui '))) {
    const budget = SDK_BUDGETS[size.name] ?? size.sizeLimit;
    row(SIZE, size.name, kb(size.size), { goal: atMost(size.size, budget, kb(budget)) });
  }
  const uiSizes = sizes.filter((entry) => entry.name.startsWith('@stowly/ui '));
  const largestUi = uiSizes.reduce(
    (largest, entry) => (entry.size > (largest?.size ?? 0) ? entry : largest),
    uiSizes[0],
  );
  if (largestUi) {
    row(
      SIZE,
      `@stowly/ui, ${uiSizes.length} components (largest: ${largestUi.name.slice(11)})`,
      kb(largestUi.size),
      {
        goal: [`each ≤ ${kb(largestUi.sizeLimit)}`, uiSizes.every((entry) => entry.passed)],
      },
    );
  }
}

if (load && swedish) {
  const REQUESTS = 'requests before the unit list (Chromium, unthrottled, returning visitor)';
  const gate = WEB_BUDGETS.criticalPath;
  row(
    REQUESTS,
    'JS until interactive, in Swedish (?lang=sv)',
    `${kb(swedish.jsBytes)} in ${swedish.scripts.length} files`,
    {
      goal: atMost(swedish.jsBytes, gate, kb(gate)),
    },
  );
  row(REQUESTS, 'API calls started after another answered', String(load.apiCallsAfterAnApiAnswer), {
    goal: atMost(load.apiCallsAfterAnApiAnswer, 0, '0'),
  });
  row(REQUESTS, 'preflights (same origin here)', String(load.preflights), {
    goal: atMost(load.preflights, 0, '0'),
  });
  row(REQUESTS, 'third-party requests', String(load.thirdParty.length), {
    goal: atMost(load.thirdParty.length, 0, '0'),
  });
  row(REQUESTS, 'unit list shown / interactive', `${load.unitListMs} ms / ${load.interactiveMs} ms`);
  row(REQUESTS, 'longest main-thread task until interactive (hydration)', ms(load.longestTaskMs), {
    goal: atMost(load.longestTaskMs, 99, '99 ms'),
  });
}

if (render) {
  const RENDER = 'server render of /1?lang=en (20 concurrent, 5 s, keep-alive; to the last byte)';
  const { app, bare } = render;
  const percentiles = (figures: ConcurrentLoadFigures) =>
    `${Math.round(figures.latencyMs.p50)} / ${Math.round(figures.latencyMs.p95)} / ${Math.round(figures.latencyMs.p99)} ms`;
  row(RENDER, 'p50 / p95 / p99 (bare React: its index.html)', percentiles(app), { bare: percentiles(bare) });
  row(RENDER, 'requests/s', String(app.requestsPerSecond), { bare: String(bare.requestsPerSecond) });
  row(RENDER, 'first byte p95', ms(app.firstByteMs.p95), { bare: ms(bare.firstByteMs.p95) });
  row(RENDER, 'response size', kb(app.responseBytes), { bare: kb(bare.responseBytes) });
  row(RENDER, 'errors', String(app.errors), { bare: String(bare.errors), goal: atMost(app.errors, 0, '0') });
  row(RENDER, 'the HTML of /1 holds the unit list', render.holdsUnitList ? 'yes' : 'no (client-rendered)');
}

const LIGHTHOUSE = 'Lighthouse (mobile, median)';
for (const [name, figures] of [
  ['unit list', unitList?.page],
  ['bare React page', unitList?.baseline],
  ['options', options],
  ['portal overview', portal],
] as const) {
  if (!figures) continue;
  row(
    LIGHTHOUSE,
    `${name}: FCP / LCP / TBT`,
    `${ms(figures.fcpMs)} / ${ms(figures.lcpMs)} / ${ms(figures.tbtMs)}`,
  );
  row(
    LIGHTHOUSE,
    `${name}: LCP element`,
    `${figures.lcpElement.slice(0, 60)} (${Object.entries(figures.lcpPhases)
      .map(([phase, time]) => `${phase} ${time} ms`)
      .join(', ')})`,
  );
}
if (unitList) {
  row(LIGHTHOUSE, 'LCP ratio of each pair', unitList.pairs.map((pair) => pair.lcpRatio.toFixed(2)).join(' '));
}

if (booking) {
  row('end to end', 'complete booking, location page to success', `${booking.seconds.toFixed(1)} s`, {
    goal: atMost(booking.seconds, 6, '6 s'),
  });
}
if (priceLoad) {
  row(
    'sandbox API',
    `price calculation p50 / p99 at ${priceLoad.rate} req/s`,
    `${priceLoad.latencyMs.p50} ms / ${priceLoad.latencyMs.p99} ms`,
    {
      goal: atMost(priceLoad.latencyMs.p99, 20, '20 ms (p99)'),
    },
  );
  row('sandbox API', 'errors', String(priceLoad.errors), { goal: atMost(priceLoad.errors, 0, '0') });
}

const verdict = (entry: Row) => {
  if (entry.value === undefined) return entry.goal || entry.gate ? 'not measured' : '';
  if (entry.gate && !entry.gate[1]) return 'OVER GATE';
  if (entry.goal && !entry.goal[1]) return 'over goal';
  return entry.goal || entry.gate ? 'ok' : '';
};
const shown = rows.filter((entry) => entry.value !== undefined || entry.group === HEAD);
const columns: [string, (entry: Row) => string][] = [
  ['figure', (entry) => entry.name],
  ['measured', (entry) => entry.value ?? '—'],
  ['bare React', (entry) => entry.bare],
  ['goal', (entry) => entry.goal?.[0] ?? ''],
  ['gate', (entry) => entry.gate?.[0] ?? ''],
  ['', verdict],
];
// A long figure (an LCP element) runs past its column instead of widening it for every row.
const LONGEST_FIGURE = 32;
const widths = columns.map(([title, pick], index) =>
  Math.max(
    title.length,
    ...shown
      .map((entry) => pick(entry).length)
      .filter((length) => length <= (index === 1 || index === 2 ? LONGEST_FIGURE : Number.POSITIVE_INFINITY)),
  ),
);
const line = (cells: string[]) =>
  `  ${cells
    .map((cell, index) => (index === 1 ? cell.padStart(widths[index] ?? 0) : cell.padEnd(widths[index] ?? 0)))
    .join('  ')}`.trimEnd();
let group = '';
console.log('');
console.log(line(columns.map(([title]) => title)));
for (const entry of shown) {
  if (entry.group !== group) {
    group = entry.group;
    console.log(`\n${group}`);
  }
  console.log(line(columns.map(([, pick]) => pick(entry))));
}

mkdirSync(join(root, '.bench'), { recursive: true });
const output = join(root, '.bench', 'results.json');
writeFileSync(output, `${JSON.stringify({ ...results, table: rows }, null, 2)}\n`);
const broken = shown.filter((entry) => verdict(entry) === 'OVER GATE');
const overGoal = shown.filter((entry) => verdict(entry) === 'over goal');
console.log(
  `\n${broken.length} hard gate(s) broken, ${overGoal.length} figure(s) over goal; ` +
    `${((performance.now() - started) / 60_000).toFixed(1)} min; figures written to ${output}`,
);
if (broken.length > 0) {
  console.log(`Broken: ${broken.map((entry) => entry.name).join('; ')}`);
  process.exitCode = 1;
}
