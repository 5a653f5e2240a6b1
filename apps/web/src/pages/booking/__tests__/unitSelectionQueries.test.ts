// @vitest-environment jsdom
import { createStowlyClient } from '@stowly/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchUnitSelection } from '../unitSelectionQueries';

/** The paths the app asks the API for while the prefetch runs. */
async function requestedPaths(
  url: { pathname: string; search: string },
  unitTypes: { id: number; imageUrl: string | null }[] = [],
): Promise<string[]> {
  const requested: string[] = [];
  const client = createStowlyClient({
    baseUrl: 'http://127.0.0.1:9/v1',
    getLocale: () => 'en',
    fetch: async (request: Request) => {
      const { pathname, search } = new URL(request.url);
      requested.push(`${pathname}${search}`);
      const data = pathname.endsWith('/unit-type') ? { data: unitTypes, page: 1, lastPage: 1 } : { data: [] };
      return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json' } });
    },
  });
  void prefetchUnitSelection(new QueryClient(), client, url);
  await new Promise((resolve) => setTimeout(resolve, 20));
  return requested.sort();
}

describe('prefetchUnitSelection: the unit list loads together with the tenant setup', () => {
  it("asks for the location's categories and unit types (with the URL's category) on /{locationId}", async () => {
    expect(await requestedPaths({ pathname: '/1', search: '?lang=en' })).toEqual([
      '/v1/unit-type/category?locationIds=1',
      '/v1/unit-type?page=1&pageSize=100&locationIds=1',
    ]);
    expect(await requestedPaths({ pathname: '/2/', search: '?unitTypeCategoryId=7' })).toEqual([
      '/v1/unit-type/category?locationIds=2',
      '/v1/unit-type?page=1&pageSize=100&locationIds=2&categoryIds=7',
    ]);
  });

  it('asks for nothing on other pages or with an invalid id, and ignores an invalid category', async () => {
    for (const pathname of ['/1/unit-type/101/options', '/customer-portal', '/abc', '/404', '/']) {
      expect(await requestedPaths({ pathname, search: '' })).toEqual([]);
    }
    expect(await requestedPaths({ pathname: '/1', search: '?unitTypeCategoryId=abc' })).toEqual([
      '/v1/unit-type/category?locationIds=1',
      '/v1/unit-type?page=1&pageSize=100&locationIds=1',
    ]);
  });

  it("preloads the first two unit types' pictures once the list arrives", async () => {
    document.head.innerHTML = '';
    await requestedPaths({ pathname: '/1', search: '' }, [
      { id: 101, imageUrl: 'http://127.0.0.1:9/sandbox-assets/unit-types/101.svg' },
      { id: 102, imageUrl: null },
      { id: 103, imageUrl: 'http://127.0.0.1:9/sandbox-assets/unit-types/103.svg' },
    ]);
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('as'),
      link.getAttribute('fetchpriority'),
    ]);
    expect(preloads).toEqual([['http://127.0.0.1:9/sandbox-assets/unit-types/101.svg', 'image', 'high']]);
  });
});
