import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser, type ViewportName } from './support/useBrowser';

/** True when an API request path or query carries `id` as a whole id (path segment or query value). */
const carriesId = (request: string, id: string) => new RegExp(`[/=,]${id}(?:[/?&,]|$)`).test(request);

describe('ids that are not digits show the not-found page without asking the API', () => {
  const { openPage } = useBrowser();

  const cases: { path: string; badId: string; viewport: ViewportName }[] = [
    { path: '/abc?lang=en', badId: 'abc', viewport: 'desktop' },
    { path: '/1/unit-type/x?lang=en', badId: 'x', viewport: 'mobile' },
    { path: '/1/unit-type/x/customer?lang=en', badId: 'x', viewport: 'desktop' },
    { path: '/1a/unit-type/101/options?lang=en', badId: '1a', viewport: 'mobile' },
  ];

  for (const { path, badId, viewport } of cases) {
    it(`${path} (${viewport})`, async () => {
      const { page, apiRequests } = await openPage(path, { viewport });

      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.getByText('The page you are looking for does not exist.').isVisible()).toBe(true);
      expect(apiRequests().filter((request) => carriesId(request, badId))).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  it('speaks the language of the lang query', async () => {
    const { page } = await openPage('/abc?lang=sv');

    await page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' }).waitFor();
  });

  it('shows not found for a location the API does not know', async () => {
    const { page } = await openPage('/999?lang=en');

    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.getByRole('button', { name: /^Select / }).count()).toBe(0);
  });
});
