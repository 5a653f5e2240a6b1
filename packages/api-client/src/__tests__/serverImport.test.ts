// @vitest-environment node
/**
 * @stowly/api-client on a server: its entries load, and its client and query factories run,
 * without reading a browser global (see `watchBrowserGlobals`: a `typeof window` check in this
 * package's source counts as a read).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchBrowserGlobals } from '../../../../scripts/testing/watchBrowserGlobals';

let watch: ReturnType<typeof watchBrowserGlobals>;
beforeAll(() => {
  watch = watchBrowserGlobals();
});
afterAll(() => watch.stop());

describe('@stowly/api-client on a server', () => {
  it('has no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('loads its entries, which export no React components, without reading a browser global', {
    timeout: 60_000,
  }, async () => {
    const [main, testing] = await Promise.all([import('../index'), import('../testing/index')]);
    for (const entry of [main, testing]) {
      const components = Object.entries(entry).filter(
        ([name, value]) =>
          /^[A-Z]/.test(name) &&
          typeof value === 'function' &&
          !/^class\b/.test(Function.prototype.toString.call(value)),
      );
      expect(components.map(([name]) => name)).toEqual([]);
    }
    expect(watch.reads).toEqual([]);
  });

  it('fetches a query as a server would before rendering, reading no browser global', async () => {
    const { QueryClient } = await import('@tanstack/query-core');
    const { setupQueries } = await import('../index');
    const { createFakeApi } = await import('../testing/index');
    const api = createFakeApi(
      { 'GET /country': () => ({ data: [{ id: 752, code: 'SE', name: 'Sverige', phonePrefix: '+46' }] }) },
      { locale: () => 'sv' },
    );
    const queryClient = new QueryClient();
    const countries = await queryClient.fetchQuery(setupQueries.countries(api.client, 'sv'));
    expect(countries).toEqual([{ id: 752, code: 'SE', name: 'Sverige', phonePrefix: '+46' }]);
    expect(api.requestsTo('GET /country')[0]?.headers.get('Content-Language')).toBe('sv');
    queryClient.clear();
    expect(watch.reads).toEqual([]);
  });
});
