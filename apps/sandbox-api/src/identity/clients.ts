import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';

/** The web app's client: its URIs are registered for the sandbox's own origin at start. */
const WEB_CLIENT_ID = 'stowly-web';

/** The web app's routes the identity server sends a browser back to. */
const WEB_CALLBACK_PATH = '/auth';
/** After sign-out (`/logout`, change password) and the spec's sign-out to the portal. */
const WEB_POST_LOGOUT_PATHS = ['/logout', '/customer-portal'] as const;

/** A registered OAuth client of the identity server. */
export interface OAuthClientRecord {
  id: string;
  /** scrypt hash of the client secret; null for a public (browser) client, which proves itself with PKCE. */
  secretHash: string | null;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  grants: string[];
  /** A native app (RFC 8252): its loopback redirect URIs match on any port. */
  native: boolean;
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
    native: row.native,
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
 * The sandbox's own origin (`publicOrigin`) and, for `127.0.0.1` or `localhost`, the other name on
 * the same port (both reach the same server).
 */
function ownOrigins(config: SandboxConfig): string[] {
  const own = config.publicOrigin ? parseAbsolute(config.publicOrigin) : undefined;
  if (!own) return [];
  const twin = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' }[own.hostname];
  return twin ? [own.origin, `${own.protocol}//${twin}${own.port ? `:${own.port}` : ''}`] : [own.origin];
}

/** The origins the web client is registered for: its own and each extra redirect URI's. */
function webAppOrigins(config: SandboxConfig): string[] {
  const extra = config.extraRedirectUris.map((uri) => parseAbsolute(uri)?.origin);
  return [...new Set([...ownOrigins(config), ...extra.filter((origin) => origin !== undefined)])];
}

/** The web client's redirect URIs: `/auth` on the sandbox's own origin, and the extra ones. */
function webClientRedirectUris(config: SandboxConfig): string[] {
  return [
    ...ownOrigins(config).map((origin) => `${origin}${WEB_CALLBACK_PATH}`),
    ...config.extraRedirectUris,
  ];
}

/** The web client's post-logout URIs: `/logout` and `/customer-portal` on each of its origins. */
function webClientPostLogoutUris(config: SandboxConfig): string[] {
  return webAppOrigins(config).flatMap((origin) => WEB_POST_LOGOUT_PATHS.map((path) => `${origin}${path}`));
}

/** A loopback URI with a port: the URI without the port is groups 1 and 3, the port group 2. */
const LOOPBACK_WITH_PORT = /^(http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])):(\d{1,5})(\/[^#]*)?$/;
/** A registered loopback URI without a port (a native app's). */
const PORTLESS_LOOPBACK = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(\/[^#]*)?$/;

/**
 * Whether `uri` is one of `registered`, compared as strings (RFC 9700 section 4.1.3): no case
 * folding, default ports, trailing slashes or path normalisation. For a native client only, a
 * registered port-less loopback URI (`http://127.0.0.1/callback`) matches on any port (RFC 8252
 * section 7.3), the rest of the string still exact. URIs with credentials or a fragment never match.
 */
function matchesRegisteredUri(uri: string, registered: readonly string[], native: boolean): boolean {
  const requested = parseAbsolute(uri);
  if (!requested || requested.username || requested.password || uri.includes('#')) return false;
  if (registered.includes(uri)) return true;
  if (!native) return false;
  const loopback = LOOPBACK_WITH_PORT.exec(uri);
  const port = Number(loopback?.[2]);
  if (!loopback || port < 1 || port > 65535) return false;
  const withoutPort = `${loopback[1]}${loopback[3] ?? ''}`;
  return registered.some((candidate) => candidate === withoutPort && PORTLESS_LOOPBACK.test(candidate));
}

/** The client's redirect URIs: the stored ones, and for the web client those registered at start. */
export function registeredRedirectUris(client: OAuthClientRecord, config: SandboxConfig): string[] {
  return client.id === WEB_CLIENT_ID
    ? [...client.redirectUris, ...webClientRedirectUris(config)]
    : client.redirectUris;
}

/** Whether `uri` may receive the client's authorization codes. */
export function isClientRedirectUri(client: OAuthClientRecord, uri: string, config: SandboxConfig): boolean {
  return matchesRegisteredUri(uri, registeredRedirectUris(client, config), client.native);
}

/**
 * Whether `uri` is a registered post-logout address of some client (the web client's: `/logout`
 * and `/customer-portal` on each of its origins), matched exactly as redirect URIs are.
 */
export async function isPostLogoutRedirectUri(
  db: Kysely<Database>,
  config: SandboxConfig,
  uri: string,
): Promise<boolean> {
  if (matchesRegisteredUri(uri, webClientPostLogoutUris(config), false)) return true;
  const clients = await db
    .selectFrom('oauth_client')
    .select(['post_logout_redirect_uris', 'native'])
    .execute();
  return clients.some((client) => matchesRegisteredUri(uri, client.post_logout_redirect_uris, client.native));
}

/**
 * Whether a browser page at `origin` may call the token endpoints with credentials: only the web
 * client's origins (the sandbox's own and those of the extra redirect URIs), compared exactly.
 */
export function isAllowedCorsOrigin(origin: string | undefined, config: SandboxConfig): boolean {
  return origin !== undefined && webAppOrigins(config).includes(origin);
}

/** The origin of a URI, or undefined when it is not an absolute http(s) URL. */
export function originOf(uri: string | undefined): string | undefined {
  return uri ? parseAbsolute(uri)?.origin : undefined;
}

/**
 * The extra redirect URIs of `SANDBOX_REDIRECT_URIS` (comma-separated absolute http(s) URLs, as
 * the other frontend sends them). Throws with the offending value when one is not such a URL.
 */
export function parseRedirectUriList(value: string | undefined): string[] {
  const uris = (value ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  for (const uri of uris) {
    const url = parseAbsolute(uri);
    if (!url || url.username || url.password || uri.includes('#')) {
      throw new Error(`SANDBOX_REDIRECT_URIS: "${uri}" is not an absolute http(s) URL without a fragment`);
    }
  }
  return uris;
}
