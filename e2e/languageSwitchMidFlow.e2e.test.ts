import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOptions, dayFromToday, TEXT, tick } from './support/bookingSteps';
import { useBrowser } from './support/useBrowser';

/** Chooses `language` (its name as the menu shows it) from the header's language switcher. */
async function switchLanguage(page: Page, switcherLabel: string, language: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${switcherLabel} `) })
    .click();
  await page
    .getByRole('menu', { name: switcherLabel })
    .getByRole('menuitemradio', { name: language })
    .click();
}

/**
 * Spec sections 4 and 7: every booking API call sends the interface language, so after a switch
 * every answer worded in a language (unit types, plans, insurances, products, the price summary,
 * the location's consents) comes again in the new one, and nothing stays in the language before.
 */
describe('switching language in the middle of a booking', () => {
  const { openPage } = useBrowser();

  it('from Swedish to English on the basket: the summary, the options and the consents all turn English', async () => {
    const { page } = await openPage('/1?lang=sv');
    const sv = TEXT.sv;
    await page
      .getByRole('region', { name: sv.unitTypeList, exact: true })
      .getByRole('button', { name: sv.select('Förråd S') })
      .click();
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
    await chooseOptions(page, {
      language: 'sv',
      moveInDate: dayFromToday(1, 4),
      billingPeriod: 'Månadsvis',
      insurance: 'Grundskydd',
    });
    await tick(page.getByRole('checkbox', { name: 'Hänglås', exact: true }));
    await page.getByRole('link', { name: sv.continueToBasket }).click();
    await page.getByRole('heading', { level: 1, name: sv.basketTitle }).waitFor();
    const swedishSummary = page.getByRole('region', { name: sv.basketSummary });
    await swedishSummary.getByText('Grundskydd').first().waitFor();

    await switchLanguage(page, 'Språk', 'English');
    const en = TEXT.en;
    await page.getByRole('heading', { level: 1, name: en.basketTitle }).waitFor();
    const summary = page.getByRole('region', { name: en.basketSummary });
    for (const name of ['Locker S', 'Basic cover', 'Padlock']) {
      await summary.getByText(name).first().waitFor();
    }
    const main = page.getByRole('main');
    await expect.poll(() => main.innerText()).not.toMatch(/Förråd S|Grundskydd|Hänglås|Månadsvis/);

    // The options keep the choices, named in English.
    await page.getByRole('link', { name: 'Change the options' }).click();
    await page.getByRole('heading', { level: 1, name: en.optionsTitle('Locker S') }).waitFor();
    const plans = page.getByRole('radiogroup', { name: en.billingPeriod });
    expect(await plans.getByRole('radio', { name: 'Monthly', exact: true }).isChecked()).toBe(true);
    const insurances = page.getByRole('radiogroup', { name: en.insurance });
    expect(await insurances.getByRole('radio', { name: 'Basic cover', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Padlock', exact: true }).isChecked()).toBe(true);
    await expect.poll(() => main.innerText()).not.toMatch(/Förråd S|Grundskydd|Hänglås|Månadsvis/);

    // The details form shows the location's consents in English, not in Swedish.
    await page.getByRole('link', { name: en.continueToBasket }).click();
    await page.getByRole('link', { name: en.continueToDetails }).click();
    await page.getByRole('heading', { level: 1, name: en.customerTitle }).waitFor();
    await page
      .getByRole('checkbox', { name: 'I accept the rental terms and conditions', exact: true })
      .waitFor();
    expect(await page.getByRole('checkbox', { name: 'Jag godkänner hyresvillkoren' }).count()).toBe(0);
  });
});
