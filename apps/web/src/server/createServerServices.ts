import { createStowlyClient, defaultQueryClientOptions } from '@stowly/api-client';
import {
  createAuthStore,
  createConsentStore,
  createLanguageStore,
  createTracker,
  type Language,
} from '@stowly/booking';
import { QueryClient } from '@tanstack/react-query';
import { API_READ_TIMEOUT_MS, type AppServices } from '../app/createAppServices';
import type { AppConfig } from '../config';
import { AUTH_CALLBACK_PATH, LOGIN_PATH, LOGOUT_PATH, PORTAL_PATH } from '../pages/auth/authPaths';

/** A storage of one request's render: empty, and forgets what it is given. */
const NO_STORAGE = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** A data layer that keeps nothing: the server tracks nothing. */
const NO_DATA_LAYER = { push: () => undefined };

/** Options of {@link createServerServices}. */
export interface ServerServicesOptions {
  /** The configuration for the request's origin (`readConfig`). */
  config: AppConfig;
  /** The booking API's base URL as the server reaches it. @default config.apiBaseUrl */
  apiBaseUrl?: string;
  /** The request's language. */
  language: Language;
  /** The fetch of the booking API client. */
  fetch: (request: Request) => Promise<Response>;
  /** Called with a failed API call (the handler's error reporting). */
  onApiError?: (error: Error) => void;
  /** The page's Content-Security-Policy nonce. */
  cspNonce: string;
}

/**
 * The app's services for one server render: a query client, an API client without a customer's
 * token, the request's language, and consent, sign-in and tracking stores that hold nothing of a
 * browser (no storage: the visitor's consent, tokens and draft are read in the browser, after
 * hydration). Made per request, never shared: two requests never see each other's data.
 */
export function createServerServices(options: ServerServicesOptions): AppServices {
  const { config, language } = options;
  const languageStore = createLanguageStore({ storage: NO_STORAGE });
  languageStore.setState({ language });
  return {
    // A query that failed on the server shows its failure there (not a loading state that would
    // retry on mount: nothing is fetched during a server render).
    queryClient: new QueryClient({
      defaultOptions: {
        ...defaultQueryClientOptions,
        queries: { ...defaultQueryClientOptions.queries, retryOnMount: false },
      },
    }),
    apiBaseUrl: config.apiBaseUrl,
    cspNonce: options.cspNonce,
    client: createStowlyClient({
      baseUrl: options.apiBaseUrl ?? config.apiBaseUrl,
      getLocale: () => language,
      fetch: options.fetch,
      readTimeoutMs: API_READ_TIMEOUT_MS,
      ...(options.onApiError ? { onError: options.onApiError } : {}),
    }),
    languageStore,
    consentStore: createConsentStore({ storage: NO_STORAGE, dataLayer: NO_DATA_LAYER }),
    tracker: createTracker({ dataLayer: NO_DATA_LAYER }),
    // Never started on the server: the sign-in is 'undetermined', as in the browser's first render.
    authStore: createAuthStore({
      config: {
        ...config.identity,
        redirectUri: AUTH_CALLBACK_PATH,
        postLoginRedirectUri: PORTAL_PATH,
        postLogoutRedirectUri: LOGOUT_PATH,
        loginPath: LOGIN_PATH,
      },
      origin: new URL(config.apiBaseUrl).origin,
      storage: NO_STORAGE,
      navigate: () => undefined,
      getLanguage: () => language,
    }),
  };
}
