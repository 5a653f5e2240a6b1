import {
  createIdentityClient,
  type IdentityClient,
  isApiError,
  isApiUnavailable,
  type StowlyClientAuth,
  type TokenResponse,
} from '@stowly/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { identityUrl, toAbsoluteUrl } from '../../internal/identityUrl';
import { isRecord } from '../../internal/isRecord';
import { readStoredJson, safeRemove, writeStoredJson } from '../../internal/readStoredJson';
import { type Clock, createLoginAttempt, type LoginAttempt, type RandomSource } from './createLoginAttempt';
import { isSafeRedirect } from './isSafeRedirect';
import { AUTH_STORAGE_KEY, isAccessTokenExpired, readStoredAuth, type StoredAuth } from './readStoredAuth';
import type { StorageLike } from './StorageLike';

/** The authentication states of spec section 4. */
export type AuthStatus = 'undetermined' | 'logging-in' | 'refreshing-token' | 'logged-in' | 'not-logged-in';

/** The session storage key of the pending sign-in attempt (state code and PKCE verifier). */
export const LOGIN_ATTEMPT_STORAGE_KEY = 'auth-login';

/** How long a sign-in attempt may take before its callback is refused: 10 minutes. */
export const LOGIN_ATTEMPT_MAX_AGE_MS = 10 * 60 * 1000;

/** The name of the lock the tabs of one browser take in turn to refresh the tokens. */
const REFRESH_LOCK_NAME = 'stowly-auth-refresh';

/** Why a refresh ended without tokens when the session ended (a logout, another tab) while it ran. */
const SIGNED_OUT_MEANWHILE = 'Stowly auth: signed out';

/** Without a lock, the longest random wait before the stored tokens are read again and refreshed. */
const REFRESH_FALLBACK_DELAY_MS = 250;

/** The identity server and callback settings of a tenant app. */
export interface AuthConfig {
  /** The identity server's authorize URL (absolute, or relative to the page origin). */
  authorizeUrl: string;
  /** The identity server's token URL, for code exchange and refresh. */
  tokenUrl: string;
  /** The token check endpoint: `/api/check` on the authentication host. */
  checkUrl: string;
  /**
   * The identity server's token revocation URL (RFC 7009), such as `/identity/revoke`: logout
   * revokes the refresh token there (and with it every token of the sign-in) before it clears
   * storage. Without it logout only forgets the tokens in this browser, and they keep working on
   * the server until they expire.
   */
  revokeUrl?: string;
  /** The identity server's logout URL; without it signing out only clears this browser. */
  logoutUrl?: string;
  /** The identity server's change-password page. */
  changePasswordUrl?: string;
  /** The OAuth client id. */
  clientId: string;
  /** The OAuth client secret, sent with token requests only when set. Leave it out in a browser: the flow uses PKCE. */
  clientSecret?: string;
  /** The login callback (the `/auth` route), absolute or relative to the page origin. */
  redirectUri: string;
  /**
   * The post-login callback (the `/customer-portal` route): where a signed-in customer lands, and
   * the `redirect_uri` of the sign-out redirect (spec section 7).
   * @default '/customer-portal'
   */
  postLoginRedirectUri?: string;
  /** The post-logout callback (the `/logout` route), the `redirect_uri` of the change-password page. */
  postLogoutRedirectUri: string;
  /**
   * The app's login route, opened when the session expires.
   * @default '/login'
   */
  loginPath?: string;
  /**
   * The OAuth scope.
   * @default 'booking'
   */
  scope?: string;
  /**
   * Send the access token with the sign-out redirect so the identity server revokes the whole
   * sign-in at once. It is the only URL that ever carries a token.
   * @default false
   */
  sendTokenOnSignOut?: boolean;
}

/** How the auth store moves the browser. `external` is true for identity server URLs (a full page load). */
export type AuthNavigate = (target: string, options: { external: boolean }) => void;

/**
 * Runs `task` while holding the lock called `name`, alone among the tabs of this browser, and
 * gives its result: the Web Locks API's `(name, task) => navigator.locks.request(name, task)`.
 */
