import { describe, expect, it } from 'vitest';
import { CONFIG, setupAuth, signIn } from './fakeIdentityServer';

describe('Sign-out redirect: logout URL with host, language, redirect_uri (post-login callback, absolute) and optionally token', () => {
  it('builds the sign-out URL without a token by default and clears the session first', async () => {
    const setup = setupAuth();
    await signIn(setup);
    await setup.store.getState().signOut();
    const navigation = setup.navigations.at(-1);
    expect(navigation?.external).toBe(true);
    const url = new URL(navigation?.target ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/identity/logout');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      host: 'book.example.com',
      language: 'sv',
      redirect_uri: 'https://book.example.com/customer-portal',
    });
    expect(setup.store.getState().status).toBe('not-logged-in');
  });

  it('adds the token only when configured', async () => {
    const setup = setupAuth({ config: { ...CONFIG, sendTokenOnSignOut: true } });
    await signIn(setup);
    await setup.store.getState().signOut();
    expect(new URL(setup.navigations.at(-1)?.target ?? '').searchParams.get('token')).toBe('access-1');
  });

  it('keeps an absolute post-login callback as it is', async () => {
    const setup = setupAuth({
      config: { ...CONFIG, postLoginRedirectUri: 'https://portal.example.com/customer-portal' },
    });
    await signIn(setup);
    await setup.store.getState().signOut();
    expect(new URL(setup.navigations.at(-1)?.target ?? '').searchParams.get('redirect_uri')).toBe(
      'https://portal.example.com/customer-portal',
    );
  });

  it('goes to the login route when no logout URL is configured', async () => {
    const setup = setupAuth({ config: { ...CONFIG, logoutUrl: undefined } });
    await signIn(setup);
    await setup.store.getState().signOut();
    expect(setup.navigations.at(-1)).toEqual({ target: '/login', external: false });
  });
});

describe('Change-password redirect: change-password URL with host, language, redirect_uri (post-logout callback, absolute)', () => {
  it('builds the URL with the absolute post-logout callback and no token', async () => {
    const setup = setupAuth({ getLanguage: () => 'de' });
    await signIn(setup);
    const url = new URL(setup.store.getState().changePasswordUrl() ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('https://id.example.com/identity/change-password');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      host: 'book.example.com',
      language: 'de',
      redirect_uri: 'https://book.example.com/logout',
    });
  });

  it('is null when no change-password URL is configured', () => {
    const setup = setupAuth({ config: { ...CONFIG, changePasswordUrl: undefined } });
    expect(setup.store.getState().changePasswordUrl()).toBeNull();
  });
});

describe('After logout nothing of the customer remains in storage', () => {
  it('removes tokens and any pending attempt, and tells the app to clear its own customer data', async () => {
    let cleared = 0;
    const setup = setupAuth({ onLogout: () => cleared++ });
    await signIn(setup);
    await setup.store.getState().login(); // a pending attempt in session storage
    await setup.store.getState().logout();
    expect(setup.storage.entries()).toEqual({});
    expect(setup.sessionStorage.entries()).toEqual({});
    expect(setup.store.getState()).toMatchObject({ status: 'not-logged-in', auth: null, error: null });
    expect(setup.store.getState().getAccessToken()).toBeNull();
    expect(cleared).toBe(1);
  });
});
