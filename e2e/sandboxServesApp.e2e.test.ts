import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/useBrowser';

describe('the sandbox serves the built web app', () => {
  const { origin, openPage } = useBrowser();

  it('answers a booking route with the app and headers that refuse framing', async () => {
    const response = await fetch(`${origin()}/1?lang=en`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    // The app's module script, started by the page's loader once the first screen is painted.
    const html = await response.text();
    expect(html).toContain('(function startAppAfterFirstScreen(');
    expect(html).toMatch(/\)\("\/assets\/index-[\w-]+\.js","[^"]+"\);<\/script>/);
  });

  it('serves a deep link through the SPA fallback, with the same headers, and the page starts', async () => {
    const { page } = await openPage('/1/unit-type/101?lang=en');
    const response = await page.request.get(`${origin()}/1/unit-type/101/customer?lang=en`);

    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.getByRole('main').waitFor();
  });
});
