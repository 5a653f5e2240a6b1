import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { overviewPath, signInFromLoginPage, storageKeys } from '../support/portalSteps';
import { useBrowser } from '../support/useBrowser';

const base64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');

/** The identity server's token endpoint, and whether `request` is a call to it. */
const isTokenRequest = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/identity/token';

/**
 * Records what the page sends while signing in: the authorize URL, the token requests' bodies,
 * every request URL and body (for secrets), and every byte array `crypto.getRandomValues` filled
 * (wrapped in each new document, so the values the login attempt drew are known).
 */
async function recordSignIn(page: Page) {
  const randomOutputs = new Set<string>();
  await page.exposeFunction('__recordRandom', (bytes: number[]) => {
    randomOutputs.add(base64url(Uint8Array.from(bytes)));
  });
  await page.addInitScript(() => {
    const original = crypto.getRandomValues.bind(crypto);
    const record = (window as unknown as { __recordRandom: (bytes: number[]) => void }).__recordRandom;
    crypto.getRandomValues = ((array: ArrayBufferView) => {
      const filled = original(array);
      record(Array.from(new Uint8Array(filled.buffer, filled.byteOffset, filled.byteLength)));
      return filled;
    }) as typeof crypto.getRandomValues;
  });
  const sent = { authorize: [] as URL[], tokenBodies: [] as URLSearchParams[], everything: [] as string[] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    sent.everything.push(`${request.url()}\n${request.postData() ?? ''}`);
    if (url.pathname === '/identity/authorize') sent.authorize.push(url);
    if (isTokenRequest(request)) sent.tokenBodies.push(new URLSearchParams(request.postData() ?? ''));
  });
  return { randomOutputs, sent };
}

/** The alert the callback shows for a forged or replayed state. */
async function expectInvalidStateSignedOut(page: Page): Promise<void> {
  await page.getByRole('alert').getByText('Invalid state code', { exact: false }).waitFor();
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  const keys = await storageKeys(page);
  expect(keys.local).not.toContain('auth');
  expect(keys.session).not.toContain('auth-login');
}

describe('security: signing in (OAuth 2 authorization code with PKCE)', () => {
  const { openPage, origin } = useBrowser();

  it('a stolen authorization code is useless without this browser’s secret: S256 challenge, verifier and state drawn from crypto.getRandomValues, no client secret sent', async () => {
    const { page } = await openPage('/404?lang=en');
    const { randomOutputs, sent } = await recordSignIn(page);
    await page.goto(`${origin()}/login?lang=en`);
    await signInFromLoginPage(page);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();

    expect(sent.authorize).toHaveLength(1);
    const authorize = sent.authorize[0] as URL;
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const challenge = authorize.searchParams.get('code_challenge') ?? '';
    expect(challenge).toMatch(/^[\w-]{43}$/);

    const exchange = sent.tokenBodies.find((body) => body.get('grant_type') === 'authorization_code');
    const verifier = exchange?.get('code_verifier') ?? '';
    expect(verifier).toMatch(/^[\w-]{43,128}$/);
    expect(base64url(createHash('sha256').update(verifier).digest())).toBe(challenge);
    // The verifier and the state's random part are bytes the browser's CSPRNG produced.
    expect(randomOutputs.has(verifier)).toBe(true);
    const stateRandom = (authorize.searchParams.get('state') ?? '').split('.')[0] ?? '';
    expect(stateRandom.length).toBeGreaterThanOrEqual(22); // 128 bits
    expect(randomOutputs.has(stateRandom)).toBe(true);

    expect(sent.everything.filter((request) => /client_secret/i.test(request))).toEqual([]);
  });

  it('no client secret is built into the app: the browser client is public', () => {
    const assets = join(inject('e2eWebDist'), 'assets');
    const withSecretValue = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .filter((file) =>
        /client_?secret["'`]?\s*[:=]\s*["'`][^"'`]+["'`]/i.test(readFileSync(join(assets, file), 'utf8')),
      );
    expect(withSecretValue).toEqual([]);
  });

  it('a state code is single use: replaying a completed callback signs out with "Invalid state code" and requests no token', async () => {
    const { page } = await openPage('/login?lang=en');
    let callback = '';
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/auth' && url.searchParams.has('state') && request.isNavigationRequest()) {
        callback = request.url();
      }
    });
    await signInFromLoginPage(page);
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    expect(callback).not.toBe('');

    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (isTokenRequest(request)) tokenRequests.push(request.postData() ?? '');
    });
    await page.goto(callback);
    await expectInvalidStateSignedOut(page);
    expect(tokenRequests).toEqual([]);
  });
});

