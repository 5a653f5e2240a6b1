import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chooseOptions,
  dayFromToday,
  dueNow,
  fillCustomerForm,
  TEXT,
  type TestLanguage,
  tick,
} from './support/bookingSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser, type ViewportName } from './support/useBrowser';

/** One booking from the location page to the submitted customer form. Each books its own unit type. */
interface BookingCase {
  language: TestLanguage;
  viewport: ViewportName;
  locationId: number;
  unitTypeId: number;
  unitTypeName: string;
  /** Days from today: inside the location's booking window. */
  moveInAfterDays: number;
  billingPeriod: { id: number; name: string };
  insurance: { id: number; name: string };
  /** A one-time product to tick, with its name. */
  product: string;
  /** How prices show the location's currency in this language. */
  currencyMark: string;
}

const cases: BookingCase[] = [
  {
    language: 'en',
    viewport: 'desktop',
    locationId: 1,
    unitTypeId: 101,
    unitTypeName: 'Locker S',
    moveInAfterDays: 3,
    billingPeriod: { id: 1011, name: 'Monthly' },
    insurance: { id: 101, name: 'Basic cover' },
    product: 'Padlock',
    currencyMark: 'SEK',
  },
  {
    language: 'sv',
    viewport: 'mobile',
    locationId: 1,
    unitTypeId: 102,
    unitTypeName: 'Förråd 5 m²',
    moveInAfterDays: 10,
    billingPeriod: { id: 1022, name: 'Månadsvis, 12 månaders bindning' },
    insurance: { id: 102, name: 'Plusskydd' },
    product: 'Hänglås',
    currencyMark: 'kr',
  },
  {
    language: 'de',
    viewport: 'mobile',
    locationId: 3,
    unitTypeId: 302,
    unitTypeName: 'Raum 4 m²',
    // Berlin books from 14 days ahead.
    moveInAfterDays: 20,
    billingPeriod: { id: 3021, name: 'Monatlich' },
    insurance: { id: 301, name: 'Basisschutz' },
    product: 'Vorhängeschloss',
    currencyMark: '€',
  },
];

/** The `event` names pushed to `window.dataLayer`, in order (gtag commands have none). */
const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).flatMap((entry) =>
      typeof entry === 'object' && entry !== null && 'event' in entry && typeof entry.event === 'string'
        ? [entry.event]
        : [],
    ),
  );

const query = (page: Page) => new URL(page.url()).searchParams;
const pathname = (page: Page) => new URL(page.url()).pathname;

