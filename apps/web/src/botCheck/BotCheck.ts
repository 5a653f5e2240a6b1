/**
 * What a form submission asks the bot check for. reCAPTCHA reports the action with each token's
 * score, so the API's verification can tell a booking from an interest registration (letters and
 * underscores only, as reCAPTCHA requires).
 */
export type BotCheckAction = 'booking' | 'interest_registration';

/**
 * The bot check of the customer form and the interest registration (spec section 1), behind one
 * interface with a real and a sandbox implementation: Google reCAPTCHA (`createRecaptchaBotCheck`)
 * and the sandbox API's simulated check (`createSandboxBotCheck`). `createBotCheck` picks one
 * from the configured site key.
 */
export interface BotCheck {
  /**
   * Starts loading what the check needs, once (reCAPTCHA's script, which also starts watching
   * the visit for its score). The forms call it when they show, so nothing loads on other pages.
   * Rejects when it cannot load; a later call tries again.
   */
  prepare(): Promise<void>;
  /** A fresh single-use token for one submission (`recaptchaToken` of the payload). */
  token(action: BotCheckAction): Promise<string>;
}

/** The bot check could not give a token: its script did not load, or it answered without one. */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
}
