import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../ApiError';
import { createStowlyClient, unwrap } from '../createStowlyClient';
import type { StowlyClientAuth } from '../types';

const baseUrl = 'http://127.0.0.1:9/v1';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const unitType = { data: { id: 12, name: 'Small locker' } };

/**
 * A fake API that accepts exactly one access token at a time and records every request it sees.
 * Answers are held back a tick so calls overlap like concurrent requests in a browser.
 */
function fakeApi(validToken = 'fresh') {
  const seen: Request[] = [];
  const bodies: string[] = [];
  const api = {
    validToken,
    seen,
    bodies,
    fetch: vi.fn(async (request: Request) => {
      seen.push(request);
      bodies.push(await request.clone().text());
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (request.headers.get('Authorization') !== `Bearer ${api.validToken}`) {
        return json({ error: { code: 'unauthorized', message: 'Token expired', details: [] } }, 401);
      }
      return json(unitType);
    }),
  };
  return api;
}

function fakeAuth(
  tokens: { access?: string; refresh?: string },
  refreshTo?: string,
): StowlyClientAuth & {
  refresh: ReturnType<typeof vi.fn>;
  onSessionExpired: ReturnType<typeof vi.fn>;
} {
  return {
    getAccessToken: () => tokens.access,
    getRefreshToken: () => tokens.refresh,
    refresh: vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!refreshTo) throw new Error('invalid_grant');
      tokens.access = refreshTo;
      tokens.refresh = `${refreshTo}-refresh`;
    }),
    onSessionExpired: vi.fn(() => {
      tokens.access = undefined;
      tokens.refresh = undefined;
    }),
  };
}

const getUnitType = (client: ReturnType<typeof createStowlyClient>, id = 12) =>
  client.GET('/unit-type/{id}', { params: { path: { id } } });

describe('createStowlyClient: headers', () => {
  it('sends Content-Language from the current locale on every call, and no Authorization when signed out', async () => {
    const fetch = vi.fn(async (_request: Request) => json(unitType));
    let locale = 'sv';
    const client = createStowlyClient({ baseUrl, getLocale: () => locale, fetch });
    await getUnitType(client);
    locale = 'de';
    await getUnitType(client);
    const [first, second] = fetch.mock.calls.map(([request]) => request);
    expect(first?.url).toBe(`${baseUrl}/unit-type/12`);
    expect(first?.headers.get('Content-Language')).toBe('sv');
    expect(second?.headers.get('Content-Language')).toBe('de');
    expect(first?.headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer token when signed in', async () => {
    const api = fakeApi('token-1');
    const client = createStowlyClient({
      baseUrl,
      getLocale: () => 'en',
      fetch: api.fetch,
      auth: fakeAuth({ access: 'token-1', refresh: 'r' }),
    });
    const { data } = await getUnitType(client);
    expect(data).toEqual(unitType);
    expect(api.seen[0]?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('keeps an explicitly given Content-Language', async () => {
    const fetch = vi.fn(async (_request: Request) => json({ data: {} }));
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch });
    await client.GET('/translation', { params: { header: { 'Content-Language': 'fi' } } });
    expect(fetch.mock.calls[0]?.[0].headers.get('Content-Language')).toBe('fi');
  });

  it('sends id lists comma-separated', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      json({ data: [], page: 1, pageSize: 10, lastPage: 1, total: 0 }),
    );
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch });
    await client.GET('/unit-type', { params: { query: { locationIds: [1, 2], categoryIds: [7] } } });
    const url = new URL(fetch.mock.calls[0]?.[0].url ?? '');
    expect(url.searchParams.get('locationIds')).toBe('1,2');
    expect(url.searchParams.get('categoryIds')).toBe('7');
  });
});

