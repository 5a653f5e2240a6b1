import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/expectNoAxeViolations';
import { useBrowser } from './support/useBrowser';

describe('unit type selection of a location', () => {
  const { openPage } = useBrowser();

  it('lists the unit types of Stockholm by name, the sold-out one disabled (desktop, English)', async () => {
    const { page, path } = await openPage('/1?lang=en');
    const list = page.getByRole('region', { name: 'Storage units' });
    await list.getByRole('article', { name: 'Locker S' }).waitFor();

    expect(await list.getByRole('heading').allTextContents()).toEqual([
      'Locker S',
      'Storage room 5 m²',
      'Storage room 10 m²',
      'Drive-up garage 15 m²',
    ]);
    expect(await list.getByRole('button', { name: 'Select Locker S' }).isEnabled()).toBe(true);
    const soldOut = list.getByRole('button', { name: 'Sold out Drive-up garage 15 m²' });
    expect(await soldOut.isDisabled()).toBe(true);
    expect(path()).toBe('/1?lang=en');
    await expectNoAxeViolations(page);
  });

  it('speaks Swedish with ?lang=sv, names from the API included (mobile)', async () => {
    const { page } = await openPage('/1?lang=sv', { viewport: 'mobile' });
    const list = page.getByRole('region', { name: 'Förråd' });

    await list.getByRole('button', { name: 'Välj Förråd S' }).waitFor();
    expect(await list.getByRole('button', { name: 'Slutsåld Garage 15 m²' }).isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
  });

  it('filters by category, and a category deep link filters the same way', async () => {
    const { page } = await openPage('/1?lang=en');
    const list = page.getByRole('region', { name: 'Storage units' });
    await list.getByRole('article', { name: 'Locker S' }).waitFor();

    await list
      .getByRole('radiogroup', { name: 'Category' })
      .getByRole('radio', { name: 'Indoor rooms' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('unitTypeCategoryId') === '12');
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await expect.poll(() => list.getByRole('article').count()).toBe(2);
    expect(await list.getByRole('article', { name: 'Storage room 5 m²' }).isVisible()).toBe(true);
    expect(await list.getByRole('article', { name: 'Storage room 10 m²' }).isVisible()).toBe(true);

    const deepLink = await openPage('/1?lang=en&unitTypeCategoryId=13', { viewport: 'mobile' });
    const deepList = deepLink.page.getByRole('region', { name: 'Storage units' });
    await deepList.getByRole('article', { name: 'Drive-up garage 15 m²' }).waitFor();
    expect(await deepList.getByRole('article').count()).toBe(1);
    expect(await deepList.getByRole('radio', { name: 'Drive-up' }).isChecked()).toBe(true);
  });

  it('asks for cookie consent on a first visit and remembers the choice', async () => {
    const { page } = await openPage('/1?lang=en', { consent: 'unseen', stubTrackingScripts: true });
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => window.localStorage.getItem('consent'))).toBe(
      JSON.stringify({ necessary: true, marketing: true }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Cookie settings' }).count()).toBe(0);
  });
});
