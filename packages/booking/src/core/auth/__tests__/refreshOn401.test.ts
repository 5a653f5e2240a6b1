import { createStowlyClient } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '../createAuthStore';
import { AUTH_STORAGE_KEY } from '../readStoredAuth';
import { createFakeIdentityServer, setupAuth, signIn } from './fakeIdentityServer';

/** A booking API that accepts only `validToken`, recording the Authorization header of each call. */
function createBookingApi(validToken: string) {
  const authorizations: (string | null)[] = [];
  const fetch = async (request: Request) => {
    authorizations.push(request.headers.get('Authorization'));
    if (request.headers.get('Authorization') === `Bearer ${validToken}`) {
      return Response.json({ data: { id: 7 } });
    }
    return Response.json(
      { error: { code: 'unauthorized', message: 'Unauthorized', details: [] } },
      { status: 401 },
    );
  };
  return { fetch, authorizations };
}

describe('A 401 with a refresh token sets refreshing-token, refreshes, stores the new auth response and retries once', () => {
  it('works as the StowlyClientAuth of the booking API client', async () => {
    const setup = setupAuth();
    await signIn(setup); // access-1 / refresh-1
    const api = createBookingApi('access-2');
    const client = createStowlyClient({
      baseUrl: 'https://api.example.com/v1',
      getLocale: () => 'sv',
      auth: setup.store.getState(),
      fetch: api.fetch,
    });
    const trail: AuthStatus[] = [];
    setup.store.subscribe((state) => trail.push(state.status));

    const { data, response } = await client.GET('/customer-portal/auth/customer');

    expect(response.status).toBe(200);
    expect(data).toEqual({ data: { id: 7 } });
    expect(api.authorizations).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(trail).toContain('refreshing-token');
    expect(setup.store.getState().status).toBe('logged-in');
    const refresh = setup.server.requests.at(-1);
    expect(refresh?.form).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    expect(JSON.parse(setup.storage.getItem(AUTH_STORAGE_KEY) ?? '{}').response).toMatchObject({
      access_token: 'access-2',
      refresh_token: 'refresh-2',
    });
  });

  it('logs out and sends the customer to login once when the refresh fails', async () => {
    let tokenCalls = 0;
    const server = createFakeIdentityServer({
      token: (request) => {
        tokenCalls += 1;
        return tokenCalls === 1
          ? server.defaultToken(request)
          : { status: 400, body: { error: 'invalid_grant', error_description: 'revoked' } };
      },
    });
    const setup = setupAuth({ server });
    await signIn(setup);
    const api = createBookingApi('never');
    const client = createStowlyClient({
      baseUrl: 'https://api.example.com/v1',
      getLocale: () => 'en',
      auth: setup.store.getState(),
      fetch: api.fetch,
    });

    const answers = await Promise.all([
      client.GET('/customer-portal/auth/customer'),
      client.GET('/customer-portal/location'),
    ]);

    expect(answers.map(({ response }) => response.status)).toEqual([401, 401]);
    expect(tokenCalls).toBe(2); // one exchange, one refresh for both 401s
    const state = setup.store.getState();
    expect(state.status).toBe('not-logged-in');
    expect(state.error?.messageKey).toBe('auth.sessionExpired');
    expect(setup.navigations.filter((navigation) => navigation.target === '/login')).toEqual([
      { target: '/login', external: false },
    ]);
    expect(setup.storage.entries()).toEqual({});
  });

  it('does not send an already rotated refresh token again', async () => {
    const setup = setupAuth();
    await signIn(setup);
    await setup.store.getState().refresh('refresh-1'); // rotates to refresh-2
    await setup.store.getState().refresh('refresh-1'); // a late caller with the old token
    const grants = setup.server.requests.map((request) => request.form.refresh_token).filter(Boolean);
    expect(grants).toEqual(['refresh-1']);
    expect(setup.store.getState().getRefreshToken()).toBe('refresh-2');
  });

  it('rejects refresh without any refresh token and logs out', async () => {
    const setup = setupAuth();
    await expect(setup.store.getState().refresh()).rejects.toThrow(/no refresh token/);
    expect(setup.store.getState().status).toBe('not-logged-in');
  });
});
