import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { TestLanguage } from '../support/bookingSteps';
import { axeViolations } from '../support/expectNoAxeViolations';

/** The widths every route is checked at: the mobile layout (360 px) and the desktop one (1280 px). */
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
] as const;

/** English and one other language (German: the longest words of the catalogs, so the tightest layout). */
export const LANGUAGES: TestLanguage[] = ['en', 'de'];

/** `path` with `lang` set in its query. */
export function withLang(path: string, language: string): string {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', language);
  return `${url.pathname}${url.search}`;
}

/**
 * Waits until the page shows a route's content: the path (a string is the exact path, a RegExp is
 * matched), a visible `h1`, `<html lang>` in `language`, and no request in flight.
 */
export async function waitForRoute(page: Page, path: string | RegExp, language: string): Promise<void> {
  await page.waitForURL((url) =>
    typeof path === 'string' ? url.pathname === path : path.test(url.pathname),
  );
  await page.locator('h1').first().waitFor();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  await page.waitForLoadState('networkidle');
}

/**
 * Runs axe at 360 and 1280 px on the page as it is, and adds each failure (route, width and
 * violations) to `failures` instead of throwing, so one run lists every route that fails.
 */
export async function axeAtBothWidths(page: Page, label: string, failures: string[]): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    // One frame for the layout of the new width (media queries, container queries).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    for (const violation of await axeViolations(page)) {
      failures.push(`${label} at ${size.width} px: ${violation}`);
    }
  }
}

/**
 * Holds the page's requests matching `matches` (unanswered) until `release` is called, to look at
 * the state a page shows while it waits (a hand-off, a booking being created).
 */
export async function holdRequests(
  page: Page,
  matches: (url: URL, method: string) => boolean,
): Promise<{ held: () => number; release: () => Promise<void> }> {
  const held: Route[] = [];
  const handler = (route: Route) => {
    if (matches(new URL(route.request().url()), route.request().method())) held.push(route);
    else void route.fallback();
  };
  await page.route('**/*', handler);
  return {
    held: () => held.length,
    release: async () => {
      await page.unroute('**/*', handler);
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}
