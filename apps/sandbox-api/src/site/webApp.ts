import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context } from 'hono';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Source maps stay on disk (the build writes them without a `sourceMappingURL` comment, for the
 * byte budgets and for uploading to an error-reporting service) and are never served: they would
 * publish the app's whole source.
 */
const isSourceMap = (path: string) => path.toLowerCase().endsWith('.map');

async function fileIn(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const path = normalize(join(root, decoded));
  if (path !== root && !path.startsWith(root + sep)) return undefined; // no way out of the folder
  try {
    return (await stat(path)).isFile() ? path : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app from `root`: files as they are (hashed assets cached for a year), and
 * for every other GET that asks for a page the page rendered by the app's server (`pages`), or
 * without one (or with the request header `Sandbox-Render: client`) index.html, so the app's routes
 * work on reload.
 */
export async function serveWebApp(
  c: Context,
  root: string,
  pages?: () => Promise<(request: Request) => Promise<Response>>,
): Promise<Response | undefined> {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return undefined;
  const urlPath = new URL(c.req.url).pathname;
  const file = urlPath === '/' ? undefined : await fileIn(root, urlPath);
  if (file && isSourceMap(file)) return undefined; // a 404, as for a file that is not there
  if (file) {
    const immutable = urlPath.startsWith('/assets/');
    return new Response(c.req.method === 'HEAD' ? null : await readFile(file), {
      headers: {
        'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
    });
  }
  if (extname(urlPath) !== '' && extname(urlPath) !== '.html') return undefined; // a missing asset is a 404
  const accept = c.req.header('Accept') ?? '';
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return undefined;
  // `Sandbox-Render: client` asks for the page as a static host serves it (rendered by the browser
  // alone): tests of how the app handles the API's answers on its first page use it.
  if (pages && c.req.header('Sandbox-Render') !== 'client') return (await pages())(c.req.raw);
  const index = await readFile(join(root, 'index.html'));
  return new Response(c.req.method === 'HEAD' ? null : index, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}
