import { type BotCheck, type BotCheckAction, BotCheckError } from './BotCheck';

/** The part of reCAPTCHA's browser API a token needs (v3, and Enterprise under `enterprise`). */
interface RecaptchaApi {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/** `window.grecaptcha` once reCAPTCHA's script has run. */
interface RecaptchaGlobal {
  grecaptcha?: RecaptchaApi & { enterprise?: RecaptchaApi };
}

/** How long the script may take to load before a submission gives up. @default 15000 */
const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000;

/** Options of {@link createRecaptchaBotCheck}. */
export interface RecaptchaBotCheckOptions {
  /** The site key of the reCAPTCHA key (`VITE_STOWLY_CAPTCHA_SITE_KEY`). */
  siteKey: string;
  /** Whether the key is a reCAPTCHA Enterprise key (`enterprise.js`, `grecaptcha.enterprise`). @default false */
  enterprise?: boolean;
  /** The page's Content-Security-Policy nonce, set on the script element. @default none */
  nonce?: string;
  /** The document to load the script into. @default globalThis.document */
  document?: Document;
  /** @default RECAPTCHA_LOAD_TIMEOUT_MS */
  loadTimeoutMs?: number;
}

/**
 * The address of reCAPTCHA's script for a key: v3's `api.js` or Enterprise's `enterprise.js`,
 * with `render=<siteKey>` (a score-based key: no widget, no challenge to solve).
 */
export function recaptchaScriptUrl(siteKey: string, enterprise = false): string {
  const url = new URL(
    enterprise ? 'https://www.google.com/recaptcha/enterprise.js' : 'https://www.google.com/recaptcha/api.js',
  );
  url.searchParams.set('render', siteKey);
  return url.href;
}

/**
 * Google reCAPTCHA (v3, or Enterprise with `enterprise`) as the bot check: `prepare` adds its
 * script to the page once (with the page's nonce), and `token` waits for it to be ready and asks
 * `grecaptcha.execute(siteKey, { action })` for a fresh token, which the booking API verifies with
 * Google. A script that fails or takes longer than `loadTimeoutMs` rejects with a
 * {@link BotCheckError} (the form keeps its data and says the submission failed); the next call
 * adds the script again. The page's policy must allow `https://www.google.com/recaptcha/` and
 * `https://www.gstatic.com/recaptcha/` for scripts and frames (`defaultContentSecurityPolicy`).
 */
export function createRecaptchaBotCheck(options: RecaptchaBotCheckOptions): BotCheck {
  const enterprise = options.enterprise ?? false;
  const timeoutMs = options.loadTimeoutMs ?? RECAPTCHA_LOAD_TIMEOUT_MS;
  let loading: Promise<RecaptchaApi> | undefined;

  const load = (): Promise<RecaptchaApi> => {
    loading ??= new Promise<RecaptchaApi>((resolve, reject) => {
      const page = options.document ?? globalThis.document;
      const scope = (page.defaultView ?? globalThis) as unknown as RecaptchaGlobal;
      const api = () => (enterprise ? scope.grecaptcha?.enterprise : scope.grecaptcha);
      let script: HTMLScriptElement | undefined;
      const fail = (message: string) => {
        clearTimeout(timer);
        script?.remove();
        reject(new BotCheckError(message));
      };
      const timer = setTimeout(() => fail('reCAPTCHA did not load in time.'), timeoutMs);
      const whenReady = () => {
        const loaded = api();
        if (!loaded) {
          fail('reCAPTCHA loaded without its API.');
          return;
        }
        loaded.ready(() => {
          clearTimeout(timer);
          resolve(loaded);
        });
      };
      if (api()) {
        whenReady();
        return;
      }
      script = page.createElement('script');
      script.src = recaptchaScriptUrl(options.siteKey, enterprise);
      script.async = true;
      if (options.nonce) script.nonce = options.nonce;
      script.addEventListener('load', whenReady, { once: true });
      script.addEventListener('error', () => fail('reCAPTCHA could not be loaded.'), { once: true });
      page.head.append(script);
    }).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };

  return {
    prepare: () => load().then(() => undefined),
    token: async (action: BotCheckAction) => {
      const api = await load();
      const token = await api.execute(options.siteKey, { action });
      if (typeof token !== 'string' || token === '') {
        throw new BotCheckError('reCAPTCHA answered without a token.');
      }
      return token;
    },
  };
}
