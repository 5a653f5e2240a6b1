import { type KeptBotCheckToken, sendWithBotCheck as sendWithToken } from '@stowly/booking';
import { config } from '../../config';

/**
 * Gets a fresh single-use bot-check token for a form submission (`recaptchaToken`). The sandbox's
 * simulated bot check mints one at `GET <sandboxProvidersUrl>/captcha/token`; a real reCAPTCHA
 * (a configured `captchaSiteKey` other than `'sandbox'`) replaces this function's body with
 * `grecaptcha.execute(siteKey, { action })`, nothing else changes.
 */
async function botCheckToken(): Promise<string> {
  if (config.captchaSiteKey !== 'sandbox') {
    // TODO(captcha): load reCAPTCHA v3 with config.captchaSiteKey and return grecaptcha.execute(...).
    throw new Error(`No bot check is wired for the site key "${config.captchaSiteKey}".`);
  }
  const response = await fetch(`${config.sandboxProvidersUrl}/captcha/token`, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`The bot check answered ${response.status}.`);
  const body: unknown = await response.json();
  if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') {
    return body.token;
  }
  throw new Error('The bot check answered without a token.');
}

/**
 * `sendWithBotCheck` of `@stowly/booking` with this app's bot check: sends a form with a token and
 * retries once with a fresh one when the API rejects it.
 */
export function sendWithBotCheck<T>(
  send: (token: string) => Promise<T>,
  kept?: KeptBotCheckToken,
): Promise<T> {
  return sendWithToken(send, { getToken: botCheckToken, kept });
}
