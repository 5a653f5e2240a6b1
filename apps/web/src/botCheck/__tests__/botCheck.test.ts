// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BotCheck, BotCheckError } from '../BotCheck';
import { createBotCheck } from '../createBotCheck';
import { createRecaptchaBotCheck, recaptchaScriptUrl } from '../recaptchaBotCheck';
import { createSandboxBotCheck } from '../sandboxBotCheck';

const SITE_KEY = '6LcTestSiteKey_000000000000000000000000';

/** The reCAPTCHA scripts the page holds. */
const recaptchaScripts = () =>
  Array.from(document.head.querySelectorAll<HTMLScriptElement>('script')).filter((script) =>
    script.src.startsWith('https://www.google.com/recaptcha/'),
  );

/**
 * A stand-in for Google's script: when the page's reCAPTCHA script "loads", `window.grecaptcha`
 * (or `grecaptcha.enterprise`) appears with `ready` and `execute`; `execute` answers a token that
 * names the key and action it was asked with. Nothing is fetched (jsdom loads no scripts).
 */
function fakeGoogle(options: { enterprise?: boolean } = {}) {
  const execute = vi.fn(
    async (siteKey: string, { action }: { action: string }) => `g-token:${siteKey}:${action}`,
  );
  const api = { ready: (callback: () => void) => setTimeout(callback, 0), execute };
  const load = () => {
    const script = recaptchaScripts().at(-1);
    if (!script) throw new Error('no reCAPTCHA script on the page');
    (window as { grecaptcha?: unknown }).grecaptcha = options.enterprise ? { ...api, enterprise: api } : api;
    script.dispatchEvent(new Event('load'));
  };
  return { execute, load };
}

beforeEach(() => {
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});
afterEach(() => {
  for (const script of recaptchaScripts()) script.remove();
  vi.useRealTimers();
});

describe('the bot check, behind one interface', () => {
  const sandboxFetch = vi.fn(async () =>
    Response.json({ token: 'sandbox-token-1' }, { headers: { 'Cache-Control': 'no-store' } }),
  );
  const providers: [string, () => { check: BotCheck; afterPrepare: () => void; expected: string }][] = [
    [
      'the sandbox',
      () => ({
        check: createSandboxBotCheck({
          providersUrl: 'http://127.0.0.1:8080/sandbox-providers',
          fetch: sandboxFetch,
        }),
        afterPrepare: () => {},
        expected: 'sandbox-token-1',
      }),
    ],
    [
      'Google reCAPTCHA v3',
      () => {
        const google = fakeGoogle();
        return {
          check: createRecaptchaBotCheck({ siteKey: SITE_KEY }),
          afterPrepare: google.load,
          expected: `g-token:${SITE_KEY}:booking`,
        };
      },
    ],
  ];

  it.each(providers)('%s: prepare, then a token for a booking', async (_name, make) => {
    const { check, afterPrepare, expected } = make();
    const prepared = check.prepare();
    afterPrepare();
    await prepared;
    await expect(check.token('booking')).resolves.toBe(expected);
  });
});

describe('createSandboxBotCheck', () => {
  it('asks the sandbox for a fresh token each time, loads no script, and says when it answers none', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(Response.json({ token: 'a' }))
      .mockResolvedValueOnce(Response.json({ token: 'b' }))
      .mockResolvedValueOnce(new Response('down', { status: 503 }));
    const check = createSandboxBotCheck({ providersUrl: 'http://127.0.0.1:8080/sandbox-providers', fetch });
    await check.prepare();
    expect(fetch).not.toHaveBeenCalled();
    expect(await check.token('booking')).toBe('a');
    expect(await check.token('interest_registration')).toBe('b');
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8080/sandbox-providers/captcha/token');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
    await expect(check.token('booking')).rejects.toThrow(BotCheckError);
    expect(recaptchaScripts()).toEqual([]);
  });
});