export type AuthLock = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** Options of {@link createAuthStore}. */
export interface CreateAuthStoreOptions {
  /** Identity server URLs and callbacks. */
  config: AuthConfig;
  /** The page origin, such as `https://book.example.com`: redirect URIs and the displayed host come from it. */
  origin: string;
  /** Persistent storage for the tokens (`localStorage` in a browser). */
  storage: StorageLike;
  /**
   * Storage for the pending sign-in attempt (`sessionStorage` in a browser).
   * @default storage
   */
  sessionStorage?: StorageLike;
  /**
   * Random bytes for the state code and PKCE verifier.
   * @default globalThis.crypto (where it exists)
   */
  random?: RandomSource;
  /**
   * The current time.
   * @default Date.now
   */
  clock?: Clock;
  /** The identity server client; by default one is created from `config` (and `fetch`). */
  identityClient?: IdentityClient;
  /** The fetch used by the default identity client. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * How long each call of the default identity client (token check, code exchange, refresh,
   * revocation) may wait for an answer; then it fails as a timeout (see {@link AuthState.unavailable}).
   * Give it the booking API client's `readTimeoutMs`, so both say the same thing at the same time.
   * @default 10_000
   */
  identityTimeoutMs?: number;
  /**
   * Makes a token refresh exclusive among the tabs of this browser, so two tabs never send the same
   * refresh token (the identity server would take the second one for a stolen token and end the
   * sign-in everywhere). Inside the lock the stored tokens are read again: when another tab has
   * refreshed meanwhile, its tokens are used and nothing is sent. The lock is called
   * `'stowly-auth-refresh'`.
   *
   * Without a lock (a browser without the Web Locks API, before 2022), the store waits a random
   * 0–250 ms before it reads the stored tokens again and refreshes: when two tabs need a refresh
   * together, the later one usually finds the other's new tokens. Two tabs that still send the
   * same token together are left to the identity server's grace window, which answers a
   * just-rotated refresh token with the same new pair for a few seconds.
   * @default `navigator.locks` where the environment has it
   */
  lock?: AuthLock;
  /**
   * Subscribes the store to changes another tab makes to the stored tokens; call `onChange` for
   * each. A sign-out (or an ended session) in another tab then signs this tab out too: without a
   * second revocation and without leaving the page (the app's guards send a portal page to the
   * login page), with the error `signed-out-elsewhere`. Tokens another tab refreshed are taken
   * over. In a browser, with `localStorage` as `storage`:
   * `(onChange) => window.addEventListener('storage', (event) => { if (event.key === AUTH_STORAGE_KEY || event.key === null) onChange(); })`.
   * @default none: each tab notices only when its own tokens stop working
   */
  watchOtherTabs?: (onChange: () => void) => void;
  /** Moves the browser: identity server URLs are external, app routes are not. */
  navigate: AuthNavigate;
  /** The current interface language, sent to the identity pages; `en` when it gives nothing. */
  getLanguage?: () => string | null | undefined;
  /**
   * The tenant the app belongs to, such as the `tenant.id` of `GET /setup`. When it gives a value,
   * the sign-in and change-password URLs carry it as `tenant`, and the identity server shows that
   * tenant's name and branding on its pages; when it gives nothing (the setup has not loaded), the
   * parameter is left out and the pages stay neutral. Called each time such a URL is made, so it
   * can read setup data that arrives after the store is created.
   */
  getTenant?: () => string | number | null | undefined;
  /** Called after every logout: clear other customer data the app keeps (booking draft, caches). */
  onLogout?: () => void;
}

/** A sign-in problem to show, with the catalog key of its message. */
export interface AuthError {
  /**
   * `invalid-state-code`: the callback's state did not match; `sign-in-failed`: the identity server
   * refused; `session-expired`: the tokens stopped working; `signed-out-elsewhere`: another tab of
   * this browser signed out (or its session ended there).
   */
  code: 'invalid-state-code' | 'sign-in-failed' | 'session-expired' | 'signed-out-elsewhere';
  /** The message in English, such as `Invalid state code`. */
  message: string;
  /** The translation key of the message. */
  messageKey:
    | 'auth.invalidStateCode'
    | 'auth.signInFailed'
    | 'auth.sessionExpired'
    | 'auth.signedOutElsewhere';
}

