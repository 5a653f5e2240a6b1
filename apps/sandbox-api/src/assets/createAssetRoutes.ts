import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { TENANT_LOGOS } from './logos';
import { SEEDED_UNIT_SHAPES, unitTypeSvg } from './unitTypeIllustration';

interface Asset {
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  etag: string;
}

/** Drawings change with the sandbox's code; a day of caching, then revalidation by ETag. */
const DRAWING_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';
/** Font files are versioned by the installed package and never change under their name. */
const FONT_CACHE = 'public, max-age=31536000, immutable';

function asset(body: string | Uint8Array, contentType: string, cacheControl: string): Asset {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { body: bytes, contentType, cacheControl, etag };
}

/** The Inter fonts of the CityStash demo tenant, read from the installed @fontsource/inter package. */
function fontAssets(): Map<string, Asset> {
  const require = createRequire(import.meta.url);
  const fonts = new Map<string, Asset>();
  for (const weight of ['400', '700']) {
    const file = `inter-latin-${weight}-normal.woff2`;
    fonts.set(
      file,
      asset(readFileSync(require.resolve(`@fontsource/inter/files/${file}`)), 'font/woff2', FONT_CACHE),
    );
  }
  return fonts;
}

/** Static demo assets under /sandbox-assets: unit type illustrations, tenant logos, fonts. */
export function createAssetRoutes(): Hono {
  const assets = new Map<string, Asset>();
  for (const [id, shape] of SEEDED_UNIT_SHAPES) {
    assets.set(
      `unit-types/${id}.svg`,
      asset(unitTypeSvg(shape), 'image/svg+xml; charset=utf-8', DRAWING_CACHE),
    );
  }
  for (const [name, svg] of TENANT_LOGOS) {
    assets.set(`logos/${name}.svg`, asset(svg, 'image/svg+xml; charset=utf-8', DRAWING_CACHE));
  }
  for (const [file, font] of fontAssets()) assets.set(`fonts/${file}`, font);

  const routes = new Hono();
  routes.get('/*', (c) => {
    const name = c.req.path.replace(/^.*?\/sandbox-assets\//, '');
    const found = assets.get(name);
    if (!found) {
      return c.json({ error: { code: 'not-found', message: 'No such asset', details: [] } }, 404, {
        'Cache-Control': 'no-store',
      });
    }
    const headers = {
      'Content-Type': found.contentType,
      'Cache-Control': found.cacheControl,
      ETag: found.etag,
      // Fonts and images are public: pages of any origin (a tenant's own front end) may load them.
      'Access-Control-Allow-Origin': '*',
      // An SVG opened directly must not run anything.
      ...(found.contentType.startsWith('image/svg')
        ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === found.etag)) {
      return c.body(null, 304, headers);
    }
    return c.body(found.body, 200, headers);
  });
  return routes;
}
