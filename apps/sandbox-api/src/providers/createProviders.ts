import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';
import { createSetupIntentRoutes } from './setupIntentRoutes';

/** The simulated providers under /sandbox-providers: card payment, e-signature, identity check, bot check. */
export function createProviders(deps: SandboxAppDeps): Hono {
  const providers = new Hono();
  providers.route('/payment-method', createSetupIntentRoutes(deps));
  return providers;
}