const AUTH_ERRORS: Record<AuthError['code'], [AuthError['message'], AuthError['messageKey']]> = {
  'invalid-state-code': ['Invalid state code', 'auth.invalidStateCode'],
  'sign-in-failed': ['Sign-in failed', 'auth.signInFailed'],
  'session-expired': ['Session expired', 'auth.sessionExpired'],
  'signed-out-elsewhere': ['Signed out in another tab', 'auth.signedOutElsewhere'],
};

/**
 * The auth store's state and actions. It is also the `StowlyClientAuth` of the booking API
 * client: `createStowlyClient({ auth: authStore.getState(), ... })`.
 */
export interface AuthState extends StowlyClientAuth {
  /** Where the session stands (spec section 4). */
  status: AuthStatus;
  /** The stored tokens, or `null` when signed out. */
  auth: StoredAuth | null;
  /** The last sign-in problem, cleared by the next successful sign-in or logout. */
  error: AuthError | null;
  /**
   * True when the start-up check could not be made: the identity server gave no answer (in
   * `identityTimeoutMs`, or at all) or failed with a 5xx, to the token check or to the refresh.
   * That says nothing about the sign-in, so the tokens are kept and `status` stays `undetermined`;
   * show the timeout message with a retry that calls `start()` again.
   */
  unavailable: boolean;
  /**
   * On app start: checks the stored token, tries the refresh token if it is rejected, logs out if
   * that fails. Runs once; after a run that ended `unavailable`, calling it again checks again.
   */
  start(): Promise<void>;
  /**
   * Starts sign-in: stores a new attempt and sends the browser to the authorize URL (with `tenant`
   * when `getTenant` gives one). `returnTo` is kept only if it is a same-origin path.
   */
  login(options?: { returnTo?: string }): Promise<void>;
  /** Handles the login callback's query (`?code&state`): checks the state, exchanges the code, then opens the post-login route. */
  handleCallback(query: string | URLSearchParams): Promise<void>;
  /**
   * Exchanges the refresh token (the stored one when none is given) for new tokens and stores them,
   * with status refreshing-token meanwhile. Concurrent calls share one request; a token older than
   * the stored one resolves at once. Across tabs the refresh holds the `lock`, and tokens another
   * tab stored meanwhile are used instead of sending the same token again. Rejects, after logging
   * out, when the identity server refuses; rejects keeping the session (status as before) when it
   * could not answer (`isApiUnavailable`).
   */
  refresh(refreshToken?: string): Promise<void>;
  /**
   * Ends the session: first revokes the refresh token at the identity server (`revokeUrl`, which
   * ends every token of the sign-in) and waits for its answer, at most `identityTimeoutMs`; then
   * removes the tokens and the pending attempt from storage, which signs out the other tabs that
   * watch it. A revocation that fails or gets no answer in time does not keep the customer signed
   * in: storage is cleared all the same (the tokens may then work on the server until they expire).
   * Concurrent calls share one run.
   */
  logout(): Promise<void>;
  /**
   * Logs out (with the revocation) and then sends the browser to the identity server's logout URL
   * (or to the login route when there is none). Calls made while one runs share its revocation.
   */
  signOut(): Promise<void>;
  /** The identity server's change-password URL (with `tenant` when `getTenant` gives one), or `null` when none is configured. */
  changePasswordUrl(): string | null;
}

/** The stored attempt, if it has a state, a verifier and a start time (`returnTo` is checked where it is used). */
function parseLoginAttempt(value: unknown): LoginAttempt | undefined {
  const attempt = (isRecord(value) ? value : {}) as Partial<LoginAttempt>;
  return typeof attempt.state === 'string' &&
    attempt.state !== '' &&
    typeof attempt.codeVerifier === 'string' &&
    attempt.codeVerifier !== '' &&
    Number.isFinite(attempt.createdAt)
    ? (attempt as LoginAttempt)
    : undefined;
}

