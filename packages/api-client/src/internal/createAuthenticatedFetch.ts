import { isApiUnavailable } from '../ApiError';
import type { StowlyClientAuth } from '../types';

type FetchFn = (request: Request) => Promise<Response>;

function withBearer(request: Request, accessToken: string | null | undefined): Request {
  const headers = new Headers(request.headers);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  else headers.delete('Authorization');
  return new Request(request, { headers });
}

/**
 * Wraps `fetch` with the 401 handling of spec sections 4 and 8:
 * a 401 with a refresh token, on a request not yet retried, refreshes the tokens (one refresh for
 * any number of concurrent 401s) and retries the request once with the new access token.
 * Refresh failure, a 401 without a refresh token, or a 401 on the retry ends the session: the
 * auth adapter's `onSessionExpired` runs once for the rejected token, however many requests saw it.
 * A refresh the identity server could not answer (no answer, a timeout, a 5xx: `isApiUnavailable`)
 * says nothing about the session: it goes on, and the requests waiting for the refresh fail with
 * that error, so the page offers a retry as for an API that did not answer.
 *
 * openapi-fetch middleware cannot resend a request, so this lives in the client's `fetch`.
 */
export function createAuthenticatedFetch(baseFetch: FetchFn, auth: StowlyClientAuth): FetchFn {
  let refreshInFlight: Promise<boolean> | undefined;
  let expiredToken: string | null | undefined;
  let sessionEnded = false;

  const endSession = (rejectedToken: string | null | undefined) => {
    if (sessionEnded && expiredToken === rejectedToken) return;
    sessionEnded = true;
    expiredToken = rejectedToken;
    auth.onSessionExpired();
  };

  const refreshOnce = (rejectedToken: string | null | undefined, refreshToken: string): Promise<boolean> => {
    refreshInFlight ??= (async () => {
      try {
        await auth.refresh(refreshToken);
        sessionEnded = false;
        return true;
      } catch (error) {
        if (isApiUnavailable(error)) throw error;
        endSession(rejectedToken);
        return false;
      } finally {
        refreshInFlight = undefined;
      }
    })();
    return refreshInFlight;
  };

  return async (request) => {
    // Keep an unread copy: the body of the first attempt is consumed by sending it.
    const retryCopy = request.clone();
    const sentToken = request.headers.get('Authorization')?.replace(/^Bearer /, '') || undefined;
    const response = await baseFetch(request);
    if (response.status !== 401) return response;

    const currentToken = auth.getAccessToken() || undefined;
    if (currentToken && currentToken !== sentToken && !refreshInFlight) {
      // Another request refreshed the tokens while this one was on its way: just retry.
      return retry(retryCopy, currentToken);
    }
    const refreshToken = auth.getRefreshToken();
    if (!refreshToken) {
      endSession(sentToken);
      return response;
    }
    const refreshed = await refreshOnce(sentToken, refreshToken);
    if (!refreshed) return response;
    return retry(retryCopy, auth.getAccessToken());
  };

  async function retry(request: Request, accessToken: string | null | undefined): Promise<Response> {
    const response = await baseFetch(withBearer(request, accessToken));
    if (response.status === 401) endSession(accessToken);
    return response;
  }
}
