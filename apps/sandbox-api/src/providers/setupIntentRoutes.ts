import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';

/** The simulated card page for a payment-method update (setup intent), under /sandbox-providers/payment-method. */
export function createSetupIntentRoutes(_deps: SandboxAppDeps): Hono {
  return new Hono();
}
