import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { overviewPath, signInFromLoginPage } from './support/portalSteps';
import { useBrowser, type ViewportName } from './support/useBrowser';

/** Every layout shift of the page from its first paint, recorded by the page itself (not by input). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as { e2eLayoutShifts?: typeof shifts }).e2eLayoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node =
              source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : String(source.node);
            const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
            return `${node} (${rect(source.previousRect)} → ${rect(source.currentRect)})`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far, once the page has settled (the app live, no request for a second). */
async function settledShifts(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  return page.evaluate(() => (window as { e2eLayoutShifts?: unknown[] }).e2eLayoutShifts ?? []);
}

/**
 * The CLS gate of the server-rendered pages, on a phone as Lighthouse measures it (its figure is
 * printed by `pnpm bench`) and on a desktop screen, where the header shows its actions in full: the
 * server's page, the app taking it over, the visitor's own state filled in (sign-in, consent,
 * draft) and the data the browser loads afterwards move nothing already on screen.
 */
describe.each<ViewportName>(['mobile', 'desktop'])(
  'layout shift (%s): the pages do not move while they load (CLS 0)',
  (viewport) => {
    const { origin, openPage } = useBrowser();

    it('the unit list, from the server’s page to the live app', async () => {
      const { page } = await openPage('/404?lang=en', { viewport });
      await recordLayoutShifts(page);
      await page.goto(`${origin()}/1?lang=en`);
      await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
      expect(await settledShifts(page)).toEqual([]);
    });

    it('a unit type’s options, opened by its link', async () => {
      const { page } = await openPage('/404?lang=en', { viewport });
      await recordLayoutShifts(page);
      await page.goto(`${origin()}/1/unit-type/102/options?lang=en`);
      await page.getByRole('heading', { level: 1, name: /Storage room 5 m²/ }).waitFor();
      expect(await settledShifts(page)).toEqual([]);
    });

    it('the portal overview of a returning customer', async () => {
      const { page } = await openPage('/login?lang=en', { viewport });
      await signInFromLoginPage(page);
      await page.getByRole('grid', { name: 'Bookings' }).waitFor();
      await recordLayoutShifts(page);
      await page.goto(`${origin()}${overviewPath()}?lang=en`);
      await page.getByRole('grid', { name: 'Bookings' }).waitFor();
      expect(await settledShifts(page)).toEqual([]);
    });
  },
);
