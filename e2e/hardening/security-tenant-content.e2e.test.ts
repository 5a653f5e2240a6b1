import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/useBrowser';

/** Answers the API calls whose path is `pathname` with the sandbox's answer, changed by `change`. */
async function tamper(page: Page, pathname: string, change: (data: Record<string, unknown>) => void) {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      change(body.data);
      await route.fulfill({ response, json: body });
    },
  );
}

/**
 * The error events the page sent to the error-reporting service (the sandbox's envelope
 * collector), as JSON text: each envelope is a header line, then per item a header line and a
 * payload line; only `event` items count (not replays or spans).
 */
function recordReportedEvents(page: Page): string[] {
  const events: string[] = [];
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith('/envelope/')) return;
    const lines = (request.postData() ?? '').split('\n');
    for (let index = 1; index < lines.length - 1; index += 1) {
      try {
        const header = JSON.parse(lines[index] ?? '') as { type?: unknown };
        if (header.type === 'event') events.push(lines[index + 1] ?? '');
      } catch {
        // A payload line that is not JSON (a replay's recording): not an item header.
      }
    }
  });
  return events;
}

const hacked = (page: Page) => page.evaluate(() => (window as { e2eHacked?: number }).e2eHacked);

describe('security: hostile tenant content (translations and branding from the API)', () => {
  const { openPage, origin } = useBrowser();

  it('tenant translations with markup, script tags, unknown tags, unclosed braces and 1 MB render as text or fall back per key, are reported once and never blank the page', async () => {
    const megabyte = 'Storage '.repeat(131_072);
    const hostile = {
      'web.flow.unitSelection.title': '<img src=x onerror="window.e2eHacked=1">Pick your unit',
      'ui.unitTypeList.allCategories': '"<script>window.e2eHacked=2</script>"',
      'web.shell.cookieSettings': '<blink>Cookies</blink><x-evil onclick="window.e2eHacked=3">',
      // Unclosed braces: ICU cannot parse them, so the English message of the key shows.
      'ui.unitType.priceFromMonthly': 'From {price per month',
      'ui.unitTypeList.categories': `{count, plural, one {# type}`,
      'ui.unitType.select': megabyte,
      // Valid ICU from the tenant: the app precompiles its own catalogs, so it loads the ICU parser
      // for this text (and the broken ones) and formats it.
      'ui.unitType.unitsAvailable': '{count, plural, one {Only # unit left} other {# units free}}',
    };
    const { page, requests } = await openPage('/404?lang=en', { rendering: 'client' });
    // Every card holds the megabyte: each render and each role query over the list takes seconds
    // on a loaded machine (12 s for the whole test alone, over a minute among the other files).
    page.setDefaultTimeout(45_000);
    const events = recordReportedEvents(page);
    // The tenant's own words (`GET /setup`) come over the provider's (`GET /translation`) key by
    // key: two of its keys say something else, to see which one the page shows.
    const tenantHostile = {
      ...hostile,
      'web.flow.unitSelection.title': '<img src=x onerror="window.e2eHacked=4">Tenant: pick a unit',
      'web.shell.cookieSettings': '<blink>Tenant cookies</blink><x-evil onclick="window.e2eHacked=5">',
    };
    await tamper(page, '/v1/translation', (data) => Object.assign(data, hostile));
    await tamper(page, '/v1/setup', (data) => Object.assign(data.translations as object, tenantHostile));
    await page.goto(`${origin()}/1?lang=en`);

    // Markup is text: the heading shows the tenant's text literally, and no element of it exists.
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(await heading.innerText()).toBe(tenantHostile['web.flow.unitSelection.title']);
    const list = page.getByRole('region', { name: 'Storage units', exact: true });
    const allCategories = list.getByRole('radio', {
      name: hostile['ui.unitTypeList.allCategories'],
      exact: true,
    });
    await allCategories.waitFor();
    const cookieSettings = page.getByRole('button', {
      name: tenantHostile['web.shell.cookieSettings'],
      exact: true,
    });
    await cookieSettings.waitFor();
    // Shown on screen as the text it is, not only present in the tree.
    expect(await cookieSettings.isVisible()).toBe(true);
    expect(await cookieSettings.innerText()).toBe(tenantHostile['web.shell.cookieSettings']);
    expect(await page.getByText(hostile['ui.unitTypeList.allCategories'], { exact: true }).isVisible()).toBe(
      true,
    );
    expect(
      await page.evaluate(() => ({
        images: document.querySelectorAll('img[src="x"]').length,
        tags: document.querySelectorAll('blink, x-evil').length,
        scripts: [...document.scripts].filter((script) => script.text.includes('e2eHacked')).length,
      })),
    ).toEqual({ images: 0, tags: 0, scripts: 0 });

    // Unclosed braces fall back to English for that key only.
    await list.getByRole('radiogroup', { name: 'Category' }).waitFor();
    const lockerS = list.getByRole('article', { name: 'Locker S' });
    await lockerS.getByText(/^Price from .+ per month$/).waitFor();
    expect(await page.getByText('{price', { exact: false }).count()).toBe(0);

    // The tenant's valid ICU message is parsed at run time, by the parser loaded for it.
    await lockerS.getByText(/^(Only 1 unit left|\d+ units free)$/).waitFor();
    expect(requests.some((url) => /icu-messageformat-parser[^/]*\.js$/.test(url))).toBe(true);

    // The megabyte of text is a name like any other: the page still works with it.
    const select = lockerS.getByRole('button').first();
    await select.waitFor();
    expect(await page.getByRole('main').isVisible()).toBe(true);

    // Each broken message is reported once, however often the page renders it (category changes
    // render every card again).
    const reportsOf = (key: string) => events.filter((event) => event.includes(`"${key}"`)).length;
    await expect.poll(() => reportsOf('ui.unitType.priceFromMonthly'), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => reportsOf('ui.unitTypeList.categories'), { timeout: 20_000 }).toBe(1);
    for (const category of ['Indoor rooms', 'Drive-up', hostile['ui.unitTypeList.allCategories']]) {
      await list.getByRole('radio', { name: category, exact: true }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.has('unitTypeCategoryId'), { timeout: 45_000 })
        .toBe(category !== hostile['ui.unitTypeList.allCategories']);
    }
    await lockerS.getByText(/^Price from .+ per month$/).waitFor();
    await page.waitForTimeout(2_000);
    expect(reportsOf('ui.unitType.priceFromMonthly')).toBe(1);
    expect(reportsOf('ui.unitTypeList.categories')).toBe(1);
    expect(await hacked(page)).toBeUndefined();
  });

  it('branding links with javascript: and data: are no links; unsafe colours and non-https fonts are refused, the safe ones used', async () => {
    const { page, requests } = await openPage('/404?lang=en', { consent: 'unseen', rendering: 'client' });
    const fontPath = '/e2e-tenant-font-800.woff2';
    await tamper(page, '/v1/setup', (data) => {
      data.imprintUrl = 'javascript:window.e2eHacked=1';
      data.privacyPolicyUrl = 'data:text/html,<script>window.e2eHacked=2</script>';
      data.cookiePolicyUrl = ' JaVaScRiPt:window.e2eHacked=3';
      data.appearance = {
        colors: {
          primary: 'red; --stowly-color-text: #000',
          secondary: 'url(https://evil.example/a.png)',
          // The one safe colour: it shows the theme is read at all.
          error: '#AA0000',
          text: 'expression(alert(1))',
          background: '#12345g',
          disabled: 'var(--evil)',
          darkDisabled: 'rgb(0 0 0)}body{display:none',
          headerBackground: '#fff;background-image:url(https://evil.example/t.png)',
          headerText: '   ',
        },
        font: {
          name: 'Evil Font',
          variants: {
            // Plain http from another host (only this machine's own http is allowed, for the sandbox).
            '400': 'http://fonts.example.com/e2e-tenant-font-400.woff2',
            '500': '//evil.example/font.woff2',
            '600': 'data:font/woff2;base64,AAAA',
            '700': 'javascript:window.e2eHacked=4',
            // The one safe file: a same-origin path.
            '800': fontPath,
          },
        },
      };
    });
    await tamper(page, '/v1/location/config', (data) => {
      for (const location of data as unknown as Record<string, unknown>[]) {
        location.imprintUrl = '\tjavascript:window.e2eHacked=5';
        location.privacyPolicyUrl = 'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==';
      }
    });
    await page.goto(`${origin()}/1?lang=en`);

    // The cookie dialog's policy text is there, but no link.
    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await dialog.waitFor();
    await dialog.getByText('Cookie policy').waitFor();
    expect(await dialog.getByRole('link', { name: 'Cookie policy' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Save selection' }).click();
    await page.getByRole('button', { name: 'Select Locker S' }).waitFor();

    expect(await page.getByRole('link', { name: 'Imprint' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Privacy policy' }).count()).toBe(0);
    expect(
      await page.evaluate(() =>
        [...document.querySelectorAll('a[href], area[href], iframe[src], object[data]')]
          .map((element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '')
          .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
      ),
    ).toEqual([]);

    const theme = await page.evaluate(() => {
      const root = document.querySelector('.stowly-Root') ?? document.documentElement;
      const style = getComputedStyle(root);
      const value = (name: string) => style.getPropertyValue(name).trim();
      return {
        primary: value('--stowly-color-primary'),
        secondary: value('--stowly-color-secondary'),
        danger: value('--stowly-color-danger'),
        text: value('--stowly-color-text'),
        background: value('--stowly-color-background'),
        headerBackground: value('--stowly-color-header-background'),
        bodyShown: getComputedStyle(document.body).display !== 'none',
        fontFaces: [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Evil Font')
          .map((face) => face.weight),
        styleText: [...document.querySelectorAll('style')].map((element) => element.textContent).join('\n'),
      };
    });
    expect({ ...theme, styleText: undefined }).toEqual({
      primary: '#265E92',
      secondary: '#C4DDF1',
      danger: '#AA0000',
      text: '#132B40',
      background: '#FAFAFA',
      headerBackground: '#FFFFFF',
      bodyShown: true,
      fontFaces: ['800'],
      styleText: undefined,
    });
    expect(theme.styleText).not.toMatch(/evil\.example|e2e-tenant-font-400|javascript:|data:font/);
    expect(requests.filter((url) => url.includes('e2e-tenant-font-400'))).toEqual([]);
    expect(await hacked(page)).toBeUndefined();
  });
});
