import type { ApiError } from './ApiError';

/**
 * How the client reaches the signed-in customer's tokens. `@stowly/booking`'s auth store
 * implements it; an integrator with their own sign-in can too.
 */
export interface StowlyClientAuth {
  /** The current access token, or nothing when signed out. */
  getAccessToken(): string | null | undefined;
  /** The current refresh token, or nothing when there is none. */
  getRefreshToken(): string | null | undefined;
  /**
   * Exchanges `refreshToken` for new tokens and stores them (setting the auth state to
   * refreshing-token while it runs). Rejects when the identity server refuses: the session then
   * ends. A rejection that `isApiUnavailable` recognises (the identity server gave no answer, timed
   * out or failed with a 5xx) keeps the session: the waiting requests fail with that error instead.
   * Called once for any number of concurrent 401 answers.
   */
  refresh(refreshToken: string): Promise<void>;
  /** The session cannot go on: log out and send the customer to login. Called once per session. */
  onSessionExpired(): void;
}

/** Options of {@link createStowlyClient}. */
export interface StowlyClientOptions {
  /** Base URL of the booking API including its version, such as `https://api.example.com/v1`. */
  baseUrl: string;
  /** The current interface language, sent as `Content-Language` on every call. */
  getLocale: () => string;
  /** Token access for signed-in calls; without it every call is anonymous. */
  auth?: StowlyClientAuth;
  /**
   * Receives HTTP errors other than 401 (handled by the refresh flow) and 422 (business rules the
   * user sees), and network failures: wire it to error reporting.
   */
  onError?: (error: ApiError) => void;
  /**
   * How long a GET may wait for its answer before it fails with an {@link ApiError} of status 0
   * and code `timeout` (reported through `onError`). Other methods are never cut short: their
   * outcome on the server would be unknown. Needs `AbortSignal.any` (without it: no limit).
   * @default no limit
   */
  readTimeoutMs?: number;
  /** The fetch implementation. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
}
