import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { bookingHandlers } from './handlers/bookingHandlers';
import { checkoutHandlers } from './handlers/checkoutHandlers';
import { portalHandlers } from './handlers/portalHandlers';
import { setupHandlers } from './handlers/setupHandlers';
import { sharedAccessHandlers } from './handlers/sharedAccessHandlers';
import { unitTypeHandlers } from './handlers/unitTypeHandlers';
import { ApiProblem } from './http/ApiProblem';
import { requestBodyLimit } from './http/bodyLimits';
import { createBookingApi } from './http/bookingApi';
import { securityHeaders } from './http/securityHeaders';
import { createIdentityServer } from './identity/createIdentityServer';
import { createProviders } from './providers/createProviders';
import type { SandboxAppDeps } from './SandboxAppDeps';
import { createSiteRoutes } from './site/createSiteRoutes';

/**
 * The whole sandbox on one origin: the booking API under /v1, the identity server under /identity,
 * the simulated providers under /sandbox-providers, the error-report collector, the API reference,
 * and the built web app with an SPA fallback.
 */
export async function createSandboxApp(deps: SandboxAppDeps): Promise<Hono> {
  const app = new Hono();
  app.use('*', securityHeaders(deps.config));
  // Compressed like any production host serves an app (gzip, or deflate, when the browser accepts
  // it): the app's JS is about a third of its size on the wire, which the Lighthouse figures of
  // `pnpm bench` and every page load here depend on. Small bodies (< 1 kB) go as they are.
  app.use('*', compress());
  // Before any route reads a body: bodies over the path's limit answer 413 unread (http/bodyLimits.ts).
  app.use('*', requestBodyLimit);

  const bookingApi = await createBookingApi({
    db: deps.db,
    config: deps.config,
    mailer: deps.mailer,
    validateResponses: deps.validateResponses,
    handlers: {
      ...setupHandlers,
      ...unitTypeHandlers,
      ...bookingHandlers,
      ...checkoutHandlers,
      ...portalHandlers,
      ...sharedAccessHandlers,
    },
  });
  app.route('/v1', bookingApi);
  app.route('/identity', createIdentityServer(deps));
  app.route('/sandbox-providers', createProviders(deps));
  app.route(
    '/',
    createSiteRoutes(deps, async (request) => app.fetch(request)),
  );

  app.onError((error, c) => {
    if (error instanceof ApiProblem) return c.json(error.toBody(), error.status as 400);
    console.error('[sandbox] unexpected error', error);
    return c.json(new ApiProblem(500, 'internal-error', 'Something went wrong in the sandbox').toBody(), 500);
  });
  return app;
}
