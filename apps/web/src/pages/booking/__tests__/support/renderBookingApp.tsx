import type { Schema } from '@stowly/api-client';
import { AUTH_STORAGE_KEY } from '@stowly/booking';
import { useEffect, useState } from 'react';
import { createMemoryHistory, type MemoryHistory } from '../../../../app/__tests__/support/memoryHistory';
import { createAppServices, createAuthNavigate } from '../../../../app/createAppServices';
import type { AppRoute } from '../../../../routes/AppRoutes';
import {
  createFakeBackend,
  type FakeBackend,
  type FakeReply,
} from '../../../auth/__tests__/support/fakeBackend';
import { renderAppRoutes } from '../../../auth/__tests__/support/renderAuthApp';

/** The location of these tests: Stockholm, in SEK, with one required consent. */
export const LOCATION: Schema<'Location'> = {
  id: 11,
  name: 'Stowly Södermalm',
  address: { street: 'Ringvägen 1', postalCode: '118 60', city: 'Stockholm', countryCode: 'SE' },
  timeZone: 'Europe/Stockholm',
  currency: { code: 'SEK' },
  consents: [{ type: 'terms', required: true, label: 'I accept the storage rules.', url: null }],
  interestRegistrationConsents: [],
  earliestBookableDate: '2026-03-12',
  currentDayLocationTimeZone: '2026-03-10',
  bookableTill: 60,
  privacyPolicyUrl: null,
  imprintUrl: null,
  showManageAccess: false,
  languages: [{ id: 'en', name: 'English' }],
  defaultCountryId: 752,
};

const COUNTRIES: Schema<'Country'>[] = [
  { id: 752, code: 'SE', name: 'Sweden', phonePrefix: '+46' },
  { id: 276, code: 'DE', name: 'Germany', phonePrefix: '+49' },
];

/** Unit type 12 of the location. */
const UNIT_TYPE: Schema<'UnitType'> = {
  id: 12,
  locationId: LOCATION.id,
  name: 'Locker S',
  description: '',
  categoryIds: [3],
  size: { width: 1, length: 1, height: 1, area: 1, unit: 'm' },
  imageUrl: null,
  priceFrom: { amount: 49, amountInclTax: 49, taxRate: 0, period: 'monthly' },
  available: true,
  availableUnits: 3,
  features: [],
};

/** The signed-in customer's account (`GET /customer-portal/auth/customer`). */
export const ACCOUNT: Schema<'Customer'> = {
  id: 7,
  customerType: 'private',
  companyName: null,
  companyTaxIdentificationNumber: null,
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  phoneNumber: '701234567',
  phonePrefix: '+46',
  street: 'Storgatan 1',
  city: 'Stockholm',
  postalCode: '111 22',
  countryId: 752,
};

/** A JSON answer of the contract's `{ data }` envelope. */
export const data = (body: unknown): FakeReply => ({ status: 200, body: { data: body } });

/** The booking API of location 11 behind the fake backend (sign-in included). */
export function createBookingBackend(): FakeBackend {
  const backend = createFakeBackend();
  backend.use('GET /v1/location/config', () => data([LOCATION]));
  backend.use('GET /v1/country', () => data(COUNTRIES));
  backend.use('GET /v1/unit-type/12', () => data(UNIT_TYPE));
  backend.use('GET /v1/unit-type/category', () =>
    data([{ id: 3, locationId: LOCATION.id, name: 'Small', description: null }]),
  );
  backend.use('GET /v1/unit-type', () => ({
    status: 200,
    body: { data: [UNIT_TYPE], page: 1, pageSize: 100, lastPage: 1, total: 1 },
  }));
  backend.use('GET /v1/snippet', () => data([]));
  backend.use('GET /v1/customer-portal/auth/customer', ({ authorization }) =>
    authorization?.startsWith('Bearer ')
      ? data(ACCOUNT)
      : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in', details: [] } } },
  );
  return backend;
}

/** Options of {@link renderBookingApp}. */
export interface RenderBookingAppOptions {
  /** The history entries to start with (the last one is shown). */
  entries: [string, ...string[]];
  /** The routes to mount, as the app does (inside `LocationRoute`). */
  routes: AppRoute[];
  backend?: FakeBackend;
  /** A customer signed in earlier (tokens in local storage). */
  signedIn?: boolean;
  /**
   * Whether path and query changes reach the page a moment later, as with the app's browser
   * location (`useTransitionLocation` renders them in the background, after renders with the old
   * location): a page's own query change arrives renders after the state change that caused it.
   * @default false
   */
  deferredLocation?: boolean;
}

/** `value`, changing a macrotask after it changes (renders in between see the old one). */
function useLagging<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setShown(value), 20);
    return () => clearTimeout(timer);
  }, [value]);
  return shown;
}

/** The history with its location lagging as `useTransitionLocation` defers the browser's. */
function withDeferredLocation(history: MemoryHistory): MemoryHistory {
  const { hook } = history;
  const deferredHook = Object.assign(
    () => {
      const [path, navigate] = hook();
      return [useLagging(path), navigate] as const;
    },
    { searchHook: () => useLagging(hook.searchHook?.() ?? '') },
  );
  return Object.create(history, { hook: { value: deferredHook } });
}

/**
 * Renders booking and checkout routes of location 11 as the app mounts them (StrictMode, the
 * app's services and root layout, a memory router) against a fake backend, with the cookie
 * dialog answered. Starts the auth check as `main.tsx` does.
 */
export function renderBookingApp(options: RenderBookingAppOptions) {
  const backend = options.backend ?? createBookingBackend();
  window.localStorage.setItem('consent', JSON.stringify({ necessary: true, marketing: false }));
  if (options.signedIn) {
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        response: { access_token: 'access-0', refresh_token: 'refresh-0', expires_in: 3600 },
        createdAt: Date.now(),
        isExpired: false,
      }),
    );
  }
  const history = createMemoryHistory(options.entries);
  const services = createAppServices({ navigate: createAuthNavigate(history), fetch: backend.fetch });
  void services.authStore.getState().start();
  const view = renderAppRoutes(
    services,
    options.deferredLocation ? withDeferredLocation(history) : history,
    options.routes,
  );
  return {
    ...view,
    backend,
    services,
    history,
    /** The current path with its query. */
    currentPath: () => `${history.location.pathname}${history.location.search}`,
  };
}
