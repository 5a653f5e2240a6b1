// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createRequestHandler, defaultContentSecurityPolicy } from '../createRequestHandler';
import answers from './apiAnswers.json';

/** The client build's index.html, as Vite writes it. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Stowly</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <style>.web-BookingPage{display:flex}</style>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** A tenant of the fake API: location `locationId` belongs to it. */
interface FakeTenant {
  locationId: number;
  name: string;
  primary: string;
  unitTypeName: string;
  /** The tenant's web font as `/setup` answers it, or none (the default font). */
  font?: { name: string; variants: Record<string, string> };
}

const NORDBOX: FakeTenant = { locationId: 1, name: 'Nordbox', primary: '#1F6F5C', unitTypeName: 'Locker S' };
const CITYSTASH: FakeTenant = {
  locationId: 2,
  name: 'CityStash',
  primary: '#5B2A86',
  unitTypeName: 'Cube M',
};
/** CityStash with Inter, as the sandbox on this machine answers it (absolute `http://127.0.0.1` URLs). */
const CITYSTASH_INTER: FakeTenant = {
  ...CITYSTASH,
  font: {
    name: 'Inter',
    variants: {
      '400': 'http://127.0.0.1:8080/sandbox-assets/fonts/inter-latin-400-normal.woff2',
      '700': 'http://127.0.0.1:8080/sandbox-assets/fonts/inter-latin-700-normal.woff2',
    },
  },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The booking API for the handler, from answers of the sandbox: each location is its tenant's
 * (name, colour, unit type name), and every unit type name and the translation carry the
 * request's language, so a page shows whose data and which language it got. Each answer waits a
 * random moment, so concurrent renders interleave.
 */
function fakeApi(tenants: FakeTenant[], options: { fail?: boolean } = {}) {
  const calls: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const language = request.headers.get('Content-Language') ?? '?';
    calls.push(`${url.pathname}${url.search} ${language}`);
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 20));
    if (options.fail) return json({ error: { code: 'unavailable', message: 'Down', details: [] } }, 503);
    const locationId = Number(url.searchParams.get('locationIds'));
    const tenant = tenants.find((candidate) => candidate.locationId === locationId);
    switch (url.pathname) {
      case '/v1/translation':
        return json({ data: { 'web.shell.cookieSettings': `Cookie choices (${language})` } });
      case '/v1/setup': {
        const setup = structuredClone(answers.setup);
        const shown = tenant ?? tenants[0];
        if (shown) {
          setup.data.tenant.name = shown.name;
          setup.data.appearance.colors.primary = shown.primary;
          (setup.data.appearance as { font: FakeTenant['font'] | null }).font = shown.font ?? null;
        }
        return json(setup);
      }
      case '/v1/location/config': {
        if (!tenant)
          return json({ error: { code: 'not-found', message: 'No such location', details: [] } }, 404);
        const config = structuredClone(answers.locationConfig);
        for (const location of config.data) {
          location.id = tenant.locationId;
          location.name = `${tenant.name} Central`;
        }
        return json(config);
      }
      case '/v1/unit-type': {
        const list = structuredClone(answers.unitTypes);
        for (const unitType of list.data) {
          unitType.locationId = locationId;
          if (unitType.id === 101 && tenant) unitType.name = `${tenant.unitTypeName} (${language})`;
        }
        return json(list);
      }
      case '/v1/unit-type/category':
        return json(answers.categories);
      default:
        return json({ error: { code: 'not-found', message: 'Not found', details: [] } }, 404);
    }
  };
  return { fetch, calls };
}

function handlerFor(api: ReturnType<typeof fakeApi>) {
  return createRequestHandler({ template: TEMPLATE, fetch: api.fetch });
}

