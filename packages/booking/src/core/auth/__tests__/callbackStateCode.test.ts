import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPT_STORAGE_KEY } from '../createAuthStore';
import { setupAuth } from './fakeIdentityServer';

async function startLogin(setup: ReturnType<typeof setupAuth>): Promise<string> {
  await setup.store.getState().login();
  return new URL(setup.navigations.at(-1)?.target ?? '').searchParams.get('state') ?? '';
}

describe('Invalid state code: a callback without the matching state code logs the user out', () => {
  it('rejects a mismatched state without any token request', async () => {
    const setup = setupAuth();
    await startLogin(setup);
    await setup.store.getState().handleCallback('?code=abc&state=forged');
    const state = setup.store.getState();
    expect(state.status).toBe('not-logged-in');
    expect(state.error?.message).toBe('Invalid state code');
    expect(state.error?.messageKey).toBe('auth.invalidStateCode');
    expect(setup.server.requests).toEqual([]);
    expect(setup.sessionStorage.entries()).toEqual({});
  });

  it('rejects a missing state', async () => {
    const setup = setupAuth();
    await startLogin(setup);
    await setup.store.getState().handleCallback('?code=abc');
    expect(setup.store.getState().error?.code).toBe('invalid-state-code');
    expect(setup.server.requests).toEqual([]);
  });

  it('rejects a callback when no sign-in was started in this browser', async () => {
    const setup = setupAuth();
    await setup.store.getState().handleCallback('?code=abc&state=anything');
    expect(setup.store.getState().error?.code).toBe('invalid-state-code');
    expect(setup.server.requests).toEqual([]);
  });

  it('rejects a malformed stored attempt instead of crashing', async () => {
    const setup = setupAuth();
    setup.sessionStorage.setItem(LOGIN_ATTEMPT_STORAGE_KEY, '{"state":42');
    await setup.store.getState().handleCallback('?code=abc&state=42');
    expect(setup.store.getState().error?.code).toBe('invalid-state-code');
  });

  it('uses a state code once: replaying the same callback fails', async () => {
    const setup = setupAuth();
    const state = await startLogin(setup);
    await setup.store.getState().handleCallback(`?code=abc&state=${state}`);
    expect(setup.store.getState().status).toBe('logged-in');
    await setup.store.getState().handleCallback(`?code=abc&state=${state}`);
    expect(setup.store.getState().status).toBe('not-logged-in');
    expect(setup.store.getState().error?.code).toBe('invalid-state-code');
    expect(
      setup.server.requests.filter((request) => request.form.grant_type === 'authorization_code'),
    ).toHaveLength(1);
  });

  it('refuses an attempt older than ten minutes', async () => {
    const setup = setupAuth();
    const state = await startLogin(setup);
    setup.advance(10 * 60 * 1000 + 1);
    await setup.store.getState().handleCallback(`?code=abc&state=${state}`);
    expect(setup.store.getState().error?.code).toBe('invalid-state-code');
    expect(setup.server.requests).toEqual([]);
  });

  it('treats an error answer of the identity server as a failed sign-in without exchanging anything', async () => {
    const setup = setupAuth();
    const state = await startLogin(setup);
    await setup.store.getState().handleCallback(`?error=access_denied&state=${state}`);
    expect(setup.store.getState().status).toBe('not-logged-in');
    expect(setup.store.getState().error?.code).toBe('sign-in-failed');
    expect(setup.server.requests).toEqual([]);
  });
});
