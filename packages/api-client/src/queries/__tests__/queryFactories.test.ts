import { QueryClient, QueryObserver } from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import {
  defaultQueryClientOptions,
  GC_TIME_MS,
  LIVE_REFETCH_INTERVAL_MS,
  LIVE_STALE_TIME_MS,
  retryDelay,
} from '../../cacheConstants';
import { createStowlyClient } from '../../createStowlyClient';
import { checkoutQueries } from '../checkoutQueries';
import { portalKeys } from '../portalKeys';
import { portalQueries } from '../portalQueries';
import { setupQueries } from '../setupQueries';
import { unitTypeQueries } from '../unitTypeQueries';

const baseUrl = 'http://127.0.0.1:9/v1';

function clientAnswering(body: unknown, status = 200) {
  const fetch = vi.fn(
    async (_request: Request) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  return { client: createStowlyClient({ baseUrl, getLocale: () => 'en', fetch }), fetch };
}

const { client } = clientAnswering({});
const live = { staleTime: 5_000, refetchInterval: 60_000, refetchOnWindowFocus: true };

describe('cache constants (spec section 9)', () => {
  it('default client: fresh 15 s, no retry, no refetch on focus, gc 5 min', () => {
    expect(defaultQueryClientOptions.queries).toMatchObject({
      staleTime: 15_000,
      retry: false,
      refetchOnWindowFocus: false,
      gcTime: 300_000,
    });
    expect(GC_TIME_MS).toBe(300_000);
    expect([LIVE_STALE_TIME_MS, LIVE_REFETCH_INTERVAL_MS]).toEqual([5_000, 60_000]);
  });

  it('retry delay doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('query keys and options', () => {
  it('setup and translation are keyed by language and never stale', () => {
    const setup = setupQueries.setup(client, { locationIds: [3], locale: 'de' });
    expect(setup.queryKey).toEqual(['setup', { locationIds: [3], locale: 'de' }]);
    expect(setup.staleTime).toBe(Number.POSITIVE_INFINITY);
    const translation = setupQueries.translation(client, 'fi');
    expect(translation.queryKey).toEqual(['translation', 'fi']);
    expect(translation.staleTime).toBe(Number.POSITIVE_INFINITY);
  });

  it('location config refetches every 60 s', () => {
    const config = setupQueries.locationConfig(client, [1, 2]);
    expect(config.queryKey).toEqual(['location', 'config', { locationIds: [1, 2] }, { language: 'en' }]);
    expect(config.refetchInterval).toBe(60_000);
  });

  it('snippet: once per location, never refreshed, 3 retries 1 s apart', () => {
    const snippet = setupQueries.snippet(client, 4);
    expect(snippet.queryKey).toEqual(['snippet', 4]);
    expect(snippet).toMatchObject({
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retry: 3,
      retryDelay: 1_000,
      refetchOnWindowFocus: false,
    });
  });

  it('unit type keys start with the resource and nest under the unit type id', () => {
    expect(unitTypeQueries.categories(client, [1]).queryKey).toEqual([
      'unit-type',
      'category',
      { locationIds: [1] },
      { language: 'en' },
    ]);
    expect(unitTypeQueries.list(client, { locationIds: [1], categoryIds: [2] }).queryKey).toEqual([
      'unit-type',
      'list',
      { locationIds: [1], categoryIds: [2] },
      { language: 'en' },
    ]);
    expect(unitTypeQueries.detail(client, 9).queryKey).toEqual(['unit-type', 9, { language: 'en' }]);
    expect(unitTypeQueries.availability(client, 9, { moveIn: '2026-12-01' }).queryKey).toEqual([
      'unit-type',
      9,
      'available-unit',
      { moveIn: '2026-12-01' },
    ]);
    expect(unitTypeQueries.billingPeriods(client, 9).queryKey).toEqual([
      'unit-type',
      9,
      'billing-period',
      {},
      { language: 'en' },
    ]);
    expect(unitTypeQueries.insurances(client, 9, { billingPeriodId: 2, pageSize: 30 }).queryKey).toEqual([
      'unit-type',
      9,
      'insurance',
      { billingPeriodId: 2, pageSize: 30 },
      { language: 'en' },
    ]);
    expect(unitTypeQueries.optionalProducts(client, 9, { billingPeriodId: 2 }).queryKey[2]).toBe(
      'optional-product',
    );
    const body = { billingPeriodId: 2, moveIn: '2026-12-01', customerType: 'private' as const };
    expect(unitTypeQueries.price(client, 9, body).queryKey).toEqual([
      'unit-type',
      9,
      'price',
      body,
      { language: 'en' },
    ]);
  });

  it('availability, lists, prices and portal data are live: fresh 5 s, refetch every 60 s and on focus', () => {
    expect(unitTypeQueries.list(client, { locationIds: [1] })).toMatchObject(live);
    expect(unitTypeQueries.availability(client, 1, { moveIn: '2026-12-01' })).toMatchObject(live);
    expect(
      unitTypeQueries.price(client, 1, { billingPeriodId: 1, moveIn: '2026-12-01', customerType: 'private' }),
    ).toMatchObject(live);
    expect(portalQueries.bookings(client, 1, { page: 1, pageSize: 5 })).toMatchObject(live);
    expect(portalQueries.invoices(client, 1, { openOnly: true })).toMatchObject(live);
    expect(portalQueries.notifications(client, 1)).toMatchObject(live);
  });

  it('portal keys start with customer-portal and nest by location for invalidation', () => {
    const bookings = portalQueries.bookings(client, 7, { page: 2, pageSize: 5 });
    expect(bookings.queryKey).toEqual([
      'customer-portal',
      'booking',
      7,
      'list',
      { page: 2, pageSize: 5 },
      { language: 'en' },
    ]);
    expect(bookings.queryKey.slice(0, 4)).toEqual([...portalKeys.bookings(7)]);
    expect(portalQueries.paymentMethod(client, 7).queryKey).toEqual([...portalKeys.paymentMethod(7)]);
    expect(portalQueries.invoices(client, 7, { openOnly: true, pageSize: 5 }).queryKey).toEqual([
      'customer-portal',
      'invoice',
      7,
      { openOnly: true, pageSize: 5 },
      { language: 'en' },
    ]);
    expect(portalQueries.sharedAccess(client, 7).queryKey.slice(0, 3)).toEqual([
      ...portalKeys.sharedAccess(7),
    ]);
    expect(portalQueries.locations(client).queryKey).toEqual([
      'customer-portal',
      'location',
      { language: 'en' },
    ]);
    expect(portalQueries.customer(client).queryKey).toEqual(['customer-portal', 'auth', 'customer']);
    expect(portalQueries.notifications(client).queryKey).toEqual([
      'customer-portal',
      'notification',
      {},
      { language: 'en' },
    ]);
    for (const key of [
      portalQueries.customerPaymentMethods(client, 3).queryKey,
      portalQueries.setupIntent(client, 3).queryKey,
    ]) {
      expect(key.slice(0, 3)).toEqual(['customer-portal', 'customer', 3]);
    }
  });

  it('the payment-method token is cached 5 s', () => {
    expect(portalQueries.setupIntent(client, 3)).toMatchObject({ staleTime: 5_000, gcTime: 5_000 });
  });

  it('checkout state is always refetched when shown again', () => {
    expect(checkoutQueries.state(client, 55)).toMatchObject({
      queryKey: ['checkout', 55, { language: 'en' }],
      staleTime: 0,
    });
    expect(checkoutQueries.result(client, 55).queryKey).toEqual([
      'checkout',
      55,
      'result',
      { language: 'en' },
    ]);
  });

  it('answers in a language are keyed by it, and fetched in the language of their key', async () => {
    let language = 'sv';
    const fetch = vi.fn(
      async (_request: Request) =>
        new Response(JSON.stringify({ data: { id: 9, name: 'Förråd' } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const switching = createStowlyClient({ baseUrl, getLocale: () => language, fetch });
    const swedish = unitTypeQueries.detail(switching, 9);
    language = 'en';
    const english = unitTypeQueries.detail(switching, 9);
    expect(swedish.queryKey).not.toEqual(english.queryKey);
    // Fetched after the switch, the Swedish query still asks in Swedish: its answer is Swedish.
    await new QueryClient().fetchQuery(swedish);
    expect(fetch.mock.calls[0]?.[0].headers.get('Content-Language')).toBe('sv');
    for (const key of [
      unitTypeQueries.categories(switching, [1]).queryKey,
      unitTypeQueries.list(switching, { locationIds: [1] }).queryKey,
      unitTypeQueries.billingPeriods(switching, 9).queryKey,
      unitTypeQueries.insurances(switching, 9, { billingPeriodId: 2 }).queryKey,
      unitTypeQueries.optionalProducts(switching, 9).queryKey,
      unitTypeQueries.price(switching, 9, {
        billingPeriodId: 2,
        moveIn: '2026-12-01',
        customerType: 'private',
      }).queryKey,
      setupQueries.locationConfig(switching, [1]).queryKey,
      checkoutQueries.state(switching, 5).queryKey,
      checkoutQueries.result(switching, 5).queryKey,
      portalQueries.locations(switching).queryKey,
      portalQueries.bookings(switching, 1).queryKey,
      portalQueries.invoices(switching, 1).queryKey,
      portalQueries.notifications(switching).queryKey,
    ]) {
      expect(key.at(-1)).toEqual({ language: 'en' });
    }
  });
});

describe('a change of language', () => {
  it('keeps the answer in the language before while the new one loads, then shows the new one; another unit type keeps nothing', async () => {
    let language = 'sv';
    const names: Record<string, string> = { sv: 'Förråd', en: 'Storage room' };
    let answer: (() => void) | undefined;
    const fetch = vi.fn(async (request: Request) => {
      const name = names[request.headers.get('Content-Language') ?? ''];
      // The English answer waits for the test, so what shows meanwhile can be seen.
      if (request.headers.get('Content-Language') === 'en')
        await new Promise<void>((resolve) => (answer = resolve));
      return new Response(JSON.stringify({ data: { id: 9, name } }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const switching = createStowlyClient({ baseUrl, getLocale: () => language, fetch });
    const queryClient = new QueryClient();
    const observer = new QueryObserver(queryClient, unitTypeQueries.detail(switching, 9));
    const seen: (string | undefined)[] = [];
    const unsubscribe = observer.subscribe((result) => {
      if (result.isSuccess) seen.push(`${result.data.name}${result.isPlaceholderData ? ' (before)' : ''}`);
    });
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Förråd'));

    language = 'en';
    observer.setOptions(unitTypeQueries.detail(switching, 9));
    expect(observer.getCurrentResult().data?.name).toBe('Förråd');
    expect(observer.getCurrentResult().isPlaceholderData).toBe(true);
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await vi.waitFor(() => expect(seen.at(-1)).toBe('Storage room'));

    observer.setOptions(unitTypeQueries.detail(switching, 10));
    expect(observer.getCurrentResult().data).toBeUndefined();
    unsubscribe();
  });
});

describe('query functions', () => {
  it('single resources answer their data; the request goes to the contract path', async () => {
    const { client, fetch } = clientAnswering({ data: { id: 9, name: 'Garage' } });
    const queryClient = new QueryClient();
    const data = await queryClient.fetchQuery(unitTypeQueries.detail(client, 9));
    expect(data).toEqual({ id: 9, name: 'Garage' });
    expect(fetch.mock.calls[0]?.[0].url).toBe(`${baseUrl}/unit-type/9`);
  });

  it('lists answer the paged envelope', async () => {
    const page = { data: [{ id: 1 }], page: 2, pageSize: 5, lastPage: 3, total: 11 };
    const { client, fetch } = clientAnswering(page);
    const data = await new QueryClient().fetchQuery(
      portalQueries.bookings(client, 4, { page: 2, pageSize: 5 }),
    );
    expect(data).toEqual(page);
    const url = new URL(fetch.mock.calls[0]?.[0].url ?? '');
    expect(url.pathname).toBe('/v1/customer-portal/booking/4');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('pageSize')).toBe('5');
  });

  it('the price is read from data.data and sent as the calculation payload', async () => {
    const { client, fetch } = clientAnswering({ data: { data: { dueNow: 49.5 } } });
    const body = { billingPeriodId: 2, moveIn: '2026-12-01', customerType: 'business' as const };
    const price = await new QueryClient().fetchQuery(unitTypeQueries.price(client, 9, body));
    expect(price).toEqual({ dueNow: 49.5 });
    const request = fetch.mock.calls[0]?.[0];
    expect(request?.method).toBe('POST');
    expect(await request?.json()).toEqual(body);
  });

  it('translations are asked for in the requested language', async () => {
    const { client, fetch } = clientAnswering({ data: { 'booking.title': 'Boka' } });
    await new QueryClient().fetchQuery(setupQueries.translation(client, 'sv'));
    expect(fetch.mock.calls[0]?.[0].headers.get('Content-Language')).toBe('sv');
  });

  it('a failed call rejects the query with the ApiError', async () => {
    const { client } = clientAnswering({ error: { code: 'not-found', message: 'Gone', details: [] } }, 404);
    await expect(new QueryClient().fetchQuery(checkoutQueries.state(client, 1))).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      code: 'not-found',
    });
  });

  it('the snippet is retried 3 times before it fails', async () => {
    const { client, fetch } = clientAnswering(
      { error: { code: 'unavailable', message: 'x', details: [] } },
      503,
    );
    const queryClient = new QueryClient();
    await expect(
      queryClient.fetchQuery({ ...setupQueries.snippet(client, 1), retryDelay: 0 }),
    ).rejects.toMatchObject({
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
  });
});
