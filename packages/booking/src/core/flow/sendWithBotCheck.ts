import { isApiError } from '@stowly/api-client';

/** Where a caller keeps the bot-check token of its last attempt between submissions. */
export interface KeptBotCheckToken {
  /** The token of the last attempt; clear it after a successful submission. */
  current: string | undefined;
}

/** Options of {@link sendWithBotCheck}. */
export interface SendWithBotCheckOptions {
  /** Gets a fresh single-use token from the bot check (for example `grecaptcha.execute`). */
  getToken: () => Promise<string>;
  /**
   * The token of an earlier attempt, used again when that attempt failed for another reason than
   * the token. @default a new, empty holder for each call
   */
  kept?: KeptBotCheckToken;
}

/**
 * Sends a form (the booking, an interest registration) with a bot-check token and, when the API
 * rejects the token (`recaptcha-invalid`: expired or already used), once more with a fresh one.
 * A token is only used up by a successful submission, so with `kept` a retried booking sends the
 * same token again and so keeps its payload and idempotency key; clear `kept.current` after a
 * success.
 *
 * @example
 * const basket = await sendWithBotCheck((recaptchaToken) => submit({ recaptchaToken }), {
 *   getToken: () => grecaptcha.execute(siteKey, { action: 'booking' }),
 * });
 */
export async function sendWithBotCheck<T>(
  send: (token: string) => Promise<T>,
  options: SendWithBotCheckOptions,
): Promise<T> {
  const kept = options.kept ?? { current: undefined };
  kept.current ??= await options.getToken();
  try {
    return await send(kept.current);
  } catch (error) {
    if (!isApiError(error, 'recaptcha-invalid')) throw error;
    kept.current = await options.getToken();
    try {
      return await send(kept.current);
    } catch (retryError) {
      if (isApiError(retryError, 'recaptcha-invalid')) kept.current = undefined;
      throw retryError;
    }
  }
}
