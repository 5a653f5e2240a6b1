import {
  createStowlyClient,
  defaultQueryClientOptions,
  portalKeys,
  type Schema,
  type StowlyClient,
} from '@stowly/api-client';
import {
  AUTH_STORAGE_KEY,
  type AuthNavigate,
  bookingDraftStorageKey,
  createAuthStore,
  createConsentStore,
  createLanguageStore,
  createTracker,
  type DataLayer,
  type Tracker,
} from '@stowly/booking';
import { checkoutStorageKey, openCheckoutStorageKey } from '@stowly/booking/checkout';
import { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { config } from '../config';
import { withLang } from '../flow/withLang';
import {
  AUTH_CALLBACK_PATH,
  isPortalPath,
  LOGIN_ATTEMPT_PATH,
  LOGIN_PATH,
  LOGOUT_PATH,
  loginPath,
  PORTAL_PATH,
} from '../pages/auth/authPaths';
import { browserStorage } from './browserStorage';
import { withLanguageCookie } from './languageCookie';
import { reportError } from './reportError';

/**
 * How long a booking API read, or any identity server call, may go unanswered: a hanging API or
 * identity server then shows the page's error and retry well within 10 s instead of an endless
 * loading state.
 */
export const API_READ_TIMEOUT_MS = 7_000;

/** The app-wide objects, made once per page load in `main.tsx`. */
export interface AppServices {
  /** TanStack Query cache with the defaults of spec section 9. */
  queryClient: QueryClient;
  /** The booking API client: `Content-Language` from the current language. */
  client: StowlyClient;
  /** The booking API's base URL as the browser reaches it (`config.apiBaseUrl`): for links to API files. */
  apiBaseUrl: string;
  /** The page's Content-Security-Policy nonce (a server-rendered page has one), for style elements. */
  cspNonce?: string;
  /** The interface language (local storage key `locale`). */
  languageStore: ReturnType<typeof createLanguageStore>;
  /** The cookie consent (local storage keys `consent` and `consent-mode`). */
  consentStore: ReturnType<typeof createConsentStore>;
  /** Pushes the data layer events of spec section 7 to `window.dataLayer`. */
  tracker: Tracker;
  /**
   * The customer's sign-in (tokens in local storage key `auth`, the pending attempt in session
   * storage key `auth-login`); also the client's token source. Read it with `useStoreState`.
   */
  authStore: ReturnType<typeof createAuthStore>;
}

/** Options of {@link createAppServices}. */
export interface AppServicesOptions {
  /** Moves the browser for the auth store: see {@link createAuthNavigate}. */
  navigate: AuthNavigate;
  /** The fetch of the booking API and identity server clients. @default globalThis.fetch */
  fetch?: (request: Request) => Promise<Response>;
  /** The page's Content-Security-Policy nonce, if it has one. */
  cspNonce?: string;
}

declare global {
  interface Window {
    /** The analytics and tag manager data layer. */
    dataLayer?: unknown[];
  }
}

/** The data layer as gtag.js feeds it: each consent command is pushed as an `arguments` object. */
function gtagDataLayer(dataLayer: unknown[]): DataLayer {
  function gtag(..._command: unknown[]): void {
    // biome-ignore lint/complexity/noArguments: gtag.js and tag manager read commands as `arguments` objects
    dataLayer.push(arguments);
  }
  return { push: (command) => gtag(...(Array.isArray(command) ? command : [command])) };
}

/**
 * Whether a storage key holds data of a visitor's booking: a booking draft or a checkout of a
 * location (session storage), or the booking in progress offered to resume (local storage).
 */
function isCustomerBookingKey(key: string): boolean {
  const locationId = Number(/\.(\d+)$/.exec(key)?.[1]);
  return (
    Number.isSafeInteger(locationId) &&
    (key === bookingDraftStorageKey(locationId) ||
      key === checkoutStorageKey(locationId) ||
      key === openCheckoutStorageKey(locationId))
  );
}

/**
 * Removes what the page keeps of a customer after logout (the auth store has removed the tokens
 * and the sign-in attempt already): every `customer-portal` query and every finished mutation
 * (their variables hold what the customer sent) from the cache, and the booking drafts and
 * checkouts (`stowly.booking-draft.*`, `stowly.checkout.*`), which hold the customer's details,
 * from session storage, and the booking in progress (`stowly.open-checkout.*`) from local storage,
 * so the next person at a shared computer is not offered it.
 */
export function forgetCustomer(queryClient: QueryClient, ...storages: (Storage | null)[]): void {
  queryClient.removeQueries({ queryKey: portalKeys.all });
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) {
    if (mutation.state.status !== 'pending') mutations.remove(mutation);
  }
  for (const storage of storages) {
    if (!storage) continue;
    try {
      const keys: string[] = [];
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index);
        if (key !== null && isCustomerBookingKey(key)) keys.push(key);
      }
      for (const key of keys) storage.removeItem(key);
    } catch {
      // Blocked storage holds nothing of the customer.
    }
  }
}

/**
 * Calls `onChange` when another tab of this browser changes the stored sign-in (the `storage`
 * event of `localStorage`'s `auth` key, or of a cleared storage): the auth store's `watchOtherTabs`.
 */
function watchOtherTabs(onChange: () => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY || event.key === null) onChange();
  });
}

