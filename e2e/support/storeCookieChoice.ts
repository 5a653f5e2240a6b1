import type { BrowserContext } from 'playwright-core';

/**
 * Stores a cookie choice (necessary only) in every page of `context` before the app runs, as a
 * returning visitor has it: no consent dialog shows and no tracking script loads.
 */
export async function storeCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      if (window.localStorage.getItem('consent') === null) {
        window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false }));
      }
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  });
}