/** True when the identity server answered that the token or grant is no good (not a network or server failure). */
function isRejected(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/** The Web Locks API of the environment, as an {@link AuthLock}, where it has one. */
function environmentLock(): AuthLock | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  // `request` resolves with what the task resolves with (its DOM type keeps the task's promise).
  return locks ? (name, task) => locks.request(name, task) as Promise<never> : undefined;
}

/** The fallback of a missing lock: a random wait of up to {@link REFRESH_FALLBACK_DELAY_MS}, then the task. */
const delayedLock: AuthLock = (_name, task) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * REFRESH_FALLBACK_DELAY_MS)).then(task);

function defaultRandom(): RandomSource {
  const random = globalThis.crypto;
  if (!random?.getRandomValues) {
    throw new Error('Stowly auth: pass `random` (no crypto.getRandomValues here).');
  }
  return random;
}

/**
 * Creates the sign-in store of the customer portal (spec sections 3, 4, 7 and 8): authorization
 * code flow with PKCE S256 and a single-use state code, token check on start, refresh with
 * rotation (one tab at a time), logout that revokes the tokens and leaves nothing of the customer in
 * storage, and, with `watchOtherTabs`, sign-out in every tab. Create one per app (in a provider),
 * never at module scope.
 *
 * @example
 * const authStore = createAuthStore({ config, origin: location.origin, storage: localStorage,
 *   sessionStorage, navigate: (to, { external }) => (external ? location.assign(to) : router.push(to)) });
 * const client = createStowlyClient({ baseUrl, getLocale, auth: authStore.getState() });
 * await authStore.getState().start();
 */
