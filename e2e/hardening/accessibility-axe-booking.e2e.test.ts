import { describe, expect, it } from 'vitest';
import { chooseMoveInDate, chooseOptions, dayFromToday, TEXT } from '../support/bookingSteps';
import { useBrowser } from '../support/useBrowser';
import { axeAtBothWidths, LANGUAGES, waitForRoute, withLang } from './accessibilityRoutes';

/** The German names of the options this file picks (demo data of the sandbox). */
const OPTION_NAMES = {
  en: { billingPeriod: 'Monthly', insurance: 'Basic cover' },
  de: { billingPeriod: 'Monatlich', insurance: 'Basisschutz' },
  sv: { billingPeriod: 'Månadsvis', insurance: 'Grundskydd' },
} as const;

describe('accessibility: axe-core (WCAG 2.2 A and AA), booking flow, error and sign-in pages (spec section 2), at 360 and 1280 px, in English and German', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: {} });

  // One test per language: each has its own time limit, as the routes of one language at two
  // widths already take a few minutes on a loaded machine.
  it.each(LANGUAGES)(
    'booking flow, error and sign-in pages in %s: no route shuts out a screen reader or keyboard user at either width',
    async (language) => {
      const failures: string[] = [];
      const checked: string[] = [];
      const { page } = await openPage(withLang('/1', language));
      /** Opens a route and checks it (`redirectOnly`: only that it lands on `landing`, checked elsewhere). */
      const visit = async (
        path: string,
        landing: string | RegExp,
        language: string,
        redirectOnly = false,
      ) => {
        await page.goto(new URL(withLang(path, language), origin()).href);
        await waitForRoute(page, landing, language);
        if (redirectOnly) return;
        checked.push(`${language} ${path}`);
        await axeAtBothWidths(page, `${language} ${path}`, failures);
      };

      const text = TEXT[language];
      // Unit selection (also filtered by a category: the same page), a pre-selected unit type.
      await visit('/1', '/1', language);
      await page.getByRole('region', { name: text.unitTypeList, exact: true }).waitFor();
      await visit('/1?unitTypeCategoryId=12', '/1', language, true);
      await visit('/1/unit-type/102', '/1/unit-type/102/options', language, true);
      await page.getByRole('heading', { level: 1, name: text.optionsTitle('Storage room 5 m²') }).waitFor();

      // A sold-out type: its date leads to the not-available page.
      // (With a date already in the draft, the options page goes there by itself.)
      await page.goto(new URL(withLang('/1/unit-type/104/options', language), origin()).href);
      await waitForRoute(page, /^\/1\/unit-type\/104\/options/, language);
      if (!new URL(page.url()).pathname.includes('/not-available/')) {
        await chooseMoveInDate(page, dayFromToday(1, language === 'en' ? 6 : 7), language);
      }
      await waitForRoute(page, /^\/1\/unit-type\/104\/options\/not-available\/[\d-]+$/, language);
      await page.getByRole('heading', { level: 1, name: text.notAvailableTitle }).waitFor();
      checked.push(`${language} not available`);
      await axeAtBothWidths(page, `${language} not available`, failures);

      // The basket and the customer form need options chosen: a draft of 102 (nothing is booked).
      await visit('/1/unit-type/102/options?section=insurance', '/1/unit-type/102/options', language, true);
      await chooseOptions(page, {
        language,
        moveInDate: dayFromToday(1, language === 'en' ? 10 : 12),
        billingPeriod: OPTION_NAMES[language].billingPeriod,
        insurance: OPTION_NAMES[language].insurance,
      });
      checked.push(`${language} options with a date, a plan and an insurance chosen`);
      await axeAtBothWidths(page, `${language} options, chosen`, failures);
      await visit('/1/unit-type/102/options/basket', '/1/unit-type/102/options/basket', language);
      await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
      // "Continue an earlier flow" lands on the furthest step the draft allows: the customer form.
      await visit('/1/continue', '/1/unit-type/102/customer', language, true);
      await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
      // The form sent empty: the error messages are checked with it.
      await page.getByRole('button', { name: text.submit }).click();
      await page
        .getByRole('textbox', { name: text.firstName, exact: true })
        .and(page.locator('[aria-invalid="true"]'))
        .waitFor();
      checked.push(`${language} customer form with errors`);
      await axeAtBothWidths(page, `${language} customer form with errors`, failures);

      // Pages without a basket or a booking of this tab.
      await visit('/1/already-booked', '/1/already-booked', language);
      await visit('/1/checkout', '/1/checkout/session-ended', language, true);
      await visit('/1/checkout/session-ended', '/1/checkout/session-ended', language);
      await visit('/1/esignature-signed', '/1/esignature-signed', language);
      await visit('/customer-portal/redirect/id-check', '/customer-portal/redirect/id-check', language);

      // Error pages: not found (also the catch-all and a malformed id), server error, forbidden.
      await visit('/404', '/404', language);
      await page.getByRole('heading', { level: 1, name: text.notFound }).waitFor();
      await visit('/no/such/page', '/no/such/page', language, true);
      await visit('/1/unit-type/abc', '/1/unit-type/abc', language, true);
      await visit('/server-error', '/server-error', language);
      await visit('/forbidden', '/forbidden', language);

      // Signing in and out (the identity server's own pages are not the product's).
      await visit('/login', '/login', language);
      await visit('/logout', /^\/(logout|login)$/, language);
      await visit('/auth', /^\/(auth|login)$/, language);

      // The cookie consent dialog of a first visit, over the unit selection.
      const first = await openPage(withLang('/1', language), { consent: 'unseen' });
      await first.page.getByRole('dialog').waitFor();
      await first.page.waitForLoadState('networkidle');
      checked.push(`${language} consent dialog`);
      await axeAtBothWidths(first.page, `${language} consent dialog`, failures);

      expect(failures).toEqual([]);
      expect(checked).toHaveLength(15 + 1);
    },
    300_000,
  );
});
