import type { BrowserContext, Page } from 'playwright-core';

/**
 * Lets the page's current access token expire now, at a moment the test chooses rather than after
 * a short lifetime that a loaded machine can overrun while the page is still loading: from here on,
 * every API call that carries this token gets the sandbox's own answer to a token it does not know
 * (the call goes to the sandbox with an unknown token instead). The refresh token, and the tokens a
 * refresh issues, keep working as the sandbox decides. Returns the token that expired.
 */
export async function expireAccessToken(context: BrowserContext, page: Page): Promise<string> {
  const accessToken = await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('auth') ?? 'null') as {
      response?: { access_token?: string };
    } | null;
    return stored?.response?.access_token;
  });
  if (!accessToken) throw new Error('expireAccessToken: the page has no stored access token.');
  await context.route(
    (url) => url.pathname.startsWith('/v1/'),
    async (route) => {
      const headers = route.request().headers();
      if (headers.authorization !== `Bearer ${accessToken}`) return route.fallback();
      const response = await route.fetch({
        headers: { ...headers, authorization: `Bearer expired-${accessToken}` },
      });
      return route.fulfill({ response });
    },
  );
  return accessToken;
}
