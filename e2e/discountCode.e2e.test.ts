import { describe, expect, it } from 'vitest';
import { chooseOptions, dayFromToday, dueNow, TEXT, type TestLanguage, tick } from './support/bookingSteps';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser, type ViewportName } from './support/useBrowser';

/** The demo discount codes of the sandbox (apps/sandbox-api/src/db/seed.ts), per test. */
interface DiscountCase {
  language: TestLanguage;
  viewport: ViewportName;
  locationId: number;
  unitTypeId: number;
  billingPeriod: string;
  insurance: string;
  moveInAfterDays: number;
  /**
   * Codes the server rejects and the reason the field shows: unknown, expired (SPRING24), for
   * lockers only (LOCKER20), for business customers only (BUSINESS15).
   */
  rejected: { code: string; message: string }[];
  /** A valid code and the total due now before and after it. */
  valid: { code: string; before: string; after: string };
}

const cases: DiscountCase[] = [
  {
    language: 'en',
    viewport: 'desktop',
    locationId: 1,
    unitTypeId: 101,
    billingPeriod: 'Monthly',
    insurance: 'Basic cover',
    moveInAfterDays: 7,
    rejected: [
      { code: 'NOPE', message: 'This discount code does not exist. Please check the spelling.' },
      { code: 'BUSINESS15', message: 'This discount code is not valid for this customer type.' },
    ],
    // (290 + 69) × 1.25 = 448.75; 10 % off the unit's 290: (261 + 69) × 1.25 = 412.50.
    valid: { code: 'WELCOME10', before: 'SEK 448.75', after: 'SEK 412.50' },
  },
  {
    language: 'sv',
    viewport: 'mobile',
    locationId: 1,
    unitTypeId: 103,
    billingPeriod: 'Månadsvis',
    insurance: 'Grundskydd',
    moveInAfterDays: 8,
    rejected: [
      { code: 'SPRING24', message: 'Rabattkoden har gått ut.' },
      { code: 'LOCKER20', message: 'Rabattkoden gäller inte för den här förrådstypen.' },
    ],
    // (1990 + 69) × 1.25 = 2573.75; 50 % off the first month's 1990: (995 + 69) × 1.25 = 1330.
    valid: { code: 'FIRSTHALF', before: '2 573,75 kr', after: '1 330,00 kr' },
  },
];

describe('the discount code of the basket', () => {
  const { openPage } = useBrowser();

  for (const discount of cases) {
    const { language, viewport, locationId, unitTypeId } = discount;
    const text = TEXT[language];

    it(`${language}, ${viewport}: a rejected code shows the translated error, a valid one changes the total`, async () => {
      const { page, requests } = await openPage(`/${locationId}/unit-type/${unitTypeId}?lang=${language}`, {
        viewport,
      });
      await page.waitForURL((url) => url.pathname === `/${locationId}/unit-type/${unitTypeId}/options`);
      await chooseOptions(page, {
        language,
        moveInDate: dayFromToday(locationId, discount.moveInAfterDays),
        billingPeriod: discount.billingPeriod,
        insurance: discount.insurance,
      });
      await page.getByRole('link', { name: text.continueToBasket }).click();
      await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
      await expect.poll(() => dueNow(page, language)).toBe(discount.valid.before);

      await page.getByRole('button', { name: text.openDiscount }).click();
      const field = page.getByRole('textbox', { name: text.discountCode });
      for (const { code, message } of discount.rejected) {
        await field.fill(code);
        await page.getByRole('button', { name: text.applyDiscount }).click();
        await page.getByText(message).waitFor();
        expect(await field.getAttribute('aria-invalid')).toBe('true');
        // The field's description is the reason.
        expect(await field.evaluate((input) => input.getAttribute('aria-describedby'))).toBeTruthy();
        const described = await field.evaluate(
          (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
        );
        expect(described).toBe(message);
      }
      expect(await dueNow(page, language)).toBe(discount.valid.before);
      await expectNoAxeViolations(page);
      const validations = requests.filter((url) =>
        new URL(url).pathname.endsWith(`/unit-type/${unitTypeId}/discount/validation`),
      );
      expect(validations).toHaveLength(discount.rejected.length);

      await field.fill(discount.valid.code);
      await page.getByRole('button', { name: text.applyDiscount }).click();
      await page.getByText(text.discountApplied(discount.valid.code)).waitFor();
      await expect.poll(() => dueNow(page, language)).toBe(discount.valid.after);
      for (const { message } of discount.rejected) expect(await page.getByText(message).count()).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  it('en, desktop: a business-only code applies for a business customer and is dropped, with the reason, when the customer type changes to private', async () => {
    const text = TEXT.en;
    const { page } = await openPage('/1/unit-type/101?lang=en', { viewport: 'desktop' });
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    await chooseOptions(page, {
      language: 'en',
      moveInDate: dayFromToday(1, 9),
      billingPeriod: 'Monthly',
      insurance: 'Basic cover',
    });
    await page.getByRole('link', { name: text.continueToBasket }).click();
    await page.getByRole('link', { name: text.continueToDetails }).click();
    await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
    await tick(page.getByRole('radio', { name: 'Business' }));
    await page.getByRole('link', { name: 'Back to the basket' }).click();
    await page.getByRole('heading', { level: 1, name: text.basketTitle }).waitFor();
    // Business customers see prices without VAT: 290 + 69.
    await page.getByRole('button', { name: text.openDiscount }).click();
    await page.getByRole('textbox', { name: text.discountCode }).fill('BUSINESS15');
    await page.getByRole('button', { name: text.applyDiscount }).click();
    await page.getByText(text.discountApplied('BUSINESS15')).waitFor();

    await page.getByRole('link', { name: text.continueToDetails }).click();
    await page.getByRole('heading', { level: 1, name: text.customerTitle }).waitFor();
    await tick(page.getByRole('radio', { name: 'Private person' }));
    const notice =
      'The discount code BUSINESS15 no longer applies and was removed. This discount code is not valid for this customer type.';
    await page.getByRole('status').filter({ hasText: notice }).waitFor();
    // Without the code: (290 + 69) × 1.25.
    await expect.poll(() => dueNow(page, 'en')).toBe('SEK 448.75');
    await expectNoAxeViolations(page);

    // The basket says it too, and offers to enter a code again.
    await page.getByRole('link', { name: 'Back to the basket' }).click();
    await page.getByText(notice).waitFor();
    await page.getByRole('button', { name: text.openDiscount }).waitFor();
  });
});
