import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/useBrowser';

/** The text of an HTML page as a reader without scripts gets it (tags and scripts removed). */
function pageText(html: string): string {
  return html
    .replace(/<script[^>]*>[^<]*<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** `text` with every run of white space (line breaks, no-break spaces) as one space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('server rendering: the pages come with their content', () => {
  const { origin, openPage } = useBrowser();

  it('/1?lang=en comes with the unit types, their prices, the title and the tenant theme in its HTML', async () => {
    const response = await fetch(`${origin()}/1?lang=en`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<title>Choose your storage unit | Nordbox Self Storage</title>');
    expect(html).toContain('--stowly-color-primary:#1F6F5C');
    const text = pageText(html);
    for (const expected of ['Locker S', 'Storage room 5 m²', 'SEK 326.25', 'SEK 1,338.75', 'Sold out']) {
      expect(text).toContain(expected);
    }
  });

  it("CityStash's page preloads its Inter files from the sandbox and renders in Inter", async () => {
    const html = await (await fetch(`${origin()}/3?lang=en`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" href="[^"]+\/sandbox-assets\/fonts\/inter-latin-400-normal\.woff2" crossorigin>/,
    );
    expect(head).toMatch(/@font-face \{\s*font-family: "Inter";[^}]*font-display: swap;/);

    const { page } = await openPage('/3?lang=en');
    const fonts: { url: string; status: number; type: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font') {
        fonts.push({
          url: response.url(),
          status: response.status(),
          type: response.headers()['content-type'],
        });
      }
    });
    await page.reload();
    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    await page.waitForFunction(
      () => document.fonts.check('700 16px Inter') && document.fonts.check('16px Inter'),
    );
    expect(fonts.map((font) => new URL(font.url).pathname).sort()).toEqual([
      '/sandbox-assets/fonts/inter-latin-400-normal.woff2',
      '/sandbox-assets/fonts/inter-latin-700-normal.woff2',
    ]);
    for (const font of fonts) expect([font.status, font.type]).toEqual([200, 'font/woff2']);
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Inter"?,/);
  });

  it('/1?lang=sv comes in Swedish, with <html lang="sv">', async () => {
    const html = await (await fetch(`${origin()}/1?lang=sv`)).text();

    expect(html).toMatch(/<html lang="sv">/);
    const text = pageText(html);
    expect(text).toContain('Välj ditt förråd');
    expect(text).toContain('Förråd S');
    expect(text).toMatch(/326,25\skr/);
  });

  it('a language chosen in the browser comes back from the server on the next visit, without the lang query', async () => {
    const { page, context } = await openPage('/1?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Choose your storage unit' }).waitFor();
    await page.evaluate(() => window.localStorage.setItem('locale', 'de'));
    // The app keeps the stored choice in the `locale` cookie from its next start.
    await page.goto(`${origin()}/1`);
    await page.getByRole('heading', { level: 1, name: 'Wählen Sie Ihr Lagerabteil' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');

    const response = await page.request.get(`${origin()}/1`);
    expect(await response.text()).toMatch(/<html lang="de">/);
  });

  it('an unknown location and an unknown path answer 404 with the not-found page', async () => {
    for (const path of ['/999?lang=en', '/1/no/such/page?lang=en']) {
      const response = await fetch(`${origin()}${path}`);
      expect(response.status, path).toBe(404);
      expect(pageText(await response.text()), path).toContain('Page not found');
    }
  });

  it('the unit list shows and works with no API call from the browser before it is visible, and no hydration error', async () => {
    const { page, requests } = await openPage('/1?lang=en');
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType()) && request.url().includes('/v1/')) {
        apiCalls.push(request.url());
      }
    });
    await page.getByRole('heading', { name: 'Locker S' }).waitFor();
    expect(apiCalls).toEqual([]);
    expect(
      requests.filter((url) => new URL(url).pathname.startsWith('/v1/') && !url.includes('/favicon')),
    ).toEqual([]);
    // Hydrated: the page answers the visitor (an uncaught hydration error fails the test).
    await page.getByRole('button', { name: 'Select Locker S' }).click();
    await page.waitForURL((url) => url.pathname === '/1/unit-type/101/options');
  });

  it('with JavaScript off, the unit list and the not-found page are readable', async () => {
    const { page } = await openPage('/1?lang=en', { javaScript: false });

    expect(await page.getByRole('heading', { level: 1, name: 'Choose your storage unit' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('heading', { name: 'Locker S' }).isVisible()).toBe(true);
    expect(await page.getByText('SEK 326.25').first().isVisible()).toBe(true);
    await page.goto(`${origin()}/404?lang=sv`);
    expect(await page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' }).isVisible()).toBe(true);
  });

  it("with JavaScript off, a unit type's options are readable, from its options page and its pre-select link", async () => {
    const { page } = await openPage('/1/unit-type/101/options?lang=en', { javaScript: false });

    for (const path of ['/1/unit-type/101/options?lang=en', '/1/unit-type/101?lang=en']) {
      await page.goto(`${origin()}${path}`);
      expect(await page.title(), path).toBe('Options for Locker S | Nordbox Self Storage');
      const visible = (locator: ReturnType<typeof page.getByText>) =>
        locator.filter({ visible: true }).first().isVisible();
      expect(await visible(page.getByRole('heading', { level: 1, name: 'Options for Locker S' })), path).toBe(
        true,
      );
      // Playwright's text locators skip <noscript>, which holds this page: the page's own text is read.
      expect(await page.locator('body').innerText(), path).toContain(
        'Turn on JavaScript in your browser to choose your options and book online.',
      );
      expect(
        await page.getByRole('region', { name: 'When would you like to move in?' }).innerText(),
        path,
      ).toMatch(
        /^When would you like to move in\?\s+You can move in on any day from \S+ \S+ \d{4} to \S+ \S+ \d{4}\.$/,
      );
      const plans = page
        .getByRole('region', { name: 'How would you like to be billed?' })
        .getByRole('listitem');
      expect((await plans.allTextContents()).map(oneLine), path).toEqual([
        // With 25 % VAT: prices to a visitor (a private customer until told otherwise) include it.
        'Monthly SEK 362.50 per month',
        'Monthly, 12-month term SEK 326.25 per month',
        'Weekly SEK 92.03 per week',
      ]);
      const products = page.getByRole('region', { name: 'Anything else you need?' }).getByRole('listitem');
      expect((await products.allTextContents()).map(oneLine), path).toContain('Padlock SEK 186.25 one-off');
      expect(
        await page.getByRole('link', { name: 'Choose another storage unit' }).getAttribute('href'),
        path,
      ).toBe('/1?lang=en');
      // Nothing is loading for a reader without JavaScript.
      expect(await page.getByRole('status').filter({ visible: true }).count(), path).toBe(0);
    }
  });

  it("with JavaScript on, the options page shows none of the reader-without-JavaScript part, and takes the server's page over without a hydration error", async () => {
    const { page } = await openPage('/1/unit-type/101/options?lang=en');
    const hydrationMessages: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) hydrationMessages.push(message.text());
    });
    await page.getByRole('heading', { name: 'When would you like to move in?' }).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Turn on JavaScript');
    expect(await page.getByRole('heading', { level: 1, name: 'Options for Locker S' }).count()).toBe(1);
    expect(hydrationMessages).toEqual([]);
  });
});
