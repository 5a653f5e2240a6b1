import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type OpenedPage, type OpenPageOptions, useBrowser } from './support/useBrowser';

/** The interface language of the page, as `<html lang>` says it. */
function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

function storedLocale(page: Page): Promise<string | null> {
  return page.evaluate(() => window.localStorage.getItem('locale'));
}

/** The header's language switcher, named "<label> <current language>" ("Language English"). */
function headerSwitcher(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^(Language|Språk|Sprache|Język) / });
}

describe('the interface language', () => {
  const { openPage } = useBrowser();

  /** Opens `path` with `stored` as the stored choice (`locale`), written before the app starts. */
  async function openWithStored(
    path: string,
    stored: string,
    options: OpenPageOptions = {},
  ): Promise<OpenedPage> {
    const opened = await openPage('/404', options);
    await opened.page.evaluate((value) => window.localStorage.setItem('locale', value), stored);
    await opened.page.goto(new URL(path, opened.page.url()).href);
    return opened;
  }

  it('follows the browser language when nothing else is given (de-AT is German)', async () => {
    const { page } = await openPage('/3', { locale: 'de-AT' });
    await headerSwitcher(page).waitFor();
    expect(await htmlLang(page)).toBe('de');
    expect(await headerSwitcher(page).getAttribute('aria-labelledby')).not.toBeNull();
    expect(await headerSwitcher(page).textContent()).toBe('Deutsch');
    expect(await page.getByRole('button', { name: 'Cookie-Einstellungen' }).count()).toBe(1);
    // CityStash words the unit list's heading itself (its `GET /setup` translations), in German.
    await page.getByRole('heading', { level: 1, name: 'Lagerraum mitten in der Stadt' }).waitFor();
    // The browser's language is not a choice: nothing is stored.
    expect(await storedLocale(page)).toBeNull();
  });

  it('speaks English for a browser language the product does not have', async () => {
    const { page } = await openPage('/1', { locale: 'ja-JP' });
    await page.getByRole('region', { name: 'Storage units' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });

  it('prefers the stored choice over the browser language', async () => {
    const { page } = await openWithStored('/1', 'sv', { locale: 'de-AT' });
    await page.getByRole('region', { name: 'Förråd' }).waitFor();
    expect(await htmlLang(page)).toBe('sv');
    expect(await storedLocale(page)).toBe('sv');
  });

  it('prefers the lang query over the stored choice, without storing it', async () => {
    const { page } = await openWithStored('/1?lang=en', 'sv', { locale: 'de-AT' });
    await page.getByRole('region', { name: 'Storage units' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await storedLocale(page)).toBe('sv');
  });

  it('removes an unsupported stored value and falls back to the browser language', async () => {
    const { page } = await openWithStored('/3', 'xx', { locale: 'de-AT' });
    await headerSwitcher(page).waitFor();
    expect(await htmlLang(page)).toBe('de');
    // The server's page shows the switcher before the app is live; the app removes the value.
    await expect.poll(() => storedLocale(page)).toBeNull();
  });

  it('stores a chosen language, follows it in <html lang> and the lang query, and clears it for English', async () => {
    const { page } = await openPage('/1?lang=en', { locale: 'en-GB' });
    const switcher = headerSwitcher(page);
    await switcher.click();
    const menu = page.getByRole('menu', { name: 'Language' });
    // The menu's code may still be loading when the button is pressed (it loads after the page's
    // data): the press opens it once it is there.
    await menu.waitFor();
    // Stockholm offers Swedish and English only.
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Svenska', 'English']);
    await menu.getByRole('menuitemradio', { name: 'Svenska' }).click();

    await page.getByRole('region', { name: 'Förråd' }).waitFor();
    expect(await htmlLang(page)).toBe('sv');
    expect(await storedLocale(page)).toBe('sv');
    await page.waitForURL((url) => url.searchParams.get('lang') === 'sv');

    await headerSwitcher(page).click();
    await page.getByRole('menu', { name: 'Språk' }).getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('region', { name: 'Storage units' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await storedLocale(page)).toBeNull();
  });

  it("limits the choice to the location's languages (Berlin: German, English, Polish)", async () => {
    const { page } = await openPage('/3?lang=de');
    await headerSwitcher(page).click();
    const menu = page.getByRole('menu', { name: 'Sprache' });
    // The menu's code may still be loading when the button is pressed (it loads after the page's
    // data): the press opens it once it is there.
    await menu.waitFor();
    expect(await menu.getByRole('menuitemradio').allTextContents()).toEqual(['Deutsch', 'English', 'Polski']);
    expect(await menu.getByRole('menuitemradio', { name: 'Deutsch' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('shows the switcher only with the tenant flag or ?languageSwitch=true', async () => {
    // The demo tenants have the flag on: answer their setup with it off.
    const withoutFlag = async (path: string) => {
      const opened = await openPage('/404', { rendering: 'client' });
      await opened.page.route(
        (url) => url.pathname === '/v1/setup',
        async (route) => {
          const response = await route.fetch();
          const body = await response.json();
          body.data.featureFlags.languageSwitch = false;
          await route.fulfill({ response, json: body });
        },
      );
      await opened.page.goto(new URL(path, opened.page.url()).href);
      return opened.page;
    };

    const plain = await withoutFlag('/1?lang=en');
    await plain.getByRole('region', { name: 'Storage units' }).waitFor();
    expect(await plain.getByRole('button', { name: 'Cookie settings' }).count()).toBe(1);
    expect(await headerSwitcher(plain).count()).toBe(0);

    const byQuery = await withoutFlag('/1?lang=en&languageSwitch=true');
    await headerSwitcher(byQuery).waitFor();
    expect(await headerSwitcher(byQuery).textContent()).toBe('English');
  });
});