/** The JSON the page hands to the browser, or null when it has none. */
function serverState(
  html: string,
): { language: string; queries: { queries: { queryKey: unknown[] }[] } } | null {
  const match = /<script type="application\/json" id="stowly-server-state"[^>]*>([^<]*)<\/script>/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

/** The page's text, as a reader without scripts sees it (tags and the state removed). */
function pageText(html: string): string {
  return html
    .replace(/<script[^>]*>[^<]*<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('createRequestHandler: the reference app rendered on the server', () => {
  it('renders the unit list with names, prices, title, language and tenant theme, and hands its data to the browser', async () => {
    const api = fakeApi([NORDBOX]);
    const response = await handlerFor(api)(new Request('http://127.0.0.1:8080/1?lang=en'));
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/);
    expect(html).toContain('<title>Choose your storage unit | Nordbox</title>');
    expect(html).toContain('--stowly-color-primary:#1F6F5C');
    const text = pageText(html);
    expect(text).toContain('Locker S (en)');
    expect(text).toContain('Storage room 5 m²');
    // A visitor counts as a private customer: the from-price with VAT (261.00 + 25 %).
    expect(text).toContain('Price from SEK 326.25 per month');
    expect(text).toContain('Cookie choices (en)');
    const state = serverState(html);
    expect(state?.language).toBe('en');
    const keys = state?.queries.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys.some((key) => key.includes('"setup"'))).toBe(true);
    expect(keys.some((key) => key.includes('"unit-type"'))).toBe(true);
    // The SDK's catalogs come with the browser's own chunks, not in the page.
    expect(keys.some((key) => key.includes('"catalog"'))).toBe(false);
  });

  it('renders in the language of the lang query, then the locale cookie, then Accept-Language, else English', async () => {
    const api = fakeApi([NORDBOX]);
    const handle = handlerFor(api);
    const page = async (path: string, headers: Record<string, string> = {}) => {
      const html = await (await handle(new Request(`http://127.0.0.1:8080${path}`, { headers }))).text();
      return { lang: /<html lang="([^"]+)"/.exec(html)?.[1], text: pageText(html) };
    };

    const swedish = await page('/1?lang=sv', { Cookie: 'locale=de', 'Accept-Language': 'fi' });
    expect(swedish.lang).toBe('sv');
    expect(swedish.text).toContain('Välj ditt förråd');
    expect(swedish.text).toContain('Locker S (sv)');
    expect(swedish.text).toMatch(/326,25\skr/);
    expect((await page('/1', { Cookie: 'other=1; locale=de', 'Accept-Language': 'fi' })).lang).toBe('de');
    expect((await page('/1', { 'Accept-Language': 'xx, fi-FI;q=0.8, sv;q=0.9' })).lang).toBe('sv');
    expect((await page('/1', { Cookie: 'locale=klingon', 'Accept-Language': 'xx' })).lang).toBe('en');
  });

  it('renders two tenants in two languages at the same time without either seeing the other', async () => {
    const api = fakeApi([NORDBOX, CITYSTASH]);
    const handle = handlerFor(api);
    const cases = [
      { tenant: NORDBOX, other: CITYSTASH, language: 'en' },
      { tenant: CITYSTASH, other: NORDBOX, language: 'sv' },
      { tenant: NORDBOX, other: CITYSTASH, language: 'sv' },
      { tenant: CITYSTASH, other: NORDBOX, language: 'en' },
    ];
    const pages = await Promise.all(
      [...cases, ...cases].map(async (item) => ({
        ...item,
        html: await (
          await handle(new Request(`http://127.0.0.1:8080/${item.tenant.locationId}?lang=${item.language}`))
        ).text(),
      })),
    );

    for (const { tenant, other, language, html } of pages) {
      expect(html).toContain(`<html lang="${language}">`);
      expect(html).toContain(`${tenant.unitTypeName} (${language})`);
      expect(html).toContain(`--stowly-color-primary:${tenant.primary}`);
      expect(html).toContain(`| ${tenant.name}</title>`);
      expect(html).not.toContain(other.unitTypeName);
      expect(html).not.toContain(other.primary);
      expect(html).not.toContain(`(${language === 'en' ? 'sv' : 'en'})`);
      expect(serverState(html)?.language).toBe(language);
    }
  });

  it('writes hostile tenant strings as text and as data that cannot end its script element', async () => {
    const hostile = '</script><script>window.hacked=1</script><!-- <script> -->\u2028';
    const api = fakeApi([{ locationId: 1, name: hostile, primary: '#1F6F5C', unitTypeName: hostile }]);
    const response = await handlerFor(api)(new Request('http://127.0.0.1:8080/1?lang=en'));
    const html = await response.text();

    expect(html).not.toContain('<script>window.hacked');
    expect(html).not.toContain('<!-- <script>');
    // Only the page's early-click holder, the app's loader and the state's element:
    // nothing a string opened.
    expect(html.match(/<script/g)).toHaveLength(3);
    const state = JSON.stringify(serverState(html));
    expect(state).toContain(JSON.stringify(`${hostile} (en)`).slice(1, -1));
    expect(pageText(html)).toContain('&lt;/script&gt;&lt;script&gt;window.hacked=1');
  });

  it('answers 404 with the not-found page for an unknown location or path, and 503 with the server-error page when the API fails', async () => {
    const handle = handlerFor(fakeApi([NORDBOX]));
    const unknownLocation = await handle(new Request('http://127.0.0.1:8080/999?lang=en'));
    const unknownPath = await handle(new Request('http://127.0.0.1:8080/no/such/page?lang=en'));
    const down = await handlerFor(fakeApi([NORDBOX], { fail: true }))(
      new Request('http://127.0.0.1:8080/1?lang=en'),
    );

    expect(unknownLocation.status).toBe(404);
    const unknownLocationHtml = await unknownLocation.text();
    expect(pageText(unknownLocationHtml)).toContain('Page not found');
    // The browser renders it itself (the location's failure is not handed over).
    expect(serverState(unknownLocationHtml)).toBeNull();
    expect(unknownPath.status).toBe(404);
    const unknownPathHtml = await unknownPath.text();
    expect(pageText(unknownPathHtml)).toContain('Page not found');
    expect(serverState(unknownPathHtml)?.language).toBe('en');
    expect(down.status).toBe(503);
    const downHtml = await down.text();
    expect(pageText(downHtml)).toMatch(/Try again/);
    expect(serverState(downHtml)).toBeNull();
  });

  it('/server-error and /forbidden: the status pages a visitor is sent to, with their heading, text, ways on and status code', async () => {
    const handle = handlerFor(fakeApi([NORDBOX]));
    const serverError = await handle(new Request('http://127.0.0.1:8080/server-error?lang=en'));
    const forbidden = await handle(new Request('http://127.0.0.1:8080/forbidden?lang=sv'));
    const serverErrorHtml = await serverError.text();
    const forbiddenHtml = await forbidden.text();
    const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

    // An error page never answers 200: a crawler or monitor sees the failure.
    expect(serverError.status).toBe(500);
    expect(h1(serverErrorHtml)).toBe('Something went wrong');
    expect(pageText(serverErrorHtml)).toContain('An unexpected error occurred. Please try again later.');
    expect(pageText(serverErrorHtml)).toContain('Something went wrong | Nordbox');
    expect(serverErrorHtml).toMatch(
      /<button[^>]*class="[^"]*stowly-StatusPagePrimaryAction[^"]*"[^>]*>Try again<\/button>/,
    );

    expect(forbidden.status).toBe(403);
    expect(h1(forbiddenHtml)).toBe('Åtkomst nekad');
    expect(pageText(forbiddenHtml)).toContain('Du har inte behörighet att visa den här sidan.');
    // The way on is the sign-in, in the page's language.
    expect(forbiddenHtml).toMatch(
      /<a[^>]*href="\/login\?lang=sv"[^>]*class="[^"]*stowly-StatusPagePrimaryAction[^"]*"[^>]*>Logga in<\/a>/,
    );
  });

  it('sends a fresh nonce with each page, on its scripts and styles, a policy without unsafe-inline scripts, and no shared caching', async () => {
    const handle = handlerFor(fakeApi([NORDBOX]));
    const first = await handle(new Request('http://127.0.0.1:8080/1?lang=en'));
    const second = await handle(new Request('http://127.0.0.1:8080/1?lang=en'));
    const policy = first.headers.get('Content-Security-Policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const html = await first.text();

    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.headers.get('Content-Security-Policy')).not.toContain(nonce);
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    // The app's module script is added by the page's loader (after the first screen), with the nonce.
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain(`<script nonce="${nonce}">(function startAppAfterFirstScreen(`);
    expect(html).toContain(`)("/assets/index-abc.js","${nonce}");</script>`);
    expect(html).toContain(
      `<link rel="stylesheet" crossorigin href="/assets/index-abc.css" nonce="${nonce}">`,
    );
    // The server build's template has the styles inlined: the style element runs under the nonce.
    expect(html).toContain(`<style nonce="${nonce}">.web-BookingPage{display:flex}</style>`);
    expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
    expect(first.headers.get('X-Frame-Options')).toBe('DENY');
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(first.headers.get('Vary')).toBe('Accept-Language, Cookie');
    // The sandbox's bot check (the default) needs nothing from Google; a real reCAPTCHA key does.
    expect(policy).not.toContain('recaptcha');
    const withRecaptcha = defaultContentSecurityPolicy('abc', { recaptcha: true });
    expect(withRecaptcha).toContain(
      "script-src 'self' 'nonce-abc' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;",
    );
    expect(withRecaptcha).toContain(
      'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;',
    );
  });

  it('preloads the tenant font and declares it in the head (font-display swap), under the nonce; none for the default font', async () => {
    const handle = handlerFor(fakeApi([CITYSTASH_INTER, NORDBOX]));
    const response = await handle(new Request('http://127.0.0.1:8080/2?lang=en'));
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));

    for (const weight of ['400', '700']) {
      expect(head).toContain(
        `<link rel="preload" as="font" type="font/woff2" href="http://127.0.0.1:8080/sandbox-assets/fonts/inter-latin-${weight}-normal.woff2" crossorigin>`,
      );
    }
    // The nonce is base64: its `+` and `/` are taken literally.
    const nonceSource = (nonce ?? '').replace(/[+/=]/g, '\\$&');
    const fontStyle =
      new RegExp(`<style nonce="${nonceSource}">(@font-face[^<]*)</style>`).exec(head)?.[1] ?? '';
    const rules = fontStyle.split('@font-face').filter(Boolean);
    expect(rules).toHaveLength(2);
    for (const [index, weight] of ['400', '700'].entries()) {
      expect(rules[index]).toContain('font-family: "Inter";');
      expect(rules[index]).toContain(
        `src: url("http://127.0.0.1:8080/sandbox-assets/fonts/inter-latin-${weight}-normal.woff2");`,
      );
      expect(rules[index]).toContain(`font-weight: ${weight};`);
      expect(rules[index]).toContain('font-display: swap;');
    }
    // The page's font stack starts with the tenant's font.
    expect(html).toContain('--stowly-font-family:&quot;Inter&quot;, system-ui');

    const nordbox = await (await handle(new Request('http://127.0.0.1:8080/1?lang=en'))).text();
    expect(nordbox).not.toContain('as="font"');
    expect(nordbox).not.toContain('@font-face');
  });

  it('a checkout page (the return from 3-D Secure) comes with the checkout’s placeholder, not a bare loading line', async () => {
    const handle = handlerFor(fakeApi([NORDBOX]));
    const response = await handle(
      new Request('http://127.0.0.1:8080/1/checkout/step/payment-verify?lang=en&paymentReference=pay_1'),
    );
    const html = await response.text();
    expect(response.status).toBe(200);
    const main = /<main class="stowly-AppFrameMain">(.*?)<\/main>/s.exec(html)?.[1] ?? '';
    expect(main).toMatch(/^<!--\$--><div class="[^"]*web-CheckoutSkeleton" aria-busy="true">/);
    expect(main).toContain('<p class="web-CheckoutSkeletonStatus" role="status">Loading the page…</p>');
    expect(main.match(/data-shape="/g)?.length).toBeGreaterThanOrEqual(4);
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const handle = handlerFor(fakeApi([NORDBOX]));
    const head = await handle(new Request('http://127.0.0.1:8080/1?lang=en', { method: 'HEAD' }));
    const post = await handle(new Request('http://127.0.0.1:8080/1?lang=en', { method: 'POST', body: 'x' }));

    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
  });
});
