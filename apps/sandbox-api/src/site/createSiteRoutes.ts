import { Hono } from 'hono';
import { createAssetRoutes } from '../assets/createAssetRoutes';
import { ApiProblem } from '../http/ApiProblem';
import type { SandboxAppDeps } from '../SandboxAppDeps';
import { contractFile, renderApiReference } from './apiReference';
import { createErrorReportRoutes } from './errorReports';
import { createMailRoutes } from './mailRoutes';
import { serveWebApp } from './webApp';
import { createWebPages } from './webPages';

/**
 * Everything else on the origin: error-report collector, captured mail, API reference, assets,
 * the web app (its pages rendered by its server, which calls the booking API through `apiFetch`).
 */
export function createSiteRoutes(
  deps: SandboxAppDeps,
  apiFetch: (request: Request) => Promise<Response>,
): Hono {
  const site = new Hono();
  const pages = createWebPages(deps.config, apiFetch);
  site.route('/sandbox-assets', createAssetRoutes());
  site.route('/', createErrorReportRoutes(deps));
  site.route('/', createMailRoutes(deps));

  let reference: string | undefined;
  site.get('/docs', (c) => {
    reference ??= renderApiReference();
    return c.html(reference);
  });
  site.get('/openapi/:file', (c) => {
    const text = contractFile(c.req.param('file'));
    if (text === undefined) throw new ApiProblem(404, 'not-found', 'No such document');
    return c.body(text, 200, { 'Content-Type': 'application/yaml; charset=utf-8' });
  });

  site.all('*', async (c) => {
    const webDist = deps.config.webDist;
    const served = webDist ? await serveWebApp(c, webDist, pages) : undefined;
    if (served) return served;
    if (!webDist && c.req.method === 'GET' && new URL(c.req.url).pathname === '/') {
      return c.html(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stowly sandbox</title></head><body><main><h1>Stowly sandbox</h1><p>The web app is not built. The booking API is at <a href="/v1/setup">/v1</a>; its reference is at <a href="/docs">/docs</a>.</p></main></body></html>',
      );
    }
    throw new ApiProblem(404, 'not-found', 'Not found');
  });
  return site;
}
