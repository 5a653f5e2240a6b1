import { Hono } from 'hono';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { createBasketControls } from './basketControls';
import { createCaptchaRoutes } from './captcha';
import { createPaymentPages } from './paymentPages';
import { createSetupIntentRoutes } from './setupIntentRoutes';
import { createIdCheckPages, createSigningPages } from './verificationPages';

/**
 * The simulated providers under /sandbox-providers (PROVIDERS_PATH):
 * - `/payment/{id}`: hosted card page of a checkout payment session (test cards, 3-D Secure);
 * - `/e-signature/{id}`: signing page (sign, cancel, let expire);
 * - `/id-check/{id}`: identity check (pass, manual review in progress, cancel, let expire);
 * - `/captcha`: bot check (`/captcha/token` mints a single-use token as JSON; `/captcha` is a widget page);
 * - `/payment-method`: card page of a payment-method update (setup intent);
 * - `/basket/{id}/expire`: lets a basket's hold run out now (a simulation control for demos and tests).
 * Each records its outcome on the provider session and sends the browser back to the client's
 * return URL with the session id; the API reads the outcome from the session, never from the URL.
 */
export function createProviders(deps: SandboxAppDeps): Hono {
  const providers = new Hono();
  providers.route('/payment-method', createSetupIntentRoutes(deps));
  providers.route('/payment', createPaymentPages(deps));
  providers.route('/e-signature', createSigningPages(deps));
  providers.route('/id-check', createIdCheckPages(deps));
  providers.route('/captcha', createCaptchaRoutes(deps));
  providers.route('/basket', createBasketControls(deps));
  return providers;
}
