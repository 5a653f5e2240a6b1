import { it } from 'vitest';
import { overviewPath, PORTAL_LOCATIONS, signInFromLoginPage } from './support/portalSteps';
import { useBrowser } from './support/useBrowser';
const browser = useBrowser();
it('debug', async () => {
  const { page } = await browser.openPage(`${overviewPath(PORTAL_LOCATIONS.stockholm.id)}?lang=en`);
  await page.waitForURL((url) => url.pathname === '/login');
  const t0 = Date.now();
  page.on('request', (r) => { if (r.url().includes('/v1/')) console.log('REQ', Date.now() - t0, r.method(), r.url().replace(/^.*\/v1/, '')); });
  page.on('response', (r) => { if (r.url().includes('/v1/')) console.log('RES', Date.now() - t0, r.status(), r.url().replace(/^.*\/v1/, '')); });
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text().slice(0, 300)));
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message.slice(0, 300)));
  await signInFromLoginPage(page);
  await page.waitForTimeout(20000);
  console.log('GRID', await page.getByRole('grid', { name: 'Bookings' }).count());
  console.log((await page.locator('main').innerText()).slice(0, 1000));
}, 120000);
