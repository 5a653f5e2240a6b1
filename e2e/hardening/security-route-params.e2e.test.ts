import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/useBrowser';

/** 20 digits: digits only, but beyond what a JavaScript number holds exactly (it reads back as …7000). */
const HUGE_ID = '12345678901234567890';
/** Waits for `waiting`; a failure names the case it happened in. */
async function inCase<T>(name: string, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** How a 20-digit id looks once it went through `Number`: what an API call would carry. */
const HUGE_ID_AS_NUMBER = /1234567890123456\d*|1\.23456789\d*e\+?19/i;

/** True when an API request path or query carries `id` as a whole id (path segment or query value). */
const carriesId = (request: string, id: string) =>
  new RegExp(`[/=,]${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[/?&,]|$)`).test(request);

/** The success page's `i`: base64 of the JSON of a checkout result, as a query value. */
const successParam = (data: unknown) =>
  encodeURIComponent(Buffer.from(typeof data === 'string' ? data : JSON.stringify(data)).toString('base64'));

/** A well-formed result of Stockholm (location 1) for basket `basketId`, as a provider return would carry it. */
const result = (overrides: Record<string, unknown>) => ({
  basketId: 4242,
  bookingId: 4243,
  customerId: 1,
  invoiceId: null,
  locationId: 1,
  unitType: { id: 101, name: 'Locker S' },
  unitName: 'A-101',
  moveInDate: '2026-12-01',
  email: 'alex@example.com',
  currency: 'SEK',
  dueNow: 1,
  recurringAmount: 1,
  ...overrides,
});

describe('security: tampered route and query parameters', () => {
  const { openPage } = useBrowser();

  it('ids of 20 digits or not digits at all (in the location, unit type and basket of a path) show not found, with no API call carrying them', async () => {
    const { page, apiRequests } = await openPage('/404?lang=en');
    const cases: { path: string; badId: string | RegExp }[] = [
      { path: `/${HUGE_ID}?lang=en`, badId: HUGE_ID_AS_NUMBER },
      { path: `/${HUGE_ID}/unit-type/101/options?lang=en`, badId: HUGE_ID_AS_NUMBER },
      { path: `/1/unit-type/${HUGE_ID}?lang=en`, badId: HUGE_ID_AS_NUMBER },
      { path: `/1/checkout/${HUGE_ID}?lang=en`, badId: HUGE_ID_AS_NUMBER },
      {
        path: `/${HUGE_ID}/checkout/success?lang=en&i=${successParam(result({}))}`,
        badId: HUGE_ID_AS_NUMBER,
      },
      { path: '/1/unit-type/1e3/options?lang=en', badId: '1e3' },
      { path: '/1/unit-type/0x65?lang=en', badId: '0x65' },
      { path: '/1/unit-type/1.5/customer?lang=en', badId: '1.5' },
      { path: '/1/unit-type/%20101?lang=en', badId: '%20101' },
      { path: '/1/checkout/abc?lang=en', badId: 'abc' },
      { path: '/1/checkout/id-check/4242abc?lang=en', badId: '4242abc' },
      { path: '/-1/unit-type/101?lang=en', badId: '-1' },
    ];
    for (const { path, badId } of cases) {
      const before = apiRequests().length;
      await page.goto(new URL(path, page.url()).href);
      await inCase(path, page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor());
      const sent = apiRequests().slice(before);
      const offending = sent.filter((request) =>
        typeof badId === 'string' ? carriesId(request, badId) : badId.test(request),
      );
      expect(offending, path).toEqual([]);
    }
  });

  it('an unknown or hostile section query is normalised to the next open section, with no crash', async () => {
    const { page } = await openPage('/404?lang=en');
    for (const section of ['__proto__', '%3Cscript%3Ewindow.e2eHacked%3D1%3C%2Fscript%3E', 'insurance%00']) {
      await page.goto(new URL(`/1/unit-type/101/options?lang=en&section=${section}`, page.url()).href);
      await page.getByRole('heading', { level: 1, name: 'Options for Locker S' }).waitFor();
      await page.waitForURL((url) => url.searchParams.get('section') === 'moveInDate');
      expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
      expect(await page.evaluate(() => (window as { e2eHacked?: number }).e2eHacked)).toBeUndefined();
    }
  });

  it('a malformed move-in date in the not-available route (impossible day, wrong form, script) never reaches the API: not found or the options', async () => {
    const { page, apiRequests } = await openPage('/404?lang=en');
    for (const date of ['2026-02-30', '2026-13-01', 'not-a-date', '%3Cscript%3E']) {
      const before = apiRequests().length;
      await page.goto(new URL(`/1/unit-type/101/options/not-available/${date}?lang=en`, page.url()).href);
      await page
        .getByRole('heading', { level: 1, name: /^(Page not found|Options for Locker S)$/ })
        .waitFor();
      const decoded = decodeURIComponent(date);
      expect(
        apiRequests()
          .slice(before)
          .filter((request) => decodeURIComponent(request).includes(decoded)),
        date,
      ).toEqual([]);
      // Never the not-available page itself: it would name the day.
      expect(await page.getByRole('heading', { level: 1, name: 'Not available on this date' }).count()).toBe(
        0,
      );
    }
  });

  it('a malformed category filter (letters, negative, 20 digits, exponent) shows the whole unit list and is never sent', async () => {
    const { page, apiRequests } = await openPage('/404?lang=en');
    for (const category of ['abc', '-12', HUGE_ID, '1e1']) {
      const before = apiRequests().length;
      await page.goto(new URL(`/1?lang=en&unitTypeCategoryId=${category}`, page.url()).href);
      const list = page.getByRole('region', { name: 'Storage units', exact: true });
      await list.getByRole('article', { name: 'Locker S' }).waitFor();
      await list.getByRole('article', { name: 'Drive-up garage 15 m²' }).waitFor();
      // Every type of the location is listed: no filter applied, and no category asked about.
      await expect.poll(() => list.getByRole('article').count()).toBe(4);
      const sent = apiRequests().slice(before);
      expect(
        sent.filter((request) => /categoryIds?=/i.test(request)),
        category,
      ).toEqual([]);
      expect(
        sent.filter((request) => HUGE_ID_AS_NUMBER.test(request)),
        category,
      ).toEqual([]);
    }
  });

  it('a tampered success link (ids not positive integers, 20 digits, another location) shows the invalid link page and asks the API about no such basket', async () => {
    const { page, apiRequests } = await openPage('/404?lang=en');
    const cases: { name: string; i: string }[] = [
      { name: 'basket id as text', i: successParam(result({ basketId: '4242' })) },
      { name: 'negative basket id', i: successParam(result({ basketId: -4242 })) },
      {
        name: '20-digit basket id',
        i: successParam(`${JSON.stringify(result({})).replace('4242', HUGE_ID)}`),
      },
      { name: 'path in basket id', i: successParam(result({ basketId: '../../booking' })) },
      { name: 'another location', i: successParam(result({ locationId: 2 })) },
      { name: 'i twice', i: `${successParam('x')}&i=${successParam(result({}))}` },
    ];
    for (const { name, i } of cases) {
      const before = apiRequests().length;
      await page.goto(new URL(`/1/checkout/success?lang=en&i=${i}`, page.url()).href);
      await page.getByRole('heading', { level: 1, name: 'This confirmation link is not valid' }).waitFor();
      const sent = apiRequests().slice(before);
      expect(
        sent.filter((request) => request.includes('/checkout/')),
        name,
      ).toEqual([]);
      expect(await page.getByText('A-101').count(), name).toBe(0);
    }
  });

  it('a hostile lang query (__proto__, markup, unknown) speaks the default language and sends only supported languages', async () => {
    const { page } = await openPage('/404?lang=en');
    const languages: string[] = [];
    page.on('request', (request) => {
      // The API's calls (fetch), not the favicon images.
      if (new URL(request.url()).pathname.startsWith('/v1/') && request.resourceType() === 'fetch') {
        languages.push(request.headers()['content-language'] ?? '');
      }
    });
    for (const lang of [
      '__proto__',
      '%3Cimg%20src%3Dx%20onerror%3D%22window.e2eHacked%3D1%22%3E',
      'toString',
    ]) {
      languages.length = 0;
      await page.goto(new URL(`/1?lang=${lang}`, page.url()).href);
      await page.getByRole('region', { name: 'Storage units', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(
        languages.filter((language) => language !== 'en'),
        lang,
      ).toEqual([]);
      expect(await page.evaluate(() => (window as { e2eHacked?: number }).e2eHacked)).toBeUndefined();
    }
  });
});
