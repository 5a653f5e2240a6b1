import { type KeptBotCheckToken, sendWithBotCheck } from '@stowly/booking';
import { useCallback, useEffect } from 'react';
import type { AppServices } from '../app/createAppServices';
import { useAppServices } from '../app/useAppServices';
import { config } from '../config';
import type { BotCheck, BotCheckAction } from './BotCheck';
import { createBotCheck } from './createBotCheck';

/** The bot check of each app (made at its first use in the browser, then kept: its script loads once). */
const botChecks = new WeakMap<AppServices, BotCheck>();

function appBotCheck(services: AppServices): BotCheck {
  let botCheck = botChecks.get(services);
  if (!botCheck) {
    botCheck = createBotCheck(config, services.cspNonce ? { nonce: services.cspNonce } : {});
    botChecks.set(services, botCheck);
  }
  return botCheck;
}

/** Sends a form with a bot-check token (see {@link useBotCheck}). */
export type SendWithBotCheck = <T>(
  send: (token: string) => Promise<T>,
  kept?: KeptBotCheckToken,
) => Promise<T>;

/**
 * The configured bot check for a form that sends `action` (`createBotCheck`: reCAPTCHA, or the
 * sandbox's). The form's page prepares it as it shows (reCAPTCHA's script loads then, and only on
 * the pages of these forms); the answer sends the form with a token, and once more with a fresh
 * one when the API rejects the token (`sendWithBotCheck` of `@stowly/booking`).
 */
export function useBotCheck(action: BotCheckAction): SendWithBotCheck {
  const services = useAppServices();
  useEffect(() => {
    // A failure shows when the form is sent (the token is asked again then).
    appBotCheck(services)
      .prepare()
      .catch(() => undefined);
  }, [services]);
  return useCallback<SendWithBotCheck>(
    (send, kept) => sendWithBotCheck(send, { getToken: () => appBotCheck(services).token(action), kept }),
    [services, action],
  );
}
