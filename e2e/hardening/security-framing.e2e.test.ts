import { createHash } from 'node:crypto';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInFromLoginPage } from '../support/portalSteps';
import { useBrowser } from '../support/useBrowser';

/** The error the app throws when it finds itself inside a frame. */
const FRAME_ERROR = /Stowly does not run inside a frame/;

/**
 * Serves `/frame-host` (answered by the test, on the sandbox's origin) as a page of another site
 * that embeds `appPath` in an iframe, and opens it. With `stripFrameHeaders` the app's answers in
 * the frame lose their `Content-Security-Policy` and `X-Frame-Options`, as if a proxy removed them,
 * so the app's own refusal is what shows.
 */
async function embed(
  page: Page,
  origin: string,
  appPath: string,
  stripFrameHeaders: boolean,
): Promise<Frame> {
  await page.route(`${origin}/frame-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Another site</title><h1>Our storage partner</h1><iframe title="Booking" src="${appPath}" width="800" height="600"></iframe>`,
    }),
  );
  if (stripFrameHeaders) {
    await page.route(
      (url) => url.origin === origin && `${url.pathname}${url.search}` === appPath,
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        delete headers['content-security-policy'];
        delete headers['x-frame-options'];
        await route.fulfill({ response, headers });
      },
    );
  }
  await page.goto(`${origin}/frame-host`);
  const frameElement = await page.waitForSelector('iframe[title="Booking"]');
  const frame = await frameElement.contentFrame();
  if (!frame) throw new Error('the iframe has no frame');
  return frame;
}

