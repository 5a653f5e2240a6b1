import { Hono } from 'hono';

/** Static demo assets under /sandbox-assets: unit type illustrations, tenant logos, fonts. */
export function createAssetRoutes(): Hono {
  return new Hono();
}