describe('a visitor books from the location page to the submitted customer form', () => {
  const { origin, openPage } = useBrowser();

  for (const booking of cases) {
    const { language, viewport, locationId, unitTypeId } = booking;
    const text = TEXT[language];

    it(`${language}, ${viewport}: ${booking.unitTypeName} at location ${locationId}`, async () => {
      const { page } = await openPage(`/${locationId}?lang=${language}`, { viewport });

      // Unit selection: choose the unit type by its card's button.
      const list = page.getByRole('region', { name: text.unitTypeList, exact: true });
      await list.getByRole('button', { name: text.select(booking.unitTypeName) }).click();
      await page.waitForURL((url) => url.pathname === `/${locationId}/unit-type/${unitTypeId}/options`);
      expect(query(page).get('lang')).toBe(language);
      expect(query(page).get('section')).toBe('moveInDate');
      await page.getByRole('heading', { level: 1, name: text.optionsTitle(booking.unitTypeName) }).waitFor();

      // Options: date, plan, insurance and a product; the price appears beside them.
      const moveInDate = dayFromToday(locationId, booking.moveInAfterDays);
      await chooseOptions(page, {
        language,
        moveInDate,
        billingPeriod: booking.billingPeriod.name,
        insurance: booking.insurance.name,
      });
      await tick(page.getByRole('checkbox', { name: booking.product, exact: true }));
      const summary = page.getByRole('region', { name: text.basketSummary });
      await summary.getByRole('term').filter({ hasText: booking.product }).waitFor();
      await expect.poll(() => dueNow(page, language)).toContain(booking.currencyMark);
      await expectNoAxeViolations(page);

      // Basket.
      await page.getByRole('link', { name: text.continueToBasket }).click();
      await page.waitForURL(
        (url) => url.pathname === `/${locationId}/unit-type/${unitTypeId}/options/basket`,
      );
      expect(query(page).get('lang')).toBe(language);
      await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
      await expect.poll(() => dueNow(page, language)).not.toBe('');
      await expectNoAxeViolations(page);

      // Customer form.
      await page.getByRole('link', { name: text.continueToDetails }).click();
      await page.waitForURL((url) => url.pathname === `/${locationId}/unit-type/${unitTypeId}/customer`);
      expect(query(page).get('lang')).toBe(language);
      await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
      // Each legal document once (the location's terms and privacy consents, the cancellation
      // policy), each linked to its document; with the newsletter four checkboxes in all.
      const form = page.locator('.stowly-CustomerFormCheckboxes');
      await form.getByRole('checkbox').first().waitFor();
      expect(await form.getByRole('checkbox').count()).toBe(4);
      expect(await form.getByRole('checkbox', { checked: false }).count()).toBe(4);
      const documentLinks = await form
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).hostname));
      expect(documentLinks).toHaveLength(3);
      // An empty submission: every checkbox's error starts at the same line as its label.
      await page.getByRole('button', { name: text.submit }).click();
      const errors = form.locator('.stowly-CustomerFormError');
      await expect.poll(() => errors.count()).toBe(3);
      const starts = await errors.evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().left)),
      );
      expect(new Set(starts).size).toBe(1);
      const email = `e2e-${language}-${viewport}-${Date.now()}@example.com`;
      await fillCustomerForm(page, language, {
        firstName: 'Alex',
        lastName: 'Example',
        street: 'Testgatan 1',
        zip: '11122',
        city: 'Teststad',
        email,
        phoneNumber: '701234567',
      });
      await expectNoAxeViolations(page);

      // Submit: the booking request waits until the pending button has been seen.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(`${origin()}/v1/booking`, async (route) => {
        await held;
        await route.continue();
      });
      const sent = page.waitForRequest(
        (request) =>
          request.method() === 'POST' &&
          pathname(page) !== '' &&
          new URL(request.url()).pathname === '/v1/booking',
      );
      await page.getByRole('button', { name: text.submit }).click();
      const request = await sent;
      const pending = page.getByRole('button', { name: text.submitting });
      await pending.waitFor();
      expect(await pending.isDisabled()).toBe(true);
      release();

      const headers = await request.allHeaders();
      expect(headers['idempotency-key']).toMatch(/\S{8,}/);
      const body = request.postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({
        unitTypeId,
        locationIds: [locationId],
        moveInDate,
        billingPeriodId: booking.billingPeriod.id,
        insuranceId: booking.insurance.id,
        languageId: language.toUpperCase(),
        customerType: 'private',
        firstname: 'Alex',
        lastname: 'Example',
        email,
        phoneNumber: '701234567',
      });
      expect(body.recaptchaToken).toEqual(expect.stringMatching(/\S/));
      // The consents the API needs: each of the location's, the documents accepted.
      expect(body.consents).toEqual([
        { type: 'terms', accepted: true },
        { type: 'privacy', accepted: true },
        { type: 'newsletter', accepted: false },
      ]);
      expect(body.oneTimeItems).toHaveLength(1);
      const response = await request.response();
      expect(response?.status()).toBe(201);

      // Handed over to the checkout of the new basket.
      await page.waitForURL((url) => /^\/\d+\/checkout\/[^/]+$/.test(url.pathname));
      expect(pathname(page)).toMatch(new RegExp(`^/${locationId}/checkout/`));
      expect(query(page).get('lang')).toBe(language);

      // The data layer got the ecommerce events in the order of the flow, and page views.
      const events = await dataLayerEvents(page);
      expect(events).toContain('virtualPageview');
      const order = ['add_to_cart', 'begin_checkout', 'add_shipping_info'].map((event) =>
        events.indexOf(event),
      );
      expect(order.every((index) => index >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
    });
  }
});