describe('security: the app refuses to run inside a frame', () => {
  const { origin, openPage } = useBrowser();

  it('is served with frame-ancestors none and X-Frame-Options DENY, so a browser does not frame it', async () => {
    for (const path of ['/1?lang=en', '/customer-portal', '/1/unit-type/101/options']) {
      const response = await fetch(`${origin()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-security-policy'), path).toMatch(
        /(^|;\s*)frame-ancestors 'none'(;|$)/,
      );
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }

    const { page, requests } = await openPage('/404?lang=en');
    const frame = await embed(page, origin(), '/1?lang=en', false);
    await page.getByRole('heading', { name: 'Our storage partner' }).waitFor();
    // The browser blocks the framed document: the app never starts (no API call from the frame).
    await expect.poll(() => frame.url()).not.toBe(`${origin()}/1?lang=en`);
    expect(requests.filter((url) => url.includes('/v1/') && url.includes('locationIds=1'))).toEqual([]);
  });

  it('shows the centred refusal message inside a frame when the headers are missing, and throws', async () => {
    const { page, pageErrors } = await openPage('/404?lang=en', { expectedPageErrors: FRAME_ERROR });
    const frameRequests: string[] = [];
    page.on('request', (request) => {
      if (request.frame() !== page.mainFrame()) frameRequests.push(request.url());
    });
    const frame = await embed(page, origin(), '/1?lang=en', true);

    const title = frame.getByRole('heading', { name: 'This page cannot be shown here' });
    await title.waitFor();
    expect(await frame.locator('body').textContent()).toContain(
      'Embedding the booking in another website is not supported. Please contact support.',
    );
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en');
    // Centred: the message's middle is the frame's middle, horizontally.
    const box = await title.boundingBox();
    const frameBox = await (await frame.frameElement()).boundingBox();
    if (!box || !frameBox) throw new Error('no layout');
    expect(Math.abs(box.x + box.width / 2 - (frameBox.x + frameBox.width / 2))).toBeLessThan(24);
    // Nothing else runs: no booking API call from the frame.
    expect(frameRequests.some((url) => url.endsWith('/1?lang=en'))).toBe(true);
    expect(frameRequests.filter((url) => new URL(url).pathname.startsWith('/v1/'))).toEqual([]);
    await expect.poll(() => pageErrors.length).toBe(1);
    expect(pageErrors[0]).toMatch(FRAME_ERROR);
  });

  it('speaks the visitor language and names the customer portal there', async () => {
    const { page, pageErrors } = await openPage('/404?lang=de', { expectedPageErrors: FRAME_ERROR });
    const frame = await embed(page, origin(), '/customer-portal?lang=de', true);

    await frame.getByRole('heading', { name: 'Diese Seite kann hier nicht angezeigt werden' }).waitFor();
    expect(await frame.locator('body').textContent()).toContain(
      'Das Einbetten des Kundenportals in eine andere Website wird nicht unterstützt.',
    );
    expect(await frame.evaluate(() => document.documentElement.lang)).toBe('de');
    await expect.poll(() => pageErrors.length).toBe(1);
  });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...values]) => [name.toLowerCase(), values]),
  );
}

/**
 * What is wrong with an HTML answer's headers and scripts: framing allowed, a script policy with
 * `unsafe-inline`, or an inline script the policy does not name by nonce or hash.
 */
function htmlAnswerProblems(headers: Headers, html: string): string[] {
  const problems: string[] = [];
  const policy = directives(headers.get('content-security-policy') ?? '');
  if (policy.get('frame-ancestors')?.join(' ') !== "'none'") problems.push("frame-ancestors is not 'none'");
  if (headers.get('x-frame-options') !== 'DENY') problems.push('X-Frame-Options is not DENY');
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  if (!scripts) problems.push('no script-src or default-src');
  if (scripts?.includes("'unsafe-inline'")) problems.push("script-src allows 'unsafe-inline'");
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const nonce = attributes.match(/\bnonce\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    const allowed = (nonce && scripts?.includes(`'nonce-${nonce}'`)) || scripts?.includes(hash);
    if (!allowed) problems.push(`an inline script without a nonce or hash: ${body.slice(0, 60)}`);
  }
  return problems;
}

describe('security: headers of every HTML answer', () => {
  const { origin, openPage } = useBrowser();

  it('every HTML page the product serves forbids framing and runs no script the policy does not name (no unsafe-inline)', async () => {
    const paths = [
      '/',
      '/1?lang=en',
      '/1/unit-type/101/options?lang=en',
      '/1/checkout/step/payment',
      '/customer-portal/account-overview',
      '/login',
      '/auth?code=x&state=y',
      '/404',
      '/no/such/page',
      '/docs',
      '/identity/authorize?client_id=stowly-web',
      '/identity/sign-in',
      '/identity/logout',
      '/identity/change-password',
      '/sandbox-providers/captcha',
      '/sandbox-providers/payment/no-such-session',
      '/sandbox-providers/e-signature/no-such-session',
      '/sandbox-providers/id-check/no-such-session',
      '/sandbox-providers/payment-method/no-such-session',
    ];
    const checked: string[] = [];
    const problems: string[] = [];
    for (const path of paths) {
      const response = await fetch(`${origin()}${path}`, { redirect: 'manual' });
      if (!(response.headers.get('content-type') ?? '').includes('text/html')) continue;
      checked.push(path);
      for (const problem of htmlAnswerProblems(response.headers, await response.text())) {
        problems.push(`${path} (${response.status}): ${problem}`);
      }
    }
    // The pages a visitor meets signing in, with real sessions of the identity server.
    const { page } = await openPage('/login?lang=en');
    const documents: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'document') return;
      documents.push(
        (async () => {
          const headers = new Headers(await response.allHeaders());
          if (!(headers.get('content-type') ?? '').includes('text/html')) return;
          const path = new URL(response.url()).pathname;
          checked.push(path);
          for (const problem of htmlAnswerProblems(headers, await response.text().catch(() => ''))) {
            problems.push(`${path} (${response.status()}): ${problem}`);
          }
        })(),
      );
    });
    await signInFromLoginPage(page);
    await Promise.all(documents);

    expect(problems).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(paths.length - 2);
    expect(checked).toContain('/identity/sign-in');
  });
});