describe('security: a forged sign-in callback', () => {
  const { openPage, origin } = useBrowser();

  it('a callback without a state, with a state this browser did not make, or with no sign-in started shows "Invalid state code", signs out and requests no token', async () => {
    const { page } = await openPage('/404?lang=en');
    const tokenRequests: string[] = [];
    page.on('request', (request) => {
      if (isTokenRequest(request)) tokenRequests.push(request.postData() ?? '');
    });
    // No sign-in started in this browser.
    await page.goto(`${origin()}/auth?code=stolen-code&state=made-elsewhere&lang=en`);
    await expectInvalidStateSignedOut(page);

    for (const query of ['code=stolen-code', 'code=stolen-code&state=tampered', 'code=stolen-code&state=']) {
      await page.goto(`${origin()}/login?lang=en`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/identity/'));
      await page.goto(`${origin()}/auth?${query}&lang=en`);
      await expectInvalidStateSignedOut(page);
    }
    expect(tokenRequests).toEqual([]);
  });
});

/** Targets an attacker would like the app to send a customer to. */
const FOREIGN_TARGETS = ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'];

describe('security: no open redirect', () => {
  const { openPage, origin } = useBrowser();

  it('a foreign returnTo is dropped before sign-in starts, and sign-in lands on the portal of this site', async () => {
    const { page } = await openPage('/404?lang=en');
    for (const target of FOREIGN_TARGETS) {
      const returnTo = encodeURIComponent(target);
      await page.goto(`${origin()}/auth/login?returnTo=${returnTo}&lang=en`);
      await page.waitForURL((url) => url.pathname.startsWith('/identity/'));
      const attempt = await page.evaluate(() => window.sessionStorage.getItem('auth-login'));
      expect(attempt, target).not.toContain('evil');
      expect(attempt, target).not.toContain('javascript');
    }
    // The last sign-in completes: the customer stays on this site.
    await page.goto(`${origin()}/login?returnTo=${encodeURIComponent('//evil.example')}&lang=en`);
    await signInFromLoginPage(page);
    await page.waitForURL((url) => url.pathname.startsWith(overviewPath()));
    expect(new URL(page.url()).origin).toBe(origin());
  });

  it('the identity server returns a signed-out browser only to the app’s registered addresses', async () => {
    for (const target of ['https://evil.example/logout', '//evil.example']) {
      const response = await fetch(`${origin()}/identity/logout?redirect_uri=${encodeURIComponent(target)}`, {
        redirect: 'manual',
      });
      expect(response.status, target).toBe(400);
      expect(response.headers.get('location'), target).toBeNull();
    }
  });

  it('continuing a booking goes to a step of this flow, whatever redirect parameters the link carries', async () => {
    const hostile = FOREIGN_TARGETS.map((target) => encodeURIComponent(target));
    const { page } = await openPage(
      `/1/continue?returnTo=${hostile[0]}&redirect=${hostile[1]}&continue=${hostile[2]}&next=${hostile[3]}&lang=en`,
    );
    await page.waitForURL((url) => !url.pathname.endsWith('/continue'));
    expect(new URL(page.url()).origin).toBe(origin());
    expect(new URL(page.url()).pathname.startsWith('/1')).toBe(true);
  });

  it('the reload after a missing chunk stays on this site, even for a path that looks like another host', async () => {
    const { page, context } = await openPage('/404?lang=en');
    // This page loads the shell's extras first (after its data, when idle): were they gone for it
    // too, its own reload could cut the navigation below off.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .some((entry) => /\/ShellExtras[^/]*\.js$/.test(entry.name)),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    // The shell's lazily loaded part is gone, as after a deployment: the app loads the page afresh.
    const missing: string[] = [];
    await context.route(/\/assets\/ShellExtras[^/]*\.js$/, (route) => {
      missing.push(route.request().url());
      return route.fulfill({ status: 404, body: '' });
    });
    const navigations: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame())
        navigations.push(request.url());
    });
    // The app's reload may come before the first load has finished: only the request is awaited.
    await page.goto(`${origin()}//evil.example/1?lang=en`, { waitUntil: 'commit' });
    await expect.poll(() => missing.length).toBeGreaterThanOrEqual(2);
    await page.waitForLoadState('networkidle');
    expect(navigations.length).toBeGreaterThanOrEqual(2);
    expect(
      navigations.every((url) => new URL(url).origin === origin()),
      navigations.join('\n'),
    ).toBe(true);
    // No route handler may still be answering a chunk while the context closes.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
