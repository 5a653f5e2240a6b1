import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';

/** The identity server under /identity: authorize, token, /api/check, logout, change password. */
export function createIdentityServer(_deps: SandboxAppDeps): Hono {
  return new Hono();
}
