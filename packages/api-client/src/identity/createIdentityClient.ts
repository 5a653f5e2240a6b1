import { ApiError } from '../ApiError';
import type { paths } from '../generated/identity-api';

/** The identity server's token answer (`POST /token`), from the contract. */
export type TokenResponse = paths['/token']['post']['responses'][200]['content']['application/json'];
/** The identity server's token check answer (`GET /api/check`), from the contract. */
export type TokenCheckResponse = paths['/api/check']['get']['responses'][200]['content']['application/json'];

/** Options of {@link createIdentityClient}. */
export interface IdentityClientOptions {
  /** The configured token URL, such as `https://auth.example.com/identity/token`. */
  tokenUrl: string;
  /** The token check URL: `/api/check` on the authentication host. */
  checkUrl: string;
  /** The OAuth client id. */
  clientId: string;
  /**
   * The OAuth client secret. Leave it out in a browser: the flow uses PKCE and the identity server
   * accepts public clients. Sent only when given.
   */
  clientSecret?: string;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
}

/** The identity server calls the booking SDK makes: code exchange, refresh and token check. */
export interface IdentityClient {
  /** Exchanges an authorization code (with its PKCE verifier) for tokens. */
  exchangeCode(params: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
    scope: string;
  }): Promise<TokenResponse>;
  /** Exchanges a refresh token for new tokens (the refresh token rotates). */
  refreshTokens(params: { refreshToken: string; scope: string }): Promise<TokenResponse>;
  /** Asks the identity server whether an access token is still good; rejects with a 401 ApiError if not. */
  checkToken(accessToken: string): Promise<TokenCheckResponse>;
}

async function oauthError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError({
    status: response.status,
    code: typeof record.error === 'string' ? record.error : `http-${response.status}`,
    message:
      typeof record.error_description === 'string'
        ? record.error_description
        : `Token request failed (${response.status})`,
  });
}

/**
 * Creates the client of the identity server (spec section 7, "Authentication"). Token requests are
 * sent with credentials and as form fields; their failures are thrown at once, never refreshed.
 */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));

  async function token(fields: Record<string, string>): Promise<TokenResponse> {
    const form = new URLSearchParams({ ...fields, client_id: options.clientId });
    if (options.clientSecret) form.set('client_secret', options.clientSecret);
    const response = await send(
      new Request(options.tokenUrl, {
        method: 'POST',
        body: form,
        credentials: 'include',
        headers: { Accept: 'application/json' },
      }),
    );
    if (!response.ok) throw await oauthError(response);
    return (await response.json()) as TokenResponse;
  }

  return {
    exchangeCode: ({ code, redirectUri, codeVerifier, scope }) =>
      token({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
        scope,
      }),
    refreshTokens: ({ refreshToken, scope }) =>
      token({ grant_type: 'refresh_token', refresh_token: refreshToken, scope }),
    async checkToken(accessToken) {
      const response = await send(
        new Request(options.checkUrl, {
          headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
        }),
      );
      if (!response.ok) throw await oauthError(response);
      return (await response.json()) as TokenCheckResponse;
    },
  };
}
