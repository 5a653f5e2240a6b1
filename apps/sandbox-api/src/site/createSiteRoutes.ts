import { Hono } from 'hono';
import type { SandboxAppDeps } from '../app';
import { createAssetRoutes } from '../assets/createAssetRoutes';

/** Everything else on the origin: error-report collector, API reference, assets, the web app. */
export function createSiteRoutes(_deps: SandboxAppDeps): Hono {
  const site = new Hono();
  site.route('/sandbox-assets', createAssetRoutes());
  return site;
}
