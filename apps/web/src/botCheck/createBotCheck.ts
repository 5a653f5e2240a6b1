import type { BotCheck } from './BotCheck';
import { createRecaptchaBotCheck } from './recaptchaBotCheck';
import { createSandboxBotCheck } from './sandboxBotCheck';

/** What {@link createBotCheck} reads of the app's configuration. */
export interface BotCheckConfig {
  /** `'sandbox'`, or the reCAPTCHA site key. */
  captchaSiteKey: string;
  /** Whether the site key is a reCAPTCHA Enterprise key. */
  captchaEnterprise: boolean;
  /** The sandbox's simulated providers. */
  sandboxProvidersUrl: string;
}

/**
 * The bot check the configuration names: the sandbox's simulated check for the site key
 * `'sandbox'` (the default), Google reCAPTCHA (v3, or Enterprise) for any other key.
 */
export function createBotCheck(config: BotCheckConfig, options: { nonce?: string } = {}): BotCheck {
  if (config.captchaSiteKey === 'sandbox') {
    return createSandboxBotCheck({ providersUrl: config.sandboxProvidersUrl });
  }
  return createRecaptchaBotCheck({
    siteKey: config.captchaSiteKey,
    enterprise: config.captchaEnterprise,
    ...(options.nonce ? { nonce: options.nonce } : {}),
  });
}
