import { describe, expect, it } from 'vitest';
import { setupAuth, signIn } from './fakeIdentityServer';

function lastNavigation(setup: ReturnType<typeof setupAuth>): URL {
  return new URL(setup.navigations.at(-1)?.target ?? '');
}

describe('the tenant on the identity server URLs (getTenant): the pages show that tenant', () => {
  it('sign-in: the authorize URL carries tenant=<id> next to the other fields', async () => {
    const setup = setupAuth({ getTenant: () => 1 });
    await setup.store.getState().login();
    const url = lastNavigation(setup);
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/identity/authorize');
    expect(url.searchParams.get('tenant')).toBe('1');
    expect(url.searchParams.get('client_id')).toBe('stowly-web');
    expect(url.searchParams.get('host')).toBe('book.example.com');
  });

  it('reads the tenant when the URL is made: a value that arrives after the store was created is sent', async () => {
    let tenant: number | undefined;
    const setup = setupAuth({ getTenant: () => tenant });
    await setup.store.getState().login();
    expect(lastNavigation(setup).searchParams.has('tenant')).toBe(false);

    tenant = 42;
    await setup.store.getState().login();
    expect(lastNavigation(setup).searchParams.get('tenant')).toBe('42');
  });

  it.each([
    ['no getTenant', {}],
    ['undefined', { getTenant: () => undefined }],
    ['null', { getTenant: () => null }],
    ['an empty string', { getTenant: () => '' }],
  ])('sign-in without a tenant (%s): no tenant parameter at all', async (_name, overrides) => {
    const setup = setupAuth(overrides);
    await setup.store.getState().login();
    const url = lastNavigation(setup);
    expect(url.searchParams.has('tenant')).toBe(false);
    expect(url.searchParams.get('response_type')).toBe('code');
  });

  it('change password: the URL carries the tenant when given, and not otherwise', async () => {
    const withTenant = setupAuth({ getTenant: () => 'nordbox' });
    await signIn(withTenant);
    expect(
      Object.fromEntries(new URL(withTenant.store.getState().changePasswordUrl() ?? '').searchParams),
    ).toEqual({
      host: 'book.example.com',
      language: 'sv',
      redirect_uri: 'https://book.example.com/logout',
      tenant: 'nordbox',
    });

    const without = setupAuth();
    await signIn(without);
    expect(new URL(without.store.getState().changePasswordUrl() ?? '').searchParams.has('tenant')).toBe(
      false,
    );
  });
});