export function createAuthStore(options: CreateAuthStoreOptions): StoreApi<AuthState> {
  const { config, origin, storage, navigate } = options;
  const sessionStorage = options.sessionStorage ?? storage;
  const clock = options.clock ?? { now: () => Date.now() };
  const scope = config.scope ?? 'booking';
  const postLoginRedirectUri = config.postLoginRedirectUri ?? '/customer-portal';
  const identity =
    options.identityClient ??
    createIdentityClient({
      tokenUrl: toAbsoluteUrl(config.tokenUrl, origin),
      checkUrl: toAbsoluteUrl(config.checkUrl, origin),
      ...(config.revokeUrl ? { revokeUrl: toAbsoluteUrl(config.revokeUrl, origin) } : {}),
      clientId: config.clientId,
      ...(config.clientSecret ? { clientSecret: config.clientSecret } : {}),
      timeoutMs: options.identityTimeoutMs ?? 10_000,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  const lock = options.lock ?? environmentLock() ?? delayedLock;
  const language = () => options.getLanguage?.();
  const tenant = (): string | undefined => {
    const value = options.getTenant?.();
    return value === null || value === undefined || value === '' ? undefined : String(value);
  };

  let startRun: Promise<void> | undefined;
  let refreshRun: Promise<void> | undefined;
  let logoutRun: Promise<void> | undefined;
  let sessionExpiryHandled = false;
  // Counts the sessions ended here: an answer that arrives after its session ended is dropped, so a
  // late check or refresh never signs the customer in again.
  let generation = 0;

  const store = createStore<AuthState>()((set, get) => {
    function clearSession(): void {
      generation += 1;
      safeRemove(storage, AUTH_STORAGE_KEY);
      safeRemove(sessionStorage, LOGIN_ATTEMPT_STORAGE_KEY);
      set({ status: 'not-logged-in', auth: null, error: null, unavailable: false });
      options.onLogout?.();
    }

    function fail(code: AuthError['code']): void {
      clearSession();
      const [message, messageKey] = AUTH_ERRORS[code];
      set({ error: { code, message, messageKey } });
    }

    function storeTokens(response: TokenResponse): void {
      const auth: StoredAuth = {
        response: {
          access_token: response.access_token,
          refresh_token: response.refresh_token,
          expires_in: response.expires_in,
        },
        createdAt: clock.now(),
        isExpired: false,
      };
      writeStoredJson(storage, AUTH_STORAGE_KEY, auth);
      takeTokens(auth);
    }

    function takeTokens(auth: StoredAuth): void {
      sessionExpiryHandled = false;
      set({ status: 'logged-in', auth, error: null, unavailable: false });
    }

    function refresh(refreshToken?: string): Promise<void> {
      if (refreshRun) return refreshRun;
      const current = get().auth;
      const token = refreshToken ?? current?.response.refresh_token;
      if (!token) {
        clearSession();
        return Promise.reject(new Error('Stowly auth: no refresh token'));
      }
      // Refresh tokens rotate: a caller holding an older one than the store already has is late,
      // and sending it again would look like token theft and revoke the whole sign-in.
      if (current && current.response.refresh_token !== token) return Promise.resolve();
      const before = get().status;
      const session = generation;
      set({ status: 'refreshing-token' });
      refreshRun = lock(REFRESH_LOCK_NAME, async () => {
        if (session !== generation) throw new Error(SIGNED_OUT_MEANWHILE);
        // Another tab may have refreshed while this one waited: its tokens are in storage, and
        // this tab's token is spent.
        const stored = readStoredAuth(storage);
        if (
          stored &&
          stored.response.refresh_token !== token &&
          stored.createdAt >= (current?.createdAt ?? 0)
        ) {
          takeTokens(stored);
          return;
        }
        let response: TokenResponse;
        try {
          response = await identity.refreshTokens({ refreshToken: token, scope });
        } catch (error) {
          if (session !== generation) throw error;
          // No answer says nothing about the sign-in: keep it (a retry can refresh again).
          if (isApiUnavailable(error)) set({ status: before });
          else clearSession();
          throw error;
        }
        if (session !== generation) throw new Error(SIGNED_OUT_MEANWHILE);
        storeTokens(response);
      }).finally(() => {
        refreshRun = undefined;
      });
      return refreshRun;
    }

    async function runStart(): Promise<void> {
      const stored = readStoredAuth(storage);
      if (!stored) {
        set({ status: 'not-logged-in', auth: null, unavailable: false });
        return;
      }
      const session = generation;
      set({ status: 'undetermined', auth: stored, unavailable: false });
      // The identity server gave no answer: keep the tokens, and let start() try again.
      const unavailable = () => {
        if (session !== generation) return;
        startRun = undefined;
        set({ status: 'undetermined', unavailable: true });
      };
      if (!isAccessTokenExpired(stored, clock.now())) {
        try {
          await identity.checkToken(stored.response.access_token);
          if (session === generation) set({ status: 'logged-in' });
          return;
        } catch (error) {
          if (session !== generation) return;
          if (!isRejected(error)) {
            unavailable();
            return;
          }
        }
        const expired: StoredAuth = { ...stored, isExpired: true };
        writeStoredJson(storage, AUTH_STORAGE_KEY, expired);
        set({ auth: expired });
      }
      try {
        await refresh(stored.response.refresh_token);
      } catch (error) {
        // A refusal has logged out already.
        if (isApiUnavailable(error)) unavailable();
      }
    }

    /**
     * Revokes the refresh token, then forgets the session. `afterClear` runs in the same tick as the
     * clearing (sign-out moves the browser there, before a render can react to the signed-out state).
     */
    function logout(afterClear?: () => void): Promise<void> {
      logoutRun ??= (async () => {
        // The stored token is the newest, should another tab have refreshed.
        const token = readStoredAuth(storage)?.response.refresh_token ?? get().auth?.response.refresh_token;
        if (token && identity.revokeToken) {
          try {
            await identity.revokeToken({ token, tokenTypeHint: 'refresh_token' });
          } catch {
            // Not revoked (no answer in time, a failure): this browser forgets the tokens all the same.
          }
        }
        clearSession();
        // A 401 to a call sent before is no expired session: the customer signed out.
        sessionExpiryHandled = true;
        afterClear?.();
      })().finally(() => {
        logoutRun = undefined;
      });
      return logoutRun;
    }

    /** Follows what another tab did to the stored tokens (see `watchOtherTabs`). */
    function followOtherTab(): void {
      const { auth, status } = get();
      if (!auth || logoutRun) return;
      const stored = readStoredAuth(storage);
      if (!stored) {
        // Signed out there: the same here, without revoking again and without moving the browser.
        fail('signed-out-elsewhere');
        sessionExpiryHandled = true;
        startRun = undefined;
      } else if (status === 'logged-in' && stored.response.refresh_token !== auth.response.refresh_token) {
        takeTokens(stored);
      }
    }
    options.watchOtherTabs?.(followOtherTab);

    return {
      status: 'undetermined',
      auth: null,
      error: null,
      unavailable: false,

      start() {
        startRun ??= runStart();
        return startRun;
      },

      async login(loginOptions) {
        const attempt = await createLoginAttempt(options.random ?? defaultRandom(), clock);
        const returnTo = loginOptions?.returnTo;
        if (returnTo && isSafeRedirect(returnTo, origin)) attempt.returnTo = returnTo;
        writeStoredJson(sessionStorage, LOGIN_ATTEMPT_STORAGE_KEY, attempt);
        set({ status: 'logging-in', error: null });
        navigate(
          identityUrl(config.authorizeUrl, origin, language(), {
            state: attempt.state,
            scope,
            response_type: 'code',
            client_id: config.clientId,
            redirect_uri: toAbsoluteUrl(config.redirectUri, origin),
            code_challenge: attempt.codeChallenge,
            code_challenge_method: 'S256',
            tenant: tenant(),
          }),
          { external: true },
        );
      },

      async handleCallback(query) {
        const params = typeof query === 'string' ? new URLSearchParams(query) : query;
        const attempt = parseLoginAttempt(readStoredJson(sessionStorage, LOGIN_ATTEMPT_STORAGE_KEY));
        // Single use: whatever happens next, this attempt cannot be presented again.
        safeRemove(sessionStorage, LOGIN_ATTEMPT_STORAGE_KEY);
        const state = params.get('state');
        if (
          !attempt ||
          !state ||
          state !== attempt.state ||
          clock.now() - attempt.createdAt > LOGIN_ATTEMPT_MAX_AGE_MS
        ) {
          fail('invalid-state-code');
          return;
        }
        const code = params.get('code');
        if (params.has('error') || !code) {
          fail('sign-in-failed');
          return;
        }
        set({ status: 'logging-in' });
        try {
          storeTokens(
            await identity.exchangeCode({
              code,
              redirectUri: toAbsoluteUrl(config.redirectUri, origin),
              codeVerifier: attempt.codeVerifier,
              scope,
            }),
          );
        } catch {
          fail('sign-in-failed');
          return;
        }
        const target =
          attempt.returnTo && isSafeRedirect(attempt.returnTo, origin)
            ? attempt.returnTo
            : postLoginRedirectUri;
        navigate(target, { external: false });
      },

      logout: () => logout(),

      async signOut() {
        const accessToken = get().auth?.response.access_token;
        // Spec section 7: the post-login callback, made absolute; the token only when configured.
        const url =
          config.logoutUrl &&
          identityUrl(config.logoutUrl, origin, language(), {
            redirect_uri: toAbsoluteUrl(postLoginRedirectUri, origin),
            token: (config.sendTokenOnSignOut && accessToken) || undefined,
          });
        let moved = false;
        const move = () => {
          moved = true;
          if (url) navigate(url, { external: true });
          else navigate(config.loginPath ?? '/login', { external: false });
        };
        // The browser moves as the tokens are cleared: no render of the page as signed out between.
        await logout(move);
        if (!moved) move();
      },

      changePasswordUrl() {
        return config.changePasswordUrl
          ? identityUrl(config.changePasswordUrl, origin, language(), {
              redirect_uri: toAbsoluteUrl(config.postLogoutRedirectUri, origin),
              tenant: tenant(),
            })
          : null;
      },

      getAccessToken: () => get().auth?.response.access_token ?? null,
      getRefreshToken: () => get().auth?.response.refresh_token ?? null,
      refresh,
      onSessionExpired() {
        if (sessionExpiryHandled) return;
        sessionExpiryHandled = true;
        fail('session-expired');
        navigate(config.loginPath ?? '/login', { external: false });
      },
    };
  });
  return store;
}
