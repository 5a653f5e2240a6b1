import OAuth2Server from '@node-oauth/oauth2-server';
import type { Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { customerForAccessToken } from './accessTokens';
import { isAllowedCorsOrigin } from './clients';
import type { IdentityDeps } from './identitySessions';
import { AUTHORIZATION_CODE_SECONDS, createOAuthModel } from './oauthModel';

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
 * origin is allowed (loopback on any port, or an extra redirect URI's origin).
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

/** `POST /token` (code exchange and refresh, by the OAuth library) and `GET /api/check`, with CORS. */
export function registerTokenEndpoints(app: Hono, deps: IdentityDeps): void {
  app.options('/token', preflight(deps, 'POST, OPTIONS'));
  app.options('/api/check', preflight(deps, 'GET, OPTIONS'));

  app.post('/token', async (c) => {
    const contentType = c.req.header('content-type') ?? '';
    const text = await c.req.text();
    const form = new URLSearchParams(contentType.startsWith('application/x-www-form-urlencoded') ? text : '');
    const body: Record<string, string> = {};
    for (const [name, value] of form) {
      if (name in body) {
        return oauthError(c, deps, 400, 'invalid_request', `The parameter ${name} must not repeat.`);
      }
      body[name] = value;
    }
    // Only the two grants of the contract; anything else fails before client authentication.
    if (body.grant_type && body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
      return oauthError(c, deps, 400, 'unsupported_grant_type', 'The grant_type is not supported.');
    }
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
      const expiresAt = token.accessTokenExpiresAt ?? deps.config.now();
      return c.json(
        {
          access_token: token.accessToken,
          refresh_token: token.refreshToken,
          token_type: 'Bearer',
          expires_in: Math.max(1, Math.round((expiresAt.getTime() - deps.config.now().getTime()) / 1000)),
          scope: (token.scope ?? []).join(' '),
        },
        200,
        { ...NO_STORE, ...corsHeaders(c, deps) },
      );
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
