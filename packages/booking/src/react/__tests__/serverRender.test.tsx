// @vitest-environment node
/**
 * Every provider and component of `@stowly/booking/react` rendered to HTML in node, as a server
 * renders a page: no `window`, no `document`, no storage. Each renders what a visitor would see
 * from the data the server has (seeded into the query cache, as a server hands it over), reads no
 * storage it was given and no browser global (see `watchBrowserGlobals`). A component exported
 * without a case here fails the second test.
 */
import { portalQueries, type Schema, setupQueries } from '@stowly/api-client';
import { createFakeApi } from '@stowly/api-client/testing';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { componentNames } from '../../../../../scripts/testing/componentNames';
import { watchBrowserGlobals } from '../../../../../scripts/testing/watchBrowserGlobals';
import { createMemoryStorage } from '../../internal/__tests__/memoryStorage';
import * as bookingReact from '../index';
import {
  BookingProvider,
  I18nProvider,
  MessagesReady,
  PortalProvider,
  prefetchCatalogs,
  ToastProvider,
  useBookingLocation,
  useCheckout,
  useDraftRestoreStatus,
  useMoveInDateWindow,
  useOpenCheckout,
  usePortalLocations,
  useToasts,
  useTranslation,
} from '../index';
import { bookingHandlers, clock, LOCATION } from './support/bookingScenario';
import { createTestQueryClient } from './support/renderWithBooking';

const api = createFakeApi(bookingHandlers());
const client = api.client;

/** A query client with what a server has fetched before rendering: English and Swedish catalogs. */
async function serverQueryClient(): Promise<QueryClient> {
  const queryClient = createTestQueryClient();
  await Promise.all([prefetchCatalogs(queryClient, 'en'), prefetchCatalogs(queryClient, 'sv')]);
  queryClient.setQueryData(setupQueries.translation(client, 'en').queryKey, {});
  queryClient.setQueryData(setupQueries.translation(client, 'sv').queryKey, {
    'web.greeting': 'Hej från servern',
  });
  queryClient.setQueryData(setupQueries.locationConfig(client, [LOCATION.id]).queryKey, [LOCATION]);
  return queryClient;
}

let queryClient: QueryClient;
beforeAll(async () => {
  queryClient = await serverQueryClient();
}, 60_000);

/**
 * `element` rendered to HTML as a server renders it, in a QueryClientProvider; fails when the SDK's
 * code read a browser global meanwhile (a `typeof window` check included).
 */
function html(element: ReactElement, cache: QueryClient = queryClient): string {
  const watch = watchBrowserGlobals();
  try {
    const output = renderToString(<QueryClientProvider client={cache}>{element}</QueryClientProvider>);
    expect(watch.reads).toEqual([]);
    return output;
  } finally {
    watch.stop();
  }
}

/** The booking state a page shows, from the hooks a booking page uses. */
function BookingProbe(): ReactNode {
  const { t } = useTranslation();
  const location = useBookingLocation();
  const dates = useMoveInDateWindow();
  const checkout = useCheckout();
  const { openCheckout } = useOpenCheckout();
  const draft = useDraftRestoreStatus();
  return (
    <main>
      <h1>{location?.name}</h1>
      <p>{`${t('booking.section.moveInDate')}: ${dates?.minDate} – ${dates?.maxDate}`}</p>
      <p>{`Draft: ${draft}. Checkout: ${checkout.isRestored ? checkout.basketId : 'not read yet'}.`}</p>
      <p>{`Open checkout: ${openCheckout?.basketId ?? 'none'}`}</p>
    </main>
  );
}

function PortalProbe(): ReactNode {
  const locations = usePortalLocations();
  return (
    <ul>
      {locations.data?.map((location) => (
        <li key={location.id}>{location.name}</li>
      ))}
    </ul>
  );
}

function ToastProbe(): ReactNode {
  const { toasts } = useToasts();
  return <p>{`Toasts: ${toasts.length}`}</p>;
}

function Greeting(): ReactNode {
  const { t, formatMoney } = useTranslation();
  return <p>{`${t('web.greeting')} · ${formatMoney(1190, 'SEK')}`}</p>;
}

const PORTAL_LOCATION: Schema<'PortalLocation'> = {
  id: 11,
  name: 'Nordbox Södermalm',
  address: LOCATION.address,
  timeZone: 'Europe/Stockholm',
  currency: { code: 'SEK' },
  showManageAccess: true,
  access: 'owner',
};

