import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOptions, dayFromToday, tick } from '../support/bookingSteps';
import { ALL_DENIED, ALL_GRANTED, consentCommands, DEFAULT_MODE } from '../support/consentMode';
import { useBrowser } from '../support/useBrowser';

/** The session storage key of Stockholm's booking draft (`bookingDraftStorageKey(1)` of @stowly/booking). */
const DRAFT_KEY = 'stowly.booking-draft.1';

/** An API request as the page sent it: path with query, and the body of a POST or PUT. */
interface SentRequest {
  path: string;
  body: string;
  contentLanguage: string | undefined;
}

/**
 * Records every booking API call (`fetch` of `/v1/...`, so not the favicon images) of the page from
 * now on, with its body and language.
 */
function recordApiRequests(page: Page): SentRequest[] {
  const sent: SentRequest[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/v1/') || request.resourceType() !== 'fetch') return;
    sent.push({
      path: `${url.pathname}${url.search}`,
      body: request.postData() ?? '',
      contentLanguage: request.headers()['content-language'],
    });
  });
  return sent;
}

/** Waits for `waiting`; a failure names the case it happened in. */
async function inCase<T>(name: string, waiting: Promise<T>): Promise<T> {
  try {
    return await waiting;
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The requests a restored draft's options would cause: none may follow a tampered draft. */
const fromDraftOptions = (request: SentRequest) =>
  /\/(price|insurance|discount\/validation)\b|\/optional-product\?.*(billingPeriodId|productIds)|\/billing-period\?.*billingPeriodIds|\/available-unit/.test(
    request.path,
  );

const readDraft = (page: Page) => page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);
const writeDraft = (page: Page, text: string) =>
  page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [DRAFT_KEY, text] as const);

