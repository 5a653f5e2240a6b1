import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/useBrowser';

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

describe('the app refuses to run inside a frame', () => {
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