describe('createRecaptchaBotCheck', () => {
  it('adds Google’s v3 script once, with the site key and the page’s nonce, and asks execute for a token per action', async () => {
    const google = fakeGoogle();
    const check = createRecaptchaBotCheck({ siteKey: SITE_KEY, nonce: 'n0nce' });
    const prepared = check.prepare();
    const token = check.token('interest_registration');
    const [script, ...others] = recaptchaScripts();
    expect(others).toEqual([]);
    expect(script?.src).toBe(`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`);
    expect(script?.async).toBe(true);
    expect(script?.nonce).toBe('n0nce');
    // Nothing is asked before the script is ready.
    expect(google.execute).not.toHaveBeenCalled();
    google.load();
    await prepared;
    expect(await token).toBe(`g-token:${SITE_KEY}:interest_registration`);
    expect(await check.token('booking')).toBe(`g-token:${SITE_KEY}:booking`);
    expect(google.execute.mock.calls).toEqual([
      [SITE_KEY, { action: 'interest_registration' }],
      [SITE_KEY, { action: 'booking' }],
    ]);
    // Still one script, however many tokens.
    expect(recaptchaScripts()).toHaveLength(1);
  });

  it('with an Enterprise key loads enterprise.js and asks grecaptcha.enterprise', async () => {
    const google = fakeGoogle({ enterprise: true });
    const check = createRecaptchaBotCheck({ siteKey: SITE_KEY, enterprise: true });
    const token = check.token('booking');
    expect(recaptchaScripts()[0]?.src).toBe(
      `https://www.google.com/recaptcha/enterprise.js?render=${SITE_KEY}`,
    );
    google.load();
    expect(await token).toBe(`g-token:${SITE_KEY}:booking`);
  });

  it('a script that fails to load rejects with a clear error, and the next submission adds it again', async () => {
    const check = createRecaptchaBotCheck({ siteKey: SITE_KEY });
    const first = check.token('booking');
    recaptchaScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(new BotCheckError('reCAPTCHA could not be loaded.'));
    expect(recaptchaScripts()).toEqual([]);

    const google = fakeGoogle();
    const second = check.token('booking');
    expect(recaptchaScripts()).toHaveLength(1);
    google.load();
    expect(await second).toBe(`g-token:${SITE_KEY}:booking`);
  });

  it('a script that never answers gives up after the load timeout', async () => {
    vi.useFakeTimers();
    const check = createRecaptchaBotCheck({ siteKey: SITE_KEY, loadTimeoutMs: 15_000 });
    const token = check.token('booking');
    const settled = expect(token).rejects.toThrow('reCAPTCHA did not load in time.');
    await vi.advanceTimersByTimeAsync(15_000);
    await settled;
  });

  it('an empty answer from execute is an error, not an empty token sent to the API', async () => {
    const google = fakeGoogle();
    google.execute.mockResolvedValueOnce('');
    const check = createRecaptchaBotCheck({ siteKey: SITE_KEY });
    const token = check.token('booking');
    google.load();
    await expect(token).rejects.toThrow('reCAPTCHA answered without a token.');
  });

  it('script address: the key is encoded as a query value', () => {
    expect(recaptchaScriptUrl('a b&c')).toBe('https://www.google.com/recaptcha/api.js?render=a+b%26c');
  });
});

describe('createBotCheck', () => {
  const config = { captchaEnterprise: false, sandboxProvidersUrl: 'http://127.0.0.1:8080/sandbox-providers' };

  it('is the sandbox’s for the default key "sandbox", and loads nothing from Google', async () => {
    await createBotCheck({ ...config, captchaSiteKey: 'sandbox' }).prepare();
    expect(recaptchaScripts()).toEqual([]);
  });

  it('is reCAPTCHA for a real site key, with the page’s nonce (the old app threw here)', async () => {
    const google = fakeGoogle();
    const check = createBotCheck({ ...config, captchaSiteKey: SITE_KEY }, { nonce: 'n0nce' });
    const token = check.token('booking');
    expect(recaptchaScripts().map((script) => [script.src, script.nonce])).toEqual([
      [`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`, 'n0nce'],
    ]);
    google.load();
    expect(await token).toBe(`g-token:${SITE_KEY}:booking`);
  });
});