describe('security: tampered browser storage (the booking draft, the language and the cookie choice)', () => {
  const { openPage } = useBrowser();

  it('a tampered booking draft (bad JSON, wrong types, unknown keys, __proto__, past dates, quantities -5 and 1e9, another location) resets cleanly: no crash, no API call carries it', async () => {
    // A real draft first: Locker S with a date, a plan, an insurance and a padlock, at the basket.
    const { page } = await openPage('/1/unit-type/101?lang=en');
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    await chooseOptions(page, {
      language: 'en',
      moveInDate: dayFromToday(1, 5),
      billingPeriod: 'Monthly',
      insurance: 'Basic cover',
    });
    await tick(page.getByRole('checkbox', { name: 'Padlock', exact: true }));
    await page.getByRole('link', { name: 'Continue to the basket' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    const saved = JSON.parse((await readDraft(page)) ?? 'null');
    expect(saved).toMatchObject({ unitType: { id: 101 }, moveInDate: dayFromToday(1, 5) });
    const products = [...saved.oneTimeProducts, ...saved.recurringProducts];
    expect(products).toHaveLength(1);
    const productList = saved.oneTimeProducts.length > 0 ? 'oneTimeProducts' : 'recurringProducts';
    const valid = JSON.stringify(saved);
    const withProductQuantity = (quantity: number) =>
      JSON.stringify({ ...saved, [productList]: [{ ...products[0], quantity }] });

    const basket = '/1/unit-type/101/options/basket?lang=en';
    const sent = recordApiRequests(page);

    // The untouched draft is restored on a fresh load (so each case below could restore too).
    await page.goto(new URL(basket, page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    expect(sent.some(fromDraftOptions)).toBe(true);

    const cases: { name: string; draft: string; marker?: RegExp }[] = [
      { name: 'not JSON', draft: valid.slice(0, -7) },
      { name: 'a string id', draft: valid.replace('"unitType":{"id":101}', '"unitType":{"id":"101"}') },
      {
        name: 'an unknown key',
        draft: JSON.stringify({ ...saved, evilKey: 'e2e-unknown' }),
        marker: /e2e-unknown/,
      },
      {
        name: '__proto__',
        draft: `{"__proto__":{"polluted":"e2e-proto"},${valid.slice(1)}`,
        marker: /e2e-proto|polluted/,
      },
      {
        name: 'a nested __proto__',
        draft: valid.replace(
          '"unitType":{"id":101}',
          '"unitType":{"id":101,"__proto__":{"polluted":"e2e-proto"}}',
        ),
        marker: /e2e-proto|polluted/,
      },
      { name: 'quantity -5', draft: withProductQuantity(-5), marker: /"quantity":-5/ },
      { name: 'quantity 1e9', draft: withProductQuantity(1e9), marker: /1000000000|1e\+?9/ },
      {
        name: 'an impossible date',
        draft: JSON.stringify({ ...saved, moveInDate: '2026-02-30' }),
        marker: /2026-02-30/,
      },
    ];
    for (const { name, draft, marker } of cases) {
      await writeDraft(page, draft);
      sent.length = 0;
      await page.goto(new URL(basket, page.url()).href);
      // Not restored: the route falls back to the unit type's options, with no date chosen.
      await inCase(
        name,
        page.waitForURL((url) => url.pathname === '/1/unit-type/101/options'),
      );
      await inCase(name, page.getByRole('heading', { level: 1, name: 'Options for Locker S' }).waitFor());
      await page.getByText('Choose a move-in date and a billing period to see the price.').waitFor();
      expect(await page.getByRole('radiogroup', { name: 'Billing period' }).count(), name).toBe(0);
      // The tampered draft is gone: only the unit type of the path is kept, in the clean shape.
      expect(JSON.parse((await readDraft(page)) ?? 'null'), name).toEqual({
        unitType: { id: 101 },
        discountCode: null,
        customerData: { customerType: 'private' },
        insurance: null,
        bookingPlan: null,
        moveInDate: null,
        oneTimeProducts: [],
        recurringProducts: [],
      });
      expect(sent.filter(fromDraftOptions), name).toEqual([]);
      if (marker) {
        expect(
          sent.filter((request) => marker.test(request.path) || marker.test(request.body)),
          name,
        ).toEqual([]);
      }
      expect(await page.evaluate(() => ({}) as Record<string, unknown>), name).not.toHaveProperty('polluted');
      expect(await page.evaluate(() => (window as { e2eHacked?: number }).e2eHacked), name).toBeUndefined();
    }

    // Markup as the saved discount code: the server does not confirm it, so it is dropped and the
    // rest of the draft stays; it is never shown or run.
    await writeDraft(page, JSON.stringify({ ...saved, discountCode: '<script>window.e2eHacked=1</script>' }));
    await page.goto(new URL(basket, page.url()).href);
    await page.getByRole('heading', { level: 1, name: 'Your basket' }).waitFor();
    await expect.poll(async () => JSON.parse((await readDraft(page)) ?? 'null')?.discountCode).toBeNull();
    expect(await page.getByText('<script>', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'I have a discount code' }).count()).toBe(1);
    expect(await page.evaluate(() => (window as { e2eHacked?: number }).e2eHacked)).toBeUndefined();

    // A past move-in date keeps the unit type and asks for a new date: the past day is never sent.
    await writeDraft(page, JSON.stringify({ ...saved, moveInDate: '2020-01-15' }));
    sent.length = 0;
    await page.goto(new URL(basket, page.url()).href);
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    await page.getByText('Choose a move-in date and a billing period to see the price.').waitFor();
    expect(sent.filter((request) => /2020-01-15/.test(request.path + request.body))).toEqual([]);
    expect(sent.filter(fromDraftOptions)).toEqual([]);
    expect(JSON.parse((await readDraft(page)) ?? 'null')).toMatchObject({
      unitType: { id: 101 },
      moveInDate: null,
      bookingPlan: null,
    });

    // A unit type of another location (Oslo's 201) under Stockholm's key: one lookup to check it,
    // then the unit list of Stockholm, the draft removed and nothing of it priced or booked.
    await writeDraft(page, JSON.stringify({ ...saved, unitType: { id: 201 } }));
    sent.length = 0;
    await page.goto(new URL('/1?lang=en', page.url()).href);
    await page.getByRole('region', { name: 'Storage units', exact: true }).waitFor();
    await expect.poll(() => readDraft(page)).toBeNull();
    expect(sent.filter((request) => /\/unit-type\/201\b/.test(request.path)).map((r) => r.path)).toEqual([
      '/v1/unit-type/201',
    ]);
    expect(sent.filter(fromDraftOptions)).toEqual([]);
    expect(page.url()).toMatch(/\/1\?lang=en$/);
  });

  it('a tampered stored language (JSON, __proto__, markup, upper case) is removed: the browser language speaks and every API call carries a supported one', async () => {
    const { page } = await openPage('/404', { locale: 'de-AT', rendering: 'client' });
    const sent = recordApiRequests(page);
    for (const stored of [
      '"sv"',
      '__proto__',
      '<img src=x onerror="window.e2eHacked=1">',
      'SV',
      'x'.repeat(100_000),
    ]) {
      await page.evaluate((value) => window.localStorage.setItem('locale', value), stored);
      sent.length = 0;
      await page.goto(new URL('/3', page.url()).href);
      await page.getByRole('region', { name: 'Lagerabteile', exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
      expect(await page.evaluate(() => window.localStorage.getItem('locale'))).toBeNull();
      expect(sent.length).toBeGreaterThan(0);
      expect(
        sent.filter((request) => request.contentLanguage !== 'de').map((request) => request.path),
      ).toEqual([]);
      expect(await page.evaluate(() => (window as { e2eHacked?: number }).e2eHacked)).toBeUndefined();
    }
  });

  it('a tampered cookie choice (not JSON, necessary false, a string for marketing, __proto__) brings the dialog back and loads no tracking', async () => {
    const { page, trackingRequests } = await openPage('/404', {
      consent: 'unseen',
      stubTrackingScripts: true,
    });
    for (const consent of [
      '{"necessary":true,"marketing":tru',
      '{"necessary":false,"marketing":true}',
      '{"necessary":true,"marketing":"yes"}',
      '{"__proto__":{"marketing":true},"necessary":true}',
    ]) {
      await page.evaluate(
        ([value, mode]) => {
          window.localStorage.setItem('consent', value);
          window.localStorage.setItem('consent-mode', mode);
        },
        [consent, JSON.stringify(ALL_GRANTED)] as const,
      );
      await page.goto(new URL('/1?lang=en', page.url()).href);
      await page.getByRole('dialog', { name: 'Cookie settings' }).waitFor();
      expect(await consentCommands(page), consent).toEqual([['default', DEFAULT_MODE]]);
      expect(
        await page.evaluate(() => [
          window.localStorage.getItem('consent'),
          window.localStorage.getItem('consent-mode'),
        ]),
        consent,
      ).toEqual([null, null]);
    }
    expect(trackingRequests).toEqual([]);
  });

  it('a stored consent mode that contradicts the cookie choice (marketing declined, every entry granted) is rebuilt from the choice: nothing is granted, nothing loads', async () => {
    const { page, trackingRequests } = await openPage('/404', {
      consent: 'unseen',
      stubTrackingScripts: true,
    });
    for (const mode of [JSON.stringify(ALL_GRANTED), '{"ad_storage":"granted"', '"granted"']) {
      await page.evaluate((value) => {
        window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false }));
        window.localStorage.setItem('consent-mode', value);
      }, mode);
      await page.goto(new URL('/1?lang=en', page.url()).href);
      await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
      // The server's page shows the list before the app is live: the app's consent mode follows.
      await expect.poll(() => consentCommands(page), { message: mode }).toEqual([['default', ALL_DENIED]]);
      expect(await page.getByRole('dialog', { name: 'Cookie settings' }).count()).toBe(0);
      expect(
        await page.evaluate(() => JSON.parse(window.localStorage.getItem('consent-mode') ?? 'null')),
      ).toEqual(ALL_DENIED);
    }
    expect(trackingRequests).toEqual([]);
  });
});
