import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/useBrowser';

// A sandbox whose page server cannot reach the booking API (nothing listens on port 9), while
// browsers can: the server's answer is the server-error page, and the browser renders the page
// itself with the API it reaches.
describe('server rendering: the API cannot be reached while a page renders', () => {
  const { origin, openPage } = useBrowser({ sandboxEnv: { SANDBOX_PAGE_API_URL: 'http://127.0.0.1:9/v1' } });

  it('answers 503 with the server-error page and its retry, never a blank 200', async () => {
    const response = await fetch(`${origin()}/1?lang=en`);
    const html = await response.text();

    expect(response.status).toBe(503);
    expect(html).toContain('Something went wrong');
    expect(html).toContain('Try again');
    expect(html).not.toContain('stowly-server-state');
  });

  it('the browser then renders the page itself from the API it reaches', async () => {
    const { page, apiRequests } = await openPage('/1?lang=en');

    await page.getByRole('heading', { name: 'Locker S' }).waitFor();
    expect(apiRequests().some((request) => request.startsWith('/v1/unit-type?'))).toBe(true);
  });
});
