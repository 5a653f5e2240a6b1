import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/useBrowser';

/**
 * After a deployment the old page chunks are gone: a visitor whose tab still runs the old app gets
 * a 404 for the next page's chunk. The app then loads that page fully, once (the new deployment's
 * app), and shows the server error page if the chunk is still missing: never a reload loop.
 */
describe('a page chunk that is gone (a deployment replaced it)', () => {
  const { openPage } = useBrowser();

  it('loads the page fully exactly once, then shows the server error page instead of looping', async () => {
    const { page } = await openPage('/1?lang=en');
    const missing: string[] = [];
    await page.route(/\/assets\/OptionsPage-[^/]+\.js$/, (route) => {
      missing.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
    });
    const documentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        documentLoads.push(new URL(request.url()).pathname);
      }
    });

    await page
      .getByRole('region', { name: 'Storage units', exact: true })
      .getByRole('button', { name: 'Select Locker S' })
      .click();

    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/1/unit-type/101/options');
    // One full load of the options page, after the first failure; none after the second.
    expect(documentLoads).toEqual(['/1/unit-type/101/options']);
    expect(missing.length).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1000);
    expect(documentLoads).toHaveLength(1);
  });
});
