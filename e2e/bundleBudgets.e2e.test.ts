import { describe, expect, inject, it } from 'vitest';
import { measureUnitListLoad } from '../bench/lib/unitListLoad';
import { analyzeWebBundle, KB, WEB_GATES } from '../bench/lib/webBundle';
import { useBrowser } from './support/useBrowser';

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * The byte budgets as hard gates on the production build the e2e run uses (gzip -9). Where a
 * budget is not met yet, the gate holds the figure reached (`WEB_GATES`) so that it can only fall;
 * `pnpm bench` prints each figure against its budget.
 */
describe('byte budgets of the built app', () => {
  const { openPage, origin } = useBrowser();

  it('keeps each part of the app within its gate (build manifest)', () => {
    const bundle = analyzeWebBundle(inject('e2eWebDist'));
    const figures = {
      criticalPath: bundle.criticalPath.bytes,
      options: bundle.lazy.options.bytes,
      customer: bundle.lazy.customer.bytes,
      checkout: bundle.lazy.checkout.bytes,
      portal: bundle.lazy.portal.bytes,
    };
    const over = Object.entries(figures)
      .filter(([part, bytes]) => bytes > WEB_GATES[part as keyof typeof figures])
      .map(([part, bytes]) => `${part}: ${kb(bytes)} > ${kb(WEB_GATES[part as keyof typeof figures])}`);
    expect(over).toEqual([]);
  });

  it('keeps error reporting, the consent dialog and the language menu off the unit list path', () => {
    const { criticalModules, lazy } = analyzeWebBundle(inject('e2eWebDist'));
    expect(criticalModules.filter((module) => /@sentry\//.test(module))).toEqual([]);
    expect(
      criticalModules.filter((module) =>
        /CookieConsentModal|shell\/LanguageSwitcher\.tsx|app\/ShellExtras\.tsx/.test(module),
      ),
    ).toEqual([]);
    expect(lazy.errorReporting.bytes).toBeGreaterThan(0);
    // Session replay is a chunk of its own, added to error reporting later: not in its chunks.
    expect(lazy.sessionReplay.bytes).toBeGreaterThan(0);
    expect(lazy.errorReporting.files.filter((file) => lazy.sessionReplay.files.includes(file))).toEqual([]);
    expect(lazy.shellExtras.bytes).toBeGreaterThan(0);
  });

  it('loads the unit list from the server with no API call from the browser before it shows, its JS within the gate, nothing third-party (Chromium)', async () => {
    // A tab of its own (in the context `openPage` prepared: cookie choice stored, other hosts blocked),
    // so that nothing of another page is counted as the unit list's.
    const { page: opened } = await openPage('/404');
    const page = await opened.context().newPage();
    const load = await measureUnitListLoad(page, origin());
    // Nothing but the critical path's chunks (by the manifest) before the list, and within the gate.
    const critical = new Set(
      analyzeWebBundle(inject('e2eWebDist')).criticalPath.files.map((file) => `/${file}`),
    );
    const extra = load.scripts
      .map((script) => new URL(script.url).pathname)
      .filter((path) => !critical.has(path));
    expect(extra).toEqual([]);
    expect(load.jsBytes).toBeLessThanOrEqual(WEB_GATES.criticalPath);
    // The server's page has the list's data: the hard gate is one call, the goal none.
    expect(load.apiCalls.length).toBeLessThanOrEqual(1);
    expect(load.apiCallsAfterAnApiAnswer).toBe(0);
    expect(load.preflights).toBe(0);
    expect(load.thirdParty).toEqual([]);
  });

  it("in another language, loads its catalogs (the SDK's and the app's) instead of the English ones before the unit list (Chromium)", async () => {
    const { page: opened } = await openPage('/404');
    const page = await opened.context().newPage();
    const load = await measureUnitListLoad(page, origin(), { language: 'sv' });
    const catalogs = load.scripts
      .map((script) => new URL(script.url).pathname.split('/').pop() ?? '')
      .filter((file) => /^[a-z]{2}-[\w-]+\.js$/.test(file))
      .map((file) => file.slice(0, 2));
    // Two Swedish catalogs: the SDK's and the app's own (apps/web/src/i18n), no English one.
    expect(catalogs).toEqual(['sv', 'sv']);
    // English, the fallback of a message that does not format, comes once the page is idle.
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => /\/assets\/en-[\w-]+\.js$/.test(entry.name)),
        ),
      )
      .toBe(true);
  });
});
