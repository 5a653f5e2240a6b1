import { describe, expect, it } from 'vitest';
import { expireAccessToken } from './support/expireAccessToken';
import { overviewPath, PORTAL_LOCATIONS, signInFromLoginPage } from './support/portalSteps';
import { useBrowser } from './support/useBrowser';

describe('token refresh during a portal session', () => {
  const browser = useBrowser();

  it('when the access token expires, the portal’s concurrent requests share one refresh and the page keeps working', async () => {
    const { page, context } = await browser.openPage(
      `${overviewPath(PORTAL_LOCATIONS.stockholm.id)}?lang=en`,
    );
    await page.waitForURL((url) => url.pathname === '/login');
    await signInFromLoginPage(page);
    await page.getByRole('grid', { name: 'Bookings' }).waitFor();

    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/identity/token') {
        const grant = new URLSearchParams(request.postData() ?? '').get('grant_type');
        if (grant === 'refresh_token') refreshes.push(request.url());
      }
    });
    page.on('response', (response) => {
      if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
    });

    // The access token expires; then the other location opens: its lists load at once.
    await expireAccessToken(context, page);
    const osloLists = [
      'booking/2?',
      'invoice/2?openOnly=true',
      'invoice/2?page',
      'booking/2/payment-method',
    ].map((path) =>
      page.waitForResponse(
        (response) => response.url().includes(`/v1/customer-portal/${path}`) && response.status() === 200,
      ),
    );
    await page.getByRole('tab', { name: PORTAL_LOCATIONS.oslo.name }).click();
    await page.waitForURL((url) => url.pathname === overviewPath(PORTAL_LOCATIONS.oslo.id));
    await Promise.all(osloLists);
    const bookings = page.getByRole('grid', { name: 'Bookings' });
    await expect.poll(() => bookings.getByRole('row').count()).toBe(2); // header + the Oslo booking
    await page.getByRole('grid', { name: 'Invoice history' }).waitFor();

    expect(unauthorized.filter((path) => path.startsWith('/v1/')).length).toBeGreaterThanOrEqual(2);
    expect(refreshes).toHaveLength(1);
    expect(page.url()).not.toContain('/login');
    const stored = await page.evaluate(() => window.localStorage.getItem('auth'));
    expect(stored).not.toBeNull();
  });
});
