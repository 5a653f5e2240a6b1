import { createStowlyClient, defaultQueryClientOptions, type StowlyClient } from '@stowly/api-client';
import {
  createConsentStore,
  createLanguageStore,
  createTracker,
  type DataLayer,
  type Tracker,
} from '@stowly/booking';
import { QueryClient } from '@tanstack/react-query';
import { config } from '../config';
import { browserStorage } from './browserStorage';
import { reportError } from './reportError';

/** The app-wide objects, made once per page load in `main.tsx`. */
export interface AppServices {
  /** TanStack Query cache with the defaults of spec section 9. */
  queryClient: QueryClient;
  /** The booking API client: `Content-Language` from the current language. */
  client: StowlyClient;
  /** The interface language (local storage key `locale`). */
  languageStore: ReturnType<typeof createLanguageStore>;
  /** The cookie consent (local storage keys `consent` and `consent-mode`). */
  consentStore: ReturnType<typeof createConsentStore>;
  /** Pushes the data layer events of spec section 7 to `window.dataLayer`. */
  tracker: Tracker;
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
 * Makes the app's services: the language store (resolved from the `lang` query, the stored
 * choice and the browser), the API client, the query client, the consent store and the tracker.
 */
export function createAppServices(): AppServices {
  const localStorage = browserStorage('localStorage');
  const languageStore = createLanguageStore({ storage: localStorage });
  languageStore.getState().resolve({
    query: new URLSearchParams(window.location.search).get('lang'),
    browser: navigator.languages,
  });
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  return {
    queryClient: new QueryClient({ defaultOptions: defaultQueryClientOptions }),
    client: createStowlyClient({
      baseUrl: config.apiBaseUrl,
      getLocale: () => languageStore.getState().language,
      // A request cancelled on purpose (a query that is no longer needed) is no failure.
      onError: (error) => {
        if (!(error.code === 'network-error' && /abort/i.test(error.message))) reportError(error);
      },
    }),
    languageStore,
    consentStore: createConsentStore({ storage: localStorage, dataLayer: gtagDataLayer(dataLayer) }),
    tracker: createTracker({ dataLayer }),
  };
}
