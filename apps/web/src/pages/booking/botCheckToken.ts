import { isApiError } from '@stowly/api-client';
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

/** Where a caller keeps the bot-check token of its last attempt between submissions. */
export interface KeptBotCheckToken {
  current: string | undefined;
}

/**
 * Sends a form with a bot-check token and, when the API rejects the token (`recaptcha-invalid`:
 * expired or already used), once more with a fresh one. With `kept`, the token of an earlier
 * attempt that failed for another reason is used again (a token is only used up by a successful
 * submission), so a retried booking keeps its payload and so its idempotency key; clear
 * `kept.current` after a success.
 */
export async function sendWithBotCheck<T>(
  send: (token: string) => Promise<T>,
  kept: KeptBotCheckToken = { current: undefined },
): Promise<T> {
  kept.current ??= await botCheckToken();
  try {
    return await send(kept.current);
  } catch (error) {
    if (!isApiError(error, 'recaptcha-invalid')) throw error;
    kept.current = await botCheckToken();
    try {
      return await send(kept.current);
    } catch (retryError) {
      if (isApiError(retryError, 'recaptcha-invalid')) kept.current = undefined;
      throw retryError;
    }
  }
}
