import OAuth2Server from '@node-oauth/oauth2-server';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { customerForAccessToken, revokeFamilyOfClientToken } from './accessTokens';
import { findClient, isAllowedCorsOrigin } from './clients';
import type { IdentityDeps } from './identitySessions';
import { AUTHORIZATION_CODE_SECONDS, createOAuthModel } from './oauthModel';
import type { IssuedTokens, RefreshGrace } from './refreshGrace';
import { secretHash, verifyPassword } from './secrets';

/** The OAuth error codes the contract lists (identity-api.yaml, OAuthError). */
type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_grant'
  | 'invalid_client'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_token';

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/**
 * CORS answer headers for a browser app at the request's `Origin`, with credentials, when that
 * origin is one of the web client's (the sandbox's own, or an extra redirect URI's).
 */
function corsHeaders(c: Context, deps: IdentityDeps): Record<string, string> {
  const origin = c.req.header('origin');
  if (!origin || !isAllowedCorsOrigin(origin, deps.config)) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'WWW-Authenticate',
  };
}

function preflight(deps: IdentityDeps, methods: string) {
  return (c: Context) => {
    const headers = corsHeaders(c, deps);
    if (!headers['Access-Control-Allow-Origin']) return c.body(null, 403, headers);
    return c.body(null, 204, {
      ...headers,
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Content-Language',
      'Access-Control-Max-Age': '600',
    });
  };
}

function oauthError(
  c: Context,
  deps: IdentityDeps,
  status: ContentfulStatusCode,
  error: OAuthErrorCode,
  description: string,
  headers: Record<string, string> = {},
) {
  return c.json({ error, error_description: description }, status, {
    ...NO_STORE,
    ...corsHeaders(c, deps),
    ...headers,
  });
}

/** The contract's error code and status for an error of the OAuth library. */
function contractError(error: OAuth2Server.OAuthError): {
  code: OAuthErrorCode;
  status: ContentfulStatusCode;
} {
  switch (error.name) {
    case 'invalid_client':
      return { code: 'invalid_client', status: 401 };
    case 'invalid_grant':
    case 'invalid_request':
    case 'invalid_scope':
    case 'unsupported_grant_type':
      return { code: error.name, status: 400 };
    case 'unauthorized_client':
      // The client may not use this grant: to the client, this grant type is not supported.
      return { code: 'unsupported_grant_type', status: 400 };
    default:
      return { code: 'invalid_request', status: 500 };
  }
}

/** A form body's fields, or the error answer for a repeated one. */
async function readForm(
  c: Context,
  deps: IdentityDeps,
): Promise<{ body: Record<string, string>; text: string } | { error: Response }> {
  const contentType = c.req.header('content-type') ?? '';
  const text = await c.req.text();
  const form = new URLSearchParams(contentType.startsWith('application/x-www-form-urlencoded') ? text : '');
  const body: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name in body) {
      return { error: oauthError(c, deps, 400, 'invalid_request', `The parameter ${name} must not repeat.`) };
    }
    body[name] = value;
  }
  return { body, text };
}

/**
 * The client's credentials (RFC 6749 section 2.3.1): HTTP Basic, or `client_id` (and
 * `client_secret`) in the body; not both ways at once. Undefined when they are missing or malformed.
 */
function clientCredentials(
  c: Context,
  body: Record<string, string>,
): { id: string; secret: string | undefined } | undefined {
  const basic = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
  if (basic) {
    if (body.client_secret !== undefined) return undefined;
    const decoded = Buffer.from(basic, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 1) return undefined;
    try {
      const id = decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' '));
      const secret = decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' '));
      if (body.client_id !== undefined && body.client_id !== id) return undefined;
      return { id, secret };
    } catch {
      return undefined;
    }
  }
  return body.client_id ? { id: body.client_id, secret: body.client_secret } : undefined;
}

/**
 * Whether the client is registered and, if confidential, proved its secret. A public client needs
 * no secret (any it sends is ignored, as at the token endpoint).
 */
async function authenticateClient(
  deps: IdentityDeps,
  credentials: { id: string; secret: string | undefined } | undefined,
): Promise<boolean> {
  if (!credentials) return false;
  const client = await findClient(deps.db, credentials.id);
  if (!client) return false;
  if (client.secretHash === null) return true;
  return credentials.secret !== undefined && (await verifyPassword(credentials.secret, client.secretHash));
}

/**
 * Whether the pair a rotation of `rotated` issued may be answered again: `rotated` is rotated but
 * its family not revoked, and the new refresh token is neither revoked nor used yet.
 */
async function replayStillValid(
  deps: IdentityDeps,
  rotated: string,
  successor: IssuedTokens,
): Promise<boolean> {
  const rows = await deps.db
    .selectFrom('oauth_token')
    .select(['refresh_token', 'rotated', 'revoked'])
    .where('refresh_token', 'in', [secretHash(rotated), secretHash(successor.refreshToken)])
    .execute();
  const old = rows.find((row) => row.refresh_token === secretHash(rotated));
  const next = rows.find((row) => row.refresh_token === secretHash(successor.refreshToken));
  return Boolean(old?.rotated && !old.revoked && next && !next.rotated && !next.revoked);
}

/**
 * `POST /token` (code exchange and refresh, by the OAuth library, with the refresh grace window),
 * `POST /revoke` (RFC 7009) and `GET /api/check`, with CORS.
 */