/** The browser's session or local storage with its keys listed, or `null` where the browser blocks it. */
function listableStorage(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

/** The start of every `GET /setup` query key (`setupQueries.setup`: one per language and location set). */
const SETUP_QUERY_KEY = ['setup'] as const;

/**
 * The tenant id of the setup the app has loaded (`GET /setup` → `tenant.id`; every language and
 * location set of one app has the same tenant), or undefined before the first setup arrives. The
 * auth store sends it to the identity server as `tenant`, so the sign-in page shows the tenant's
 * name and branding.
 */
function loadedTenantId(queryClient: QueryClient): number | undefined {
  for (const [, setup] of queryClient.getQueriesData<Schema<'Setup'>>({ queryKey: SETUP_QUERY_KEY })) {
    if (setup) return setup.tenant.id;
  }
  return undefined;
}

/** What the auth store needs of the router's history: where the app is, and replacing the entry. */
export interface AppHistory {
  readonly location: { readonly pathname: string; readonly search: string };
  replace(path: string): void;
}

/** The browser's history, which wouter's router follows: the app's {@link AppHistory}. */
export const browserHistory: AppHistory = {
  get location() {
    return window.location;
  },
  replace: (path) => navigate(path, { replace: true }),
};

/** A full page load; `replace` takes the place of the current history entry. */
export type LoadPage = (url: string, options: { replace: boolean }) => void;

/** The browser's full page load: `location.replace` or `location.assign`. */
const loadPage: LoadPage = (url, { replace }) =>
  replace ? window.location.replace(url) : window.location.assign(url);

/**
 * The `navigate` of the auth store: identity server URLs (`external`) load fully, the authorize
 * URL in place of the login attempt page (so Back from the identity server returns to the page
 * before it, not into a new attempt); app paths go through the router, replacing the current entry
 * (the callback's code and state, or an expired page, stay out of the history) and keeping `lang`.
 * The login page opened from a portal page (an expired session) remembers that page in
 * `returnTo`; on the login page already, the browser stays there.
 *
 * @param history the router's history ({@link browserHistory}; a memory one in tests)
 * @param load the full page load @default `window.location.replace` or `.assign`
 */
export function createAuthNavigate(history: AppHistory, load: LoadPage = loadPage): AuthNavigate {
  return (target, { external }) => {
    if (external) {
      load(target, { replace: history.location.pathname === LOGIN_ATTEMPT_PATH });
      return;
    }
    const { pathname, search } = history.location;
    // Already on the login page (the sign-in guard got there first): it keeps its `returnTo`.
    if (target === LOGIN_PATH && pathname === LOGIN_PATH) return;
    const lang = new URLSearchParams(search).get('lang');
    const path =
      target === LOGIN_PATH && isPortalPath(pathname)
        ? loginPath(`${pathname}${search}`, window.location.origin)
        : target;
    history.replace(withLang(path, lang));
  };
}

/**
 * Makes the app's services: the language store (resolved from the `lang` query, the stored
 * choice and the browser), the auth store (the sandbox identity server by default, `config.identity`;
 * the tenant of the loaded setup goes to the identity pages),
 * the API client (signed-in calls carry the customer's token; a 401 refreshes it), the query
 * client, the consent store and the tracker. Identity server calls have the API reads' timeout;
 * sign-out revokes the tokens and reaches the other tabs. Logout also clears the customer's
 * cached data.
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const localStorage = browserStorage('localStorage');
  // The choice also goes into a cookie, so the server renders the next page in it.
  const languageStore = createLanguageStore({ storage: withLanguageCookie(localStorage) });
  languageStore.getState().resolve({
    query: new URLSearchParams(window.location.search).get('lang'),
    browser: navigator.languages,
  });
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  const queryClient = new QueryClient({ defaultOptions: defaultQueryClientOptions });
  const authStore = createAuthStore({
    config: {
      authorizeUrl: config.identity.authorizeUrl,
      tokenUrl: config.identity.tokenUrl,
      checkUrl: config.identity.checkUrl,
      revokeUrl: config.identity.revokeUrl,
      logoutUrl: config.identity.logoutUrl,
      changePasswordUrl: config.identity.changePasswordUrl,
      clientId: config.identity.clientId,
      redirectUri: AUTH_CALLBACK_PATH,
      postLoginRedirectUri: PORTAL_PATH,
      postLogoutRedirectUri: LOGOUT_PATH,
      loginPath: LOGIN_PATH,
    },
    origin: window.location.origin,
    storage: localStorage,
    sessionStorage: browserStorage('sessionStorage'),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    identityTimeoutMs: API_READ_TIMEOUT_MS,
    // A sign-out in another tab signs this one out; tokens it refreshed are taken over. (The
    // refresh itself takes the browser's `navigator.locks` lock, the auth store's default.)
    watchOtherTabs,
    navigate: options.navigate,
    getLanguage: () => languageStore.getState().language,
    // The app shell shows no page before the setup has loaded, so a sign-in started from a page
    // always finds it.
    getTenant: () => loadedTenantId(queryClient),
    onLogout: () =>
      forgetCustomer(queryClient, listableStorage('sessionStorage'), listableStorage('localStorage')),
  });
  return {
    queryClient,
    apiBaseUrl: config.apiBaseUrl,
    ...(options.cspNonce ? { cspNonce: options.cspNonce } : {}),
    client: createStowlyClient({
      baseUrl: config.apiBaseUrl,
      getLocale: () => languageStore.getState().language,
      auth: authStore.getState(),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      readTimeoutMs: API_READ_TIMEOUT_MS,
      // A request cancelled on purpose (a query that is no longer needed) is no failure.
      onError: (error) => {
        if (!(error.code === 'network-error' && /abort/i.test(error.message))) reportError(error);
      },
    }),
    languageStore,
    consentStore: createConsentStore({ storage: localStorage, dataLayer: gtagDataLayer(dataLayer) }),
    tracker: createTracker({ dataLayer }),
    authStore,
  };
}
