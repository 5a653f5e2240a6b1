import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { type AuthConfig, type CreateAuthStoreOptions, createAuthStore } from '../createAuthStore';

export const ORIGIN = 'https://book.example.com';

export const CONFIG: AuthConfig = {
  authorizeUrl: 'https://id.example.com/identity/authorize',
  tokenUrl: 'https://id.example.com/identity/token',
  checkUrl: 'https://id.example.com/api/check',
  revokeUrl: 'https://id.example.com/identity/revoke',
  logoutUrl: 'https://id.example.com/identity/logout',
  changePasswordUrl: 'https://id.example.com/identity/change-password',
  clientId: 'stowly-web',
  redirectUri: '/auth',
  postLogoutRedirectUri: '/logout',
};

export interface RecordedRequest {
  url: string;
  method: string;
  credentials: RequestCredentials;
  authorization: string | null;
  form: Record<string, string>;
}

/** An answer of the fake identity server; `body: undefined` is an empty body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

type Responder = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** An answer that never comes: the identity server hangs. */
export const NEVER: Promise<FakeAnswer> = new Promise(() => undefined);

/**
 * A fake identity server behind `fetch`: records every request and answers token, revocation and
 * check calls with the responders given (by default: tokens issued in sequence, every revocation
 * answered 200 with an empty body, every check accepted). Like a browser's fetch, it gives up when
 * the request's signal aborts.
 */
export function createFakeIdentityServer(
  responders: { token?: Responder; check?: Responder; revoke?: Responder } = {},
) {
  const requests: RecordedRequest[] = [];
  let issued = 0;
  const defaultToken: Responder = () => {
    issued += 1;
    return {
      status: 200,
      body: {
        access_token: `access-${issued}`,
        refresh_token: `refresh-${issued}`,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'booking',
      },
    };
  };
  const defaultCheck: Responder = () => ({
    status: 200,
    body: { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 },
  });
  const fetch = async (request: Request): Promise<Response> => {
    const text = request.method === 'POST' ? await request.text() : '';
    const recorded: RecordedRequest = {
      url: request.url,
      method: request.method,
      credentials: request.credentials,
      authorization: request.headers.get('Authorization'),
      form: Object.fromEntries(new URLSearchParams(text)),
    };
    requests.push(recorded);
    const responder = request.url.endsWith('/token')
      ? (responders.token ?? defaultToken)
      : request.url.endsWith('/revoke')
        ? (responders.revoke ?? (() => ({ status: 200, body: undefined })))
        : (responders.check ?? defaultCheck);
    const aborted = new Promise<never>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
    const { status, body } = await Promise.race([responder(recorded), aborted]);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, requests, defaultToken };
}

/** A deterministic random source: each call yields a different, counter-based byte pattern. */
export function createCountingRandom() {
  let call = 0;
  return {
    calls: () => call,
    getRandomValues<T extends Uint8Array>(array: T): T {
      call += 1;
      for (let index = 0; index < array.length; index += 1) array[index] = (call * 31 + index * 7) % 256;
      return array;
    },
  };
}

/** An auth store wired to in-memory storages, a fake identity server and a recording navigate. */
export function setupAuth(
  overrides: Partial<CreateAuthStoreOptions> & { server?: ReturnType<typeof createFakeIdentityServer> } = {},
) {
  const server = overrides.server ?? createFakeIdentityServer();
  const storage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const navigations: { target: string; external: boolean }[] = [];
  let now = 1_750_000_000_000;
  const clock = { now: () => now };
  const store = createAuthStore({
    config: CONFIG,
    origin: ORIGIN,
    storage,
    sessionStorage,
    random: createCountingRandom(),
    clock,
    fetch: server.fetch,
    navigate: (target, { external }) => navigations.push({ target, external }),
    getLanguage: () => 'sv',
    // One tab: the refresh runs at once (tests of several tabs pass a shared lock, or none).
    lock: (_name, task) => task(),
    ...overrides,
  });
  return {
    store,
    server,
    storage,
    sessionStorage,
    navigations,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

/** Runs a whole sign-in (login redirect, then the callback with the state it sent). */
export async function signIn(setup: ReturnType<typeof setupAuth>) {
  await setup.store.getState().login();
  const authorize = new URL(setup.navigations.at(-1)?.target ?? '');
  await setup.store.getState().handleCallback(`?code=the-code&state=${authorize.searchParams.get('state')}`);
}
