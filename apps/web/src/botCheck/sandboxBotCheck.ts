import { type BotCheck, BotCheckError } from './BotCheck';

/** Options of {@link createSandboxBotCheck}. */
export interface SandboxBotCheckOptions {
  /** The sandbox's simulated providers, such as `http://127.0.0.1:8080/sandbox-providers`. */
  providersUrl: string;
  /** @default globalThis.fetch */
  fetch?: typeof globalThis.fetch;
}

/**
 * The sandbox API's simulated bot check: a token minted at `GET <providersUrl>/captcha/token`,
 * which the sandbox verifies when the form is sent. Nothing to load beforehand.
 */
export function createSandboxBotCheck(options: SandboxBotCheckOptions): BotCheck {
  const fetchToken = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    prepare: () => Promise.resolve(),
    token: async () => {
      const response = await fetchToken(`${options.providersUrl}/captcha/token`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new BotCheckError(`The bot check answered ${response.status}.`);
      const body: unknown = await response.json();
      if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') {
        return body.token;
      }
      throw new BotCheckError('The bot check answered without a token.');
    },
  };
}
