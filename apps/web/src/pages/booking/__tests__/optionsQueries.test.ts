// @vitest-environment jsdom
import { createStowlyClient } from '@stowly/api-client';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { prefetchOptions } from '../optionsQueries';

/** The paths the app asks the API for while the prefetch runs. */
async function requestedPaths(pathname: string): Promise<string[]> {
  const requested: string[] = [];
  const client = createStowlyClient({
    baseUrl: 'http://127.0.0.1:9/v1',
    getLocale: () => 'en',
    fetch: async (request: Request) => {
      const { pathname: path, search } = new URL(request.url);
      requested.push(`${path}${search}`);
      return new Response(JSON.stringify({ data: [], page: 1, lastPage: 1 }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  void prefetchOptions(new QueryClient(), client, { pathname });
  await new Promise((resolve) => setTimeout(resolve, 20));
  return requested.sort();
}

describe('prefetchOptions: the options page data loads together with the tenant setup', () => {
  it('asks for the unit type, all its booking plans and its extras on /{locationId}/unit-type/{id}/options and the pre-select route that leads there', async () => {
    for (const pathname of [
      '/1/unit-type/101/options',
      '/1/unit-type/101/options/',
      '/1/unit-type/101',
      '/1/unit-type/101/',
    ]) {
      expect(await requestedPaths(pathname)).toEqual([
        '/v1/unit-type/101',
        '/v1/unit-type/101/billing-period?page=1&pageSize=100',
        '/v1/unit-type/101/optional-product?page=1&pageSize=100',
      ]);
    }
  });

  it('asks for nothing on other pages or with an invalid id', async () => {
    for (const pathname of [
      '/1',
      '/1/unit-type/101/options/basket',
      '/1/unit-type/101/customer',
      '/1/unit-type/abc/options',
      '/customer-portal',
    ]) {
      expect(await requestedPaths(pathname)).toEqual([]);
    }
  });
});