describe('createStowlyClient: errors', () => {
  const failing = (status: number, body: unknown) => vi.fn(async (_request: Request) => json(body, status));

  it('unwrap returns data, or throws one ApiError with status, code and details', async () => {
    const ok = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: failing(200, unitType) });
    await expect(unwrap(getUnitType(ok))).resolves.toEqual(unitType);

    const body = {
      error: { code: 'not-found', message: 'No such unit type', details: [{ field: 'id', code: 'exists' }] },
    };
    const missing = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: failing(404, body) });
    const error: ApiError = await unwrap(getUnitType(missing)).catch((caught) => caught);
    expect(error.name).toBe('ApiError');
    expect([error.status, error.code, error.message]).toEqual([404, 'not-found', 'No such unit type']);
    expect(error.matches('exists')).toBe(true);
  });

  it('reports HTTP errors to onError, except 401 and 422', async () => {
    for (const [status, reported] of [
      [400, true],
      [404, true],
      [409, true],
      [500, true],
      [422, false],
      [401, false],
    ] as const) {
      const onError = vi.fn();
      const client = createStowlyClient({
        baseUrl,
        getLocale: () => 'en',
        onError,
        fetch: failing(status, { error: { code: `code-${status}`, message: 'x', details: [] } }),
      });
      const { error } = await getUnitType(client);
      expect(error, `status ${status} still reaches the caller`).toBeDefined();
      expect(onError.mock.calls.length, `status ${status}`).toBe(reported ? 1 : 0);
      if (reported) expect(onError.mock.calls[0]?.[0]).toMatchObject({ status, code: `code-${status}` });
    }
  });

  it('turns a network failure into an ApiError with status 0 and reports it', async () => {
    const onError = vi.fn();
    const client = createStowlyClient({
      baseUrl,
      getLocale: () => 'en',
      onError,
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const error: ApiError = await getUnitType(client).catch((caught) => caught);
    expect([error.name, error.status, error.code]).toEqual(['ApiError', 0, 'network-error']);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('createStowlyClient: readTimeoutMs', () => {
  /** A fetch that never answers, only rejects when its request is aborted (as a browser's does). */
  const hangingFetch = vi.fn(
    (request: Request) =>
      new Promise<Response>((_resolve, reject) => {
        if (request.signal.aborted) reject(request.signal.reason);
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      }),
  );

  it('gives up on a GET that gets no answer: an ApiError with code timeout, reported', async () => {
    const onError = vi.fn();
    const client = createStowlyClient({
      baseUrl,
      getLocale: () => 'en',
      onError,
      readTimeoutMs: 50,
      fetch: hangingFetch,
    });
    const started = Date.now();
    const error: ApiError = await getUnitType(client).catch((caught) => caught);
    expect([error.name, error.status, error.code]).toEqual(['ApiError', 0, 'timeout']);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(onError).toHaveBeenCalledWith(error);
  });

  it("keeps the caller's own abort signal working", async () => {
    const client = createStowlyClient({
      baseUrl,
      getLocale: () => 'en',
      readTimeoutMs: 60_000,
      fetch: hangingFetch,
    });
    const controller = new AbortController();
    const call = client.GET('/unit-type/{id}', { params: { path: { id: 12 } }, signal: controller.signal });
    controller.abort();
    const error: ApiError = await call.catch((caught) => caught);
    expect([error.status, error.code]).toEqual([0, 'network-error']);
  });

  it('never cuts a POST short', async () => {
    let sent: Request | undefined;
    const client = createStowlyClient({
      baseUrl,
      getLocale: () => 'en',
      readTimeoutMs: 10,
      fetch: async (request) => {
        sent = request;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return json({ data: { valid: true } });
      },
    });
    const { response } = await client.POST('/unit-type/{id}/discount/validation', {
      params: { path: { id: 12 } },
      body: { discountCode: 'SPRING' } as never,
    });
    expect(response.status).toBe(200);
    expect(sent?.signal.aborted).toBe(false);
  });
});

describe('security: single-flight token refresh (createStowlyClient)', () => {
  it('ten concurrent 401s: exactly one refresh, each request retried once with the new token', async () => {
    const api = fakeApi('fresh');
    const auth = fakeAuth({ access: 'stale', refresh: 'refresh-1' }, 'fresh');
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });

    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => getUnitType(client, i + 1)));

    expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(200));
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.refresh).toHaveBeenCalledWith('refresh-1');
    expect(auth.onSessionExpired).not.toHaveBeenCalled();
    expect(api.seen).toHaveLength(20);
    for (let id = 1; id <= 10; id++) {
      const attempts = api.seen.filter((request) => request.url.endsWith(`/unit-type/${id}`));
      expect(attempts.map((request) => request.headers.get('Authorization'))).toEqual([
        'Bearer stale',
        'Bearer fresh',
      ]);
    }
  });

  it('retries a POST with its body intact', async () => {
    const api = fakeApi('fresh');
    const auth = fakeAuth({ access: 'stale', refresh: 'r' }, 'fresh');
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });
    const body = { billingPeriodId: 3, moveIn: '2026-12-01', customerType: 'private' as const };
    await client.POST('/unit-type/{id}/price', { params: { path: { id: 12 } }, body });
    expect(api.seen.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(api.bodies.map((text) => JSON.parse(text))).toEqual([body, body]);
    expect(api.seen[1]?.headers.get('Content-Language')).toBe('en');
  });

  it('a 401 that arrives after another call refreshed is retried without a second refresh', async () => {
    const api = fakeApi('fresh');
    const auth = fakeAuth({ access: 'stale', refresh: 'r' }, 'fresh');
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });
    const first = getUnitType(client, 1);
    await new Promise((resolve) => setTimeout(resolve, 1));
    const second = getUnitType(client, 2); // sent with the stale token, answered after the refresh ends
    await Promise.all([first, second]);
    await getUnitType(client, 3);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(api.seen.filter((request) => request.url.endsWith('/unit-type/3'))).toHaveLength(1);
  });

  it('refresh failure: one logout for ten concurrent calls, no retry, the 401 reaches the callers', async () => {
    const api = fakeApi('fresh');
    const auth = fakeAuth({ access: 'stale', refresh: 'revoked' });
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => getUnitType(client, i + 1)));
    expect(results.map((result) => result.response.status)).toEqual(Array(10).fill(401));
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(api.seen).toHaveLength(10);
  });

  it('a 401 without a refresh token logs out once and refreshes nothing', async () => {
    const api = fakeApi('fresh');
    const auth = fakeAuth({ access: 'stale' });
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });
    await Promise.all([getUnitType(client, 1), getUnitType(client, 2), getUnitType(client, 3)]);
    expect(auth.refresh).not.toHaveBeenCalled();
    expect(auth.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a 401 on the retry logs out and is not retried again', async () => {
    const api = fakeApi('never-valid');
    const auth = fakeAuth({ access: 'stale', refresh: 'r' }, 'fresh-but-rejected');
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });
    const { response } = await getUnitType(client);
    expect(response.status).toBe(401);
    expect(api.seen).toHaveLength(2);
    expect(auth.refresh).toHaveBeenCalledTimes(1);
    expect(auth.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('signs in again after a logout: a later expired session logs out again', async () => {
    const api = fakeApi('fresh');
    const tokens: { access?: string; refresh?: string } = { access: 'stale' };
    const auth = fakeAuth(tokens);
    const client = createStowlyClient({ baseUrl, getLocale: () => 'en', fetch: api.fetch, auth });
    await getUnitType(client);
    tokens.access = 'second-session-expired';
    await getUnitType(client);
    expect(auth.onSessionExpired).toHaveBeenCalledTimes(2);
  });
});
