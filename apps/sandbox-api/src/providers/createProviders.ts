import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';

/** The simulated providers under /sandbox-providers: card payment, e-signature, identity check, bot check. */
export function createProviders(_deps: SandboxAppDeps): Hono {
  return new Hono();
}
