import { describe, expect, it } from 'vitest';
import { overviewPath, signInFromLoginPage } from '../support/portalSteps';
import { useBrowser } from '../support/useBrowser';
import { axeAtBothWidths, holdRequests, LANGUAGES, waitForRoute, withLang } from './accessibilityRoutes';

describe('accessibility: axe-core (WCAG 2.2 A and AA), customer portal (spec section 2), at 360 and 1280 px, in English and German', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: {} });

  it('customer portal: the overview of each location, shared access, the payment update and its return and the cancel dialog are usable with assistive technology', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    const { page } = await openPage('/login?lang=en');
    await signInFromLoginPage(page);
    const visit = async (path: string, landing: string | RegExp, language: string, redirectOnly = false) => {
      await page.goto(new URL(withLang(path, language), origin()).href);
      await waitForRoute(page, landing, language);
      if (redirectOnly) return;
      checked.push(`${language} ${path}`);
      await axeAtBothWidths(page, `${language} ${path}`, failures);
    };
    const cancelLabel = { en: 'Cancel booking', de: 'Buchung kündigen' } as const;

    for (const language of LANGUAGES) {
      await visit('/customer-portal', /^\/customer-portal\/account-overview(\/\d+)?$/, language, true);
      await visit(overviewPath(), /^\/customer-portal\/account-overview(\/\d+)?$/, language, true);
      await visit(overviewPath(2), overviewPath(2), language);
      await visit(overviewPath(1), overviewPath(1), language);
      // The cancel dialog, opened and left without cancelling.
      await page
        .getByRole('button', { name: cancelLabel[language as 'en' | 'de'] })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      await page.waitForLoadState('networkidle');
      checked.push(`${language} cancel dialog`);
      await axeAtBothWidths(page, `${language} cancel dialog`, failures);
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });

      await visit(`${overviewPath(1)}/shared-access`, `${overviewPath(1)}/shared-access`, language);
      // The return of a card that was not saved (no provider answer on the address).
      await visit(
        `${overviewPath(1)}/payment/update/verify`,
        `${overviewPath(1)}/payment/update/verify`,
        language,
      );
      // The update page while it opens the provider's card page (the setup intent held back).
      const hold = await holdRequests(page, (url) => url.pathname.endsWith('/setup-intent'));
      await page.goto(new URL(withLang(`${overviewPath(1)}/payment/update`, language), origin()).href);
      await page.locator('h1').first().waitFor();
      await expect.poll(hold.held).toBe(1);
      checked.push(`${language} payment update`);
      await axeAtBothWidths(page, `${language} payment update`, failures);
      await page.goto(new URL(withLang(overviewPath(1), language), origin()).href);
      await hold.release();
    }

    expect(failures).toEqual([]);
    expect(checked).toHaveLength(2 * 6);
  }, 300_000);
});
