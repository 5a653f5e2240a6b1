import type { BrowserContext } from 'playwright-core';

/** What {@link watchTokenLeaks} returns. */
export interface TokenLeakWatch {
  /** Adds each open page's data layer (`window.dataLayer`) to what is checked; call before closing. */
  readDataLayers(context: BrowserContext): Promise<void>;
  /** Where a token the identity server issued showed up, such as `Referer of GET /v1/…`. */
  leaks(): string[];
  /** How many tokens the identity server issued to the context so far. */
  issued(): number;
  /** Forgets what was seen so far (for a test that leaks a token on purpose to prove the watch). */
  forget(): void;
}

/** The identity server's token endpoint, where a browser sends a refresh token to refresh. */
const TOKEN_PATH = '/identity/token';
/** The identity server's revocation endpoint (RFC 7009), where sign-out sends the refresh token. */
const REVOKE_PATH = '/identity/revoke';
/** How long the end of a test waits for a page to hand over its data layer. */
const DATA_LAYER_WAIT_MS = 10_000;

/**
 * Watches a browser context for the security suite's rule on tokens: every
 * access and refresh token the identity server issues to it may travel only in an `Authorization`
 * header, to and from the token endpoint, and in the body of a revocation at sign-out. Any other request URL, `Referer`, request body (error
 * report envelopes, analytics), console message or data layer entry that contains one is a leak.
 * Every e2e test runs under it (`useBrowser`).
 */
export function watchTokenLeaks(context: BrowserContext): TokenLeakWatch {
  const tokens = new Set<string>();
  const seen: { where: string; text: string }[] = [];

  context.on('response', async (response) => {
    if (new URL(response.url()).pathname !== TOKEN_PATH || !response.ok()) return;
    try {
      const body = (await response.json()) as { access_token?: unknown; refresh_token?: unknown };
      for (const token of [body.access_token, body.refresh_token]) {
        if (typeof token === 'string' && token.length >= 16) tokens.add(token);
      }
    } catch {
      // A page that navigated away before the body was read: its tokens were never used.
    }
  });
  context.on('request', (request) => {
    const what = `${request.method()} ${request.url()}`;
    seen.push({ where: `URL of ${what}`, text: request.url() });
    const referer = request.headers().referer;
    if (referer) seen.push({ where: `Referer of ${what}`, text: referer });
    const path = new URL(request.url()).pathname;
    if (path !== TOKEN_PATH && !(path === REVOKE_PATH && request.method() === 'POST')) {
      const body = request.postData();
      if (body) seen.push({ where: `body of ${what}`, text: body });
    }
  });
  context.on('console', (message) => {
    seen.push({ where: `console ${message.type()}`, text: message.text() });
  });

  return {
    async readDataLayers(watched) {
      for (const page of watched.pages()) {
        // A page caught between two documents (a reload the test cut off) may never answer: it
        // has no data layer to read, and waiting for it would hold the test's end up.
        const dataLayer = await Promise.race([
          page
            .evaluate(() => JSON.stringify((window as { dataLayer?: unknown }).dataLayer ?? []))
            .catch(() => '[]'),
          new Promise<string>((resolve) => setTimeout(resolve, DATA_LAYER_WAIT_MS, '[]')),
        ]);
        seen.push({ where: `data layer of ${page.url()}`, text: dataLayer });
      }
    },
    issued: () => tokens.size,
    forget() {
      seen.length = 0;
    },
    leaks() {
      return seen
        .filter(({ text }) => [...tokens].some((token) => text.includes(token)))
        .map(({ where }) => where.slice(0, 200));
    },
  };
}
