import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/useBrowser';

/** The options page's chunk, as the build names it. */
const OPTIONS_CHUNK = /\/assets\/OptionsPage-[^/]+\.js$/;
const OPTIONS_PATH = '/1/unit-type/101/options';

/** The paths of the page's full loads (navigations of the main frame) from now on. */
function recordDocumentLoads(page: Page): string[] {
  const documentLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      documentLoads.push(new URL(request.url()).pathname);
    }
  });
  return documentLoads;
}

/** From the unit list of Stockholm: "Select Locker S" (nothing is booked). */
async function selectLockerS(page: Page): Promise<void> {
  await page
    .getByRole('region', { name: 'Storage units', exact: true })
    .getByRole('button', { name: 'Select Locker S' })
    .click();
}

/**
 * After a deployment the old page chunks are gone: a visitor whose tab still runs the old app gets
 * a 404 for the next page's chunk. The app then loads that page fully, once (the new deployment's
 * app), and shows the server error page if the chunk is still missing: never a reload loop.
 */
describe('faults: a page chunk that is gone after a deploy', () => {
  const { openPage } = useBrowser();

  it('a chunk replaced by a deploy: one full load of the page brings the new version', async () => {
    const { page } = await openPage('/1?lang=en');
    const missing: string[] = [];
    // Gone from the old deployment; the full load asks again and gets it.
    await page.route(OPTIONS_CHUNK, (route) => {
      missing.push(route.request().url());
      return missing.length === 1
        ? route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' })
        : route.continue();
    });
    const documentLoads = recordDocumentLoads(page);

    await selectLockerS(page);

    await page.getByRole('heading', { level: 1, name: 'Options for Locker S' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(OPTIONS_PATH);
    expect(documentLoads).toEqual([OPTIONS_PATH]);
    await page.waitForTimeout(1000);
    expect(documentLoads).toHaveLength(1);
  });

  it('a chunk still missing after the reload: exactly one full load, then the server error page, no loop', async () => {
    const { page } = await openPage('/1?lang=en');
    const missing: string[] = [];
    let deployed = false;
    await page.route(OPTIONS_CHUNK, (route) => {
      if (deployed) return route.continue();
      missing.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    const documentLoads = recordDocumentLoads(page);

    await selectLockerS(page);

    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(OPTIONS_PATH);
    // One full load of the options page, after the first failure; none after the second.
    expect(documentLoads).toEqual([OPTIONS_PATH]);
    expect(missing.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1000);
    expect(documentLoads).toHaveLength(1);

    // The deployment is complete: "Try again" loads the page, which now shows.
    deployed = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Options for Locker S' }).waitFor();
    expect(documentLoads).toEqual([OPTIONS_PATH, OPTIONS_PATH]);
  });
});