export function registerTokenEndpoints(app: Hono, deps: IdentityDeps, grace: RefreshGrace): void {
  app.options('/token', preflight(deps, 'POST, OPTIONS'));
  app.options('/revoke', preflight(deps, 'POST, OPTIONS'));
  app.options('/api/check', preflight(deps, 'GET, OPTIONS'));

  const tokenAnswer = (c: Context, token: IssuedTokens) =>
    c.json(
      {
        access_token: token.accessToken,
        refresh_token: token.refreshToken,
        token_type: 'Bearer',
        expires_in: Math.max(
          1,
          Math.round((token.accessTokenExpiresAt.getTime() - deps.config.now().getTime()) / 1000),
        ),
        scope: token.scope.join(' '),
      },
      200,
      { ...NO_STORE, ...corsHeaders(c, deps) },
    );

  /** The token request, by the OAuth library. */
  async function issue(c: Context, body: Record<string, string>, text: string): Promise<Response> {
    const contentType = c.req.header('content-type') ?? '';
    const headers: Record<string, string> = {
      'content-type': contentType,
      'content-length': String(Buffer.byteLength(text)),
    };
    const authorization = c.req.header('authorization');
    if (authorization) headers.authorization = authorization;

    const model = createOAuthModel(deps, {
      endpoint: 'token',
      redirectUri: body.redirect_uri,
      scope: body.scope?.trim() ? body.scope.trim().split(/\s+/) : undefined,
    });
    const server = new OAuth2Server({
      model,
      accessTokenLifetime: deps.config.accessTokenSeconds,
      refreshTokenLifetime: deps.config.refreshTokenSeconds,
      authorizationCodeLifetime: AUTHORIZATION_CODE_SECONDS,
      // Public clients prove themselves with PKCE; the model checks confidential clients' secrets.
      requireClientAuthentication: { authorization_code: false, refresh_token: false },
      alwaysIssueNewRefreshToken: true,
    });
    const request = new OAuth2Server.Request({ method: 'POST', query: {}, headers, body });
    const response = new OAuth2Server.Response();
    try {
      const token = await server.token(request, response);
      const issued: IssuedTokens = {
        accessToken: token.accessToken,
        refreshToken: token.refreshToken ?? '',
        accessTokenExpiresAt: token.accessTokenExpiresAt ?? deps.config.now(),
        scope: token.scope ?? [],
      };
      if (body.grant_type === 'refresh_token' && body.refresh_token) {
        grace.remember(body.refresh_token, token.client.id, issued, deps.config.now());
      }
      return tokenAnswer(c, issued);
    } catch (error) {
      if (!(error instanceof OAuth2Server.OAuthError)) throw error;
      const { code, status } = contractError(error);
      if (status === 500) console.error('[identity] token request failed', error);
      const challenge = response.get('www-authenticate');
      return oauthError(
        c,
        deps,
        status,
        code,
        status === 500 ? 'The token could not be issued.' : error.message,
        typeof challenge === 'string' ? { 'WWW-Authenticate': challenge } : {},
      );
    }
  }

  app.post('/token', async (c) => {
    const form = await readForm(c, deps);
    if ('error' in form) return form.error;
    const { body, text } = form;
    // Only the two grants of the contract; anything else fails before client authentication.
    if (body.grant_type && body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
      return oauthError(c, deps, 400, 'unsupported_grant_type', 'The grant_type is not supported.');
    }
    const refreshToken = body.grant_type === 'refresh_token' ? body.refresh_token : undefined;
    if (!refreshToken) return issue(c, body, text);

    // One refresh token at a time: a second presentation waits for the first's rotation, then gets
    // the same pair once within the grace window (two tabs refreshing together). Any other reuse of
    // a rotated token is theft, and the library's model revokes the family.
    return grace.serialize(refreshToken, async () => {
      const credentials = clientCredentials(c, body);
      const successor = credentials && grace.replayable(refreshToken, credentials.id, deps.config.now());
      if (
        successor &&
        (await authenticateClient(deps, credentials)) &&
        (await replayStillValid(deps, refreshToken, successor))
      ) {
        grace.markReplayed(refreshToken);
        return tokenAnswer(c, successor);
      }
      return issue(c, body, text);
    });
  });

  app.post('/revoke', async (c) => {
    const form = await readForm(c, deps);
    if ('error' in form) return form.error;
    const { body } = form;
    const credentials = clientCredentials(c, body);
    if (!(await authenticateClient(deps, credentials)) || !credentials) {
      // RFC 6749 section 5.2: a failed HTTP Basic authentication is challenged.
      const basic = /^Basic /i.test(c.req.header('authorization') ?? '');
      return oauthError(
        c,
        deps,
        401,
        'invalid_client',
        'Client authentication failed.',
        basic ? { 'WWW-Authenticate': 'Basic realm="identity"' } : {},
      );
    }
    if (!body.token) return oauthError(c, deps, 400, 'invalid_request', 'The token parameter is required.');
    // Whatever the token is (unknown, expired, revoked, another client's), the answer is the same.
    await revokeFamilyOfClientToken(deps.db, body.token, credentials.id);
    return c.body(null, 200, { ...NO_STORE, ...corsHeaders(c, deps) });
  });

  app.get('/api/check', async (c) => {
    const token = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const owner = token ? await customerForAccessToken(deps.db, token, deps.config.now()) : undefined;
    if (!owner) {
      const description = token
        ? 'The access token is invalid, expired or revoked.'
        : 'An access token is required (Authorization: Bearer).';
      return oauthError(c, deps, 401, 'invalid_token', description, {
        'WWW-Authenticate': `Bearer realm="identity", error="invalid_token", error_description="${description}"`,
      });
    }
    return c.json(
      {
        active: true,
        customerId: owner.customerId,
        scope: owner.scope,
        exp: Math.floor(owner.expiresAt.getTime() / 1000),
      },
      200,
      { ...NO_STORE, ...corsHeaders(c, deps) },
    );
  });
}
