import { Hono } from 'hono';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { registerAccountLinkPages } from './accountLinkPages';
import { registerChangePasswordPages } from './changePasswordPages';
import type { IdentityDeps } from './identitySessions';
import { createRefreshGrace } from './refreshGrace';
import { registerSignInPages } from './signInPages';
import { registerTokenEndpoints } from './tokenEndpoints';

/** Creates the identity server (identity-api.yaml) under /identity. */
export function createIdentityServer(appDeps: SandboxAppDeps): Hono {
  const deps: IdentityDeps = { db: appDeps.db, config: appDeps.config };
  const app = new Hono();
  registerSignInPages(app, deps);
  registerTokenEndpoints(app, deps, createRefreshGrace());
  registerChangePasswordPages(app, deps);
  registerAccountLinkPages(app, { ...deps, mailer: appDeps.mailer });
  return app;
}
