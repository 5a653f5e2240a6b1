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
  /**
   * The token revocation URL (RFC 7009), such as `https://auth.example.com/identity/revoke`.
   * Without it the client has no `revokeToken`.
   */
  revokeUrl?: string;
  /** The OAuth client id. */
  clientId: string;
  /**
   * The OAuth client secret. Leave it out in a browser: the flow uses PKCE and the identity server
   * accepts public clients. Sent only when given.
   */
  clientSecret?: string;
  /**
   * How long each call may wait for the identity server's answer (headers and body) before it
   * fails with an {@link ApiError} of status 0 and code `timeout`, as the booking API client's
   * `readTimeoutMs` does; the request is aborted.
   * @default no limit
   */
  timeoutMs?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
}

/** The identity server calls the booking SDK makes: code exchange, refresh, token check and revocation. */
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
  /**
   * Revokes a token (RFC 7009: `POST` of the form fields `token`, `token_type_hint` and
   * `client_id`); a refresh token takes its whole family with it. Resolves on the server's 200,
   * which it gives for any token, even an unknown one. Present only when a `revokeUrl` is configured.
   */
  revokeToken?(params: { token: string; tokenTypeHint: 'refresh_token' | 'access_token' }): Promise<void>;
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

/** The failure of a call that got no answer: a timeout, or the server could not be reached. */
function noAnswer(error: unknown, timedOut: boolean): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({
    status: 0,
    code: timedOut ? 'timeout' : 'network-error',
    message: timedOut
      ? 'The identity server did not answer in time'
      : error instanceof Error
        ? error.message
        : 'The identity server could not be reached',
  });
}

/**
 * Creates the client of the identity server (spec section 7, "Authentication"). Token and
 * revocation requests are sent with credentials and as form fields; their failures are thrown at
 * once, never refreshed. A call that gets no answer (in `timeoutMs`, or at all) fails with an
 * {@link ApiError} of status 0, code `timeout` or `network-error`, like a booking API read.
 */
export function createIdentityClient(options: IdentityClientOptions): IdentityClient {
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const { timeoutMs, revokeUrl } = options;

  /**
   * Sends `init` to `url` and reads the answer with `read`, both within `timeoutMs`. The time is
   * kept here, not only through the request's signal, so a fetch that ignores the signal cannot
   * hang the caller either.
   */
  async function call<T>(
    url: string,
    init: RequestInit,
    read: (response: Response) => Promise<T>,
  ): Promise<T> {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let timedOut = false;
    const answer = (async () => {
      const response = await send(new Request(url, { ...init, signal: controller.signal }));
      if (!response.ok) throw await oauthError(response);
      return read(response);
    })();
    const deadline =
      timeoutMs === undefined
        ? undefined
        : new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              timedOut = true;
              controller.abort();
              reject(noAnswer(undefined, true));
            }, timeoutMs);
          });
    try {
      return await (deadline ? Promise.race([answer, deadline]) : answer);
    } catch (error) {
      throw noAnswer(error, timedOut);
    } finally {
      clearTimeout(timer);
      // A late answer after the deadline has nobody waiting for it.
      answer.catch(() => undefined);
    }
  }

  function form(fields: Record<string, string>): RequestInit {
    const body = new URLSearchParams({ ...fields, client_id: options.clientId });
    if (options.clientSecret) body.set('client_secret', options.clientSecret);
    return { method: 'POST', body, credentials: 'include', headers: { Accept: 'application/json' } };
  }

  const token = (fields: Record<string, string>): Promise<TokenResponse> =>
    call(options.tokenUrl, form(fields), (response) => response.json() as Promise<TokenResponse>);

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
    checkToken: (accessToken) =>
      call(
        options.checkUrl,
        { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } },
        (response) => response.json() as Promise<TokenCheckResponse>,
      ),
    ...(revokeUrl
      ? {
          revokeToken: ({ token: revoked, tokenTypeHint }: { token: string; tokenTypeHint: string }) =>
            call(revokeUrl, form({ token: revoked, token_type_hint: tokenTypeHint }), async () => undefined),
        }
      : {}),
  };
}
