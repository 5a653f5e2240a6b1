import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';

/** A registered OAuth client of the identity server. */
export interface OAuthClientRecord {
  id: string;
  /** scrypt hash of the client secret; null for a public (browser) client, which proves itself with PKCE. */
  secretHash: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  grants: string[];
}

export async function findClient(
  db: Kysely<Database>,
  clientId: string,
): Promise<OAuthClientRecord | undefined> {
  const row = await db.selectFrom('oauth_client').selectAll().where('id', '=', clientId).executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    secretHash: row.secret_hash,
    redirectUris: row.redirect_uris,
    postLogoutRedirectUris: row.post_logout_redirect_uris,
    grants: row.grants,
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for `127.0.0.1`, `localhost` and `[::1]`. */
export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname);
}

function parseAbsolute(uri: string): URL | undefined {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `uri` is one of `registered`. Matching is exact, except that a registered loopback URI
 * (`http://127.0.0.1/auth`) matches on any port (RFC 8252 section 7.3), because a native or
 * development app gets whatever port is free. URIs with credentials or a fragment never match.
 */
function matchesRegisteredUri(uri: string, registered: readonly string[]): boolean {
  const requested = parseAbsolute(uri);
  if (!requested || requested.username || requested.password || uri.includes('#')) return false;
  return registered.some((candidate) => {
    if (candidate === uri) return true;
    const known = parseAbsolute(candidate);
    if (known?.protocol !== 'http:' || !isLoopbackHost(known.hostname) || known.port !== '') return false;
    return (
      requested.protocol === known.protocol &&
      requested.hostname === known.hostname &&
      requested.pathname === known.pathname &&
      requested.search === known.search
    );
  });
}

/** Whether `uri` may receive the client's authorization codes. */
export function isClientRedirectUri(client: OAuthClientRecord, uri: string, config: SandboxConfig): boolean {
  return matchesRegisteredUri(uri, [...client.redirectUris, ...config.extraRedirectUris]);
}

/**
 * Whether `uri` is a post-logout address of some client: a registered one (loopback on any port),
 * or the app's post-logout path on the origin of one of the configured extra redirect URIs.
 */
export async function isPostLogoutRedirectUri(
  db: Kysely<Database>,
  config: SandboxConfig,
  uri: string,
): Promise<boolean> {
  const clients = await db.selectFrom('oauth_client').select('post_logout_redirect_uris').execute();
  const registered = clients.flatMap((client) => client.post_logout_redirect_uris);
  if (matchesRegisteredUri(uri, registered)) return true;
  const requested = parseAbsolute(uri);
  if (!requested || requested.search || uri.includes('#')) return false;
  const logoutPaths = new Set(registered.map((candidate) => parseAbsolute(candidate)?.pathname));
  return config.extraRedirectUris.some(
    (extra) => parseAbsolute(extra)?.origin === requested.origin && logoutPaths.has(requested.pathname),
  );
}

/**
 * Whether a browser page at `origin` may call the token endpoints with credentials: loopback
 * origins (the registered redirect URIs are loopback ones, on any port) and the origins of the
 * configured extra redirect URIs.
 */
export function isAllowedCorsOrigin(origin: string | undefined, config: SandboxConfig): boolean {
  if (!origin) return false;
  const url = parseAbsolute(origin);
  if (!url || url.origin !== origin) return false;
  if (url.protocol === 'http:' && isLoopbackHost(url.hostname)) return true;
  return config.extraRedirectUris.some((extra) => parseAbsolute(extra)?.origin === origin);
}

/** The origin of a URI, or undefined when it is not an absolute http(s) URL. */
export function originOf(uri: string | undefined): string | undefined {
  return uri ? parseAbsolute(uri)?.origin : undefined;
}
