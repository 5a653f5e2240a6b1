import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SandboxConfig } from '../config';
import { appContentSecurityPolicy } from '../http/securityHeaders';

/** The web app's page server: a fetch handler (apps/web `src/server`). */
type PageHandler = (request: Request) => Promise<Response>;

/** What the web app's server entry exports (apps/web `src/server/entry.ts`). */
interface WebServerEntry {
  createRequestHandler(options: {
    template: string;
    fetch?: (request: Request) => Promise<Response>;
    apiBaseUrl?: string;
    contentSecurityPolicy?: (nonce: string) => string;
    onError?: (error: unknown) => void;
  }): PageHandler;
}

/**
 * The web app's page server, loaded once from its build (`config.webServerEntry`) with the server
 * build's index.html (beside it) as its template. It calls this sandbox's booking API in-process (`apiFetch`,
 * no network hop), or the one at `config.webServerApiBaseUrl`, and answers with the sandbox's policy for the app, with the page's nonce.
 */
export function createWebPages(
  config: Pick<SandboxConfig, 'webDist' | 'webServerEntry' | 'webServerApiBaseUrl' | 'appOrigins'>,
  apiFetch: (request: Request) => Promise<Response>,
): (() => Promise<PageHandler>) | undefined {
  const { webDist, webServerEntry } = config;
  if (!webDist || !webServerEntry) return undefined;
  // Loaded as the sandbox starts, and one page rendered (off the record) so the first visitor's
  // page does not wait for the module to load and warm up.
  const loading: Promise<PageHandler> = Promise.all([
    import(pathToFileURL(webServerEntry).href) as Promise<WebServerEntry>,
    // The server build's template (the client's index.html with the styles inlined) beside the entry.
    readFile(join(dirname(webServerEntry), 'index.html'), 'utf8'),
  ]).then(([entry, template]) =>
    entry.createRequestHandler({
      template,
      ...(config.webServerApiBaseUrl ? { apiBaseUrl: config.webServerApiBaseUrl } : { fetch: apiFetch }),
      contentSecurityPolicy: (nonce) => appContentSecurityPolicy(config.appOrigins, nonce),
      onError: (error) => console.error('[sandbox] the web app failed to render a page', error),
    }),
  );
  void loading
    .then((handle) => handle(new Request('http://127.0.0.1/404')))
    .catch((error: unknown) => console.error("[sandbox] the web app's page server did not start", error));
  return () => loading;
}