/** One render case per exported component: the element and what its HTML must show. */
const cases: Record<string, { render: () => ReactElement; expect: (output: string) => void }> = {
  BookingProvider: {
    render: () => (
      <I18nProvider client={client} language="en">
        <BookingProvider client={client} locationId={LOCATION.id} language="en" clock={clock}>
          <BookingProbe />
        </BookingProvider>
      </I18nProvider>
    ),
    expect: (output) => {
      expect(output).toContain('<h1>Stowly Södermalm</h1>');
      expect(output).toContain('Move-in date: 2026-03-12 – 2026-05-09');
      expect(output).toContain('Draft: pending. Checkout: not read yet.');
      expect(output).toContain('Open checkout: none');
    },
  },
  I18nProvider: {
    render: () => (
      <I18nProvider client={client} language="sv" fallback={<p>Loading texts</p>}>
        <Greeting />
      </I18nProvider>
    ),
    expect: (output) => {
      expect(output).toMatch(/<p>Hej från servern · 1\s190,00\s+kr<\/p>/);
      expect(output).not.toContain('Loading texts');
    },
  },
  MessagesReady: {
    render: () => (
      <I18nProvider client={client} language="en">
        <MessagesReady fallback={<p>Loading the checkout texts</p>}>
          <p>Checkout texts ready</p>
        </MessagesReady>
      </I18nProvider>
    ),
    expect: (output) => {
      expect(output).toContain('Checkout texts ready');
      expect(output).not.toContain('Loading the checkout texts');
    },
  },
  PortalProvider: {
    render: () => (
      <PortalProvider client={client}>
        <PortalProbe />
      </PortalProvider>
    ),
    expect: (output) => expect(output).toBe('<ul><li>Nordbox Södermalm</li></ul>'),
  },
  ToastProvider: {
    render: () => (
      <ToastProvider>
        <ToastProbe />
      </ToastProvider>
    ),
    expect: (output) => expect(output).toBe('<p>Toasts: 0</p>'),
  },
};

describe('@stowly/booking/react rendered on a server', () => {
  it('runs in node, without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('has a render case for every exported component and provider', () => {
    expect(Object.keys(cases).sort()).toEqual(componentNames(bookingReact));
  });

  it('the React-free entries export no components', async () => {
    expect(componentNames(await import('../../index'))).toEqual([]);
    expect(componentNames(await import('../../checkout'))).toEqual([]);
  });

  for (const [name, { render, expect: expectHtml }] of Object.entries(cases)) {
    it(`renders ${name}`, () => {
      queryClient.setQueryData(portalQueries.locations(client).queryKey, [PORTAL_LOCATION]);
      expectHtml(html(render()));
    });
  }

  it('I18nProvider renders its fallback while the catalogs are not loaded', () => {
    const output = html(
      <I18nProvider client={client} language="de" fallback={<p>Loading texts</p>}>
        <Greeting />
      </I18nProvider>,
      createTestQueryClient(),
    );
    expect(output).toBe('<p>Loading texts</p>');
  });

  it('MessagesReady renders its fallback while deferred checkout messages are not loaded', async () => {
    const deferred = createTestQueryClient();
    await prefetchCatalogs(deferred, 'de', { deferMessages: true });
    deferred.setQueryData(setupQueries.translation(client, 'de').queryKey, {});
    const output = html(
      <I18nProvider client={client} language="de" deferMessages>
        <p>Booking page</p>
        <MessagesReady fallback={<p>Loading the checkout texts</p>}>
          <p>Checkout texts ready</p>
        </MessagesReady>
      </I18nProvider>,
      deferred,
    );
    expect(output).toBe('<p>Booking page</p><p>Loading the checkout texts</p>');
  });

  it('BookingProvider reads none of the storage it is given while rendering', () => {
    const storage = createMemoryStorage({
      'stowly.checkout.7': JSON.stringify({
        basketId: 555,
        bookingKey: '0f3c9a7e-2b4d-4c1e-9a57-stored000001',
      }),
    });
    const openCheckoutStorage = createMemoryStorage();
    const reads = [vi.spyOn(storage, 'getItem'), vi.spyOn(openCheckoutStorage, 'getItem')];
    const output = html(
      <I18nProvider client={client} language="en">
        <BookingProvider
          client={client}
          locationId={LOCATION.id}
          language="en"
          clock={clock}
          storage={storage}
          openCheckoutStorage={openCheckoutStorage}
        >
          <BookingProbe />
        </BookingProvider>
      </I18nProvider>,
    );
    // The draft and the checkout are the browser's: read once the page runs there.
    expect(output).toContain('Draft: pending. Checkout: not read yet.');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });
});
