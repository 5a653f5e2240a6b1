import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../ApiError';
import { createIdentityClient } from '../identity/createIdentityClient';

afterEach(() => {
  vi.useRealTimers();
});

const URLS = {
  tokenUrl: 'https://id.example.com/identity/token',
  checkUrl: 'https://id.example.com/identity/api/check',
  revokeUrl: 'https://id.example.com/identity/revoke',
  clientId: 'stowly-web',
};

/** A fetch that records each request and never answers, giving up when its signal aborts (as a browser's does). */
function hangingFetch() {
  const requests: Request[] = [];
  const fetch = (request: Request) => {
    requests.push(request);
    return new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  };
  return { fetch, requests };
}

describe('faults: identity server calls give up like the booking API reads', () => {
  it.each([
    ['the token check', (client: ReturnType<typeof createIdentityClient>) => client.checkToken('access')],
    [
      'a refresh',
      (client: ReturnType<typeof createIdentityClient>) =>
        client.refreshTokens({ refreshToken: 'r', scope: 'booking' }),
    ],
    [
      'a revocation',
      (client: ReturnType<typeof createIdentityClient>) =>
        client.revokeToken?.({ token: 'r', tokenTypeHint: 'refresh_token' }),
    ],
  ])(
    '%s with no answer fails after timeoutMs with an ApiError (status 0, code timeout) and aborts the request',
    async (_name, send) => {
      vi.useFakeTimers();
      const server = hangingFetch();
      const client = createIdentityClient({ ...URLS, timeoutMs: 7_000, fetch: server.fetch });
      let failure: unknown;
      const call = Promise.resolve(send(client)).catch((error: unknown) => {
        failure = error;
      });

      await vi.advanceTimersByTimeAsync(6_999);
      expect(failure).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      await call;

      expect(failure).toBeInstanceOf(ApiError);
      expect(failure).toMatchObject({ status: 0, code: 'timeout' });
      expect(server.requests[0]?.signal.aborted).toBe(true);
    },
  );

  it('gives up even when the fetch ignores the abort', async () => {
    vi.useFakeTimers();
    const client = createIdentityClient({
      ...URLS,
      timeoutMs: 5_000,
      fetch: () => new Promise(() => undefined),
    });
    const call = client.checkToken('access').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await call).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('an unreachable identity server fails with status 0 and code network-error; a refusal keeps its status and code', async () => {
    const unreachable = createIdentityClient({
      ...URLS,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(unreachable.checkToken('access')).rejects.toMatchObject({
      status: 0,
      code: 'network-error',
    });

    const refusing = createIdentityClient({
      ...URLS,
      fetch: async () =>
        Response.json({ error: 'invalid_grant', error_description: 'used' }, { status: 400 }),
    });
    await expect(refusing.refreshTokens({ refreshToken: 'r', scope: 'booking' })).rejects.toMatchObject({
      status: 400,
      code: 'invalid_grant',
      message: 'used',
    });
  });
});

describe('security: token revocation (RFC 7009)', () => {
  it('posts token, token_type_hint and client_id as a form to the revoke URL, with credentials; an empty 200 resolves', async () => {
    const requests: Request[] = [];
    const client = createIdentityClient({
      ...URLS,
      fetch: async (request) => {
        requests.push(request);
        return new Response(null, { status: 200 });
      },
    });
    await expect(
      client.revokeToken?.({ token: 'refresh-1', tokenTypeHint: 'refresh_token' }),
    ).resolves.toBeUndefined();
    const [request] = requests;
    expect(request?.url).toBe(URLS.revokeUrl);
    expect(request?.method).toBe('POST');
    expect(request?.credentials).toBe('include');
    expect(Object.fromEntries(new URLSearchParams(await request?.text()))).toEqual({
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
      client_id: 'stowly-web',
    });
  });

  it('has no revokeToken without a revoke URL', () => {
    const { revokeUrl: _revokeUrl, ...withoutRevoke } = URLS;
    expect(createIdentityClient(withoutRevoke).revokeToken).toBeUndefined();
  });
});
