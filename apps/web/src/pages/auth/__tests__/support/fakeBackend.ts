import type { Schema, TokenCheckResponse, TokenResponse } from '@stowly/api-client';

/** A request the fake backend received. */
interface RecordedRequest {
  method: string;
  /** The path on the page origin, such as `/identity/token` or `/v1/customer-portal/location`. */
  path: string;
  query: URLSearchParams;
  authorization: string | null;
  /** The form fields of a token request. */
  form: Record<string, string>;
}

/** An answer of the fake backend. */
export interface FakeReply {
  status: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/** The tenant setup of `GET /v1/setup`: the default theme, no links, no language switch. */
export const SETUP: Schema<'Setup'> = {
  appearance: {
    colors: {
      primary: '#265E92',
      secondary: '#C4DDF1',
      error: '#CA3E3E',
      text: '#132B40',
      background: '#FAFAFA',
      disabled: '#D5D5D5',
      darkDisabled: '#8E8E8E',
      headerBackground: '#FFFFFF',
      headerText: '#000000',
    },
    font: null,
  },
  tenant: { id: 1, name: 'Stowly Demo' },
  logoUrl: null,
  imprintUrl: null,
  privacyPolicyUrl: null,
  cookiePolicyUrl: null,
  featureFlags: { languageSwitch: false },
  translations: {},
};

/** The signed-in customer's locations (`GET /v1/customer-portal/location`). */
const PORTAL_LOCATIONS: Schema<'PortalLocation'>[] = [
  {
    id: 11,
    name: 'Stowly Södermalm',
    address: { street: 'Ringvägen 1', postalCode: '118 60', city: 'Stockholm', countryCode: 'SE' },
    timeZone: 'Europe/Stockholm',
    currency: { code: 'SEK' },
    showManageAccess: true,
    access: 'owner',
  },
];

/** A token answer of the identity server. */
export function tokens(index: number): TokenResponse {
  return {
    access_token: `access-${index}`,
    refresh_token: `refresh-${index}`,
    token_type: 'Bearer',
    expires_in: 3600,
    scope: 'booking',
  };
}

const ACTIVE: TokenCheckResponse = { active: true, customerId: 7, scope: 'booking', exp: 2_000_000_000 };

/**
 * The identity server and booking API of the page origin behind one `fetch`: tokens are issued in
 * sequence (`access-1`, `refresh-1`, ...), every token check, every revocation and every portal
 * call with a bearer token is accepted, unless a test replaces a handler with `use`. Every request
 * is recorded; a request whose signal aborts fails as in a browser.
 */
export function createFakeBackend() {
  const requests: RecordedRequest[] = [];
  let issued = 0;
  const handlers: Record<string, Handler> = {
    'POST /identity/token': () => {
      issued += 1;
      return { status: 200, body: tokens(issued) };
    },
    'GET /identity/api/check': () => ({ status: 200, body: ACTIVE }),
    // RFC 7009: 200 with an empty body, for any token.
    'POST /identity/revoke': () => ({ status: 200 }),
    'GET /v1/translation': () => ({ status: 200, body: { data: {} } }),
    'GET /v1/setup': () => ({ status: 200, body: { data: SETUP } }),
    'GET /v1/location/config': () => ({ status: 200, body: { data: [] } }),
    'GET /v1/customer-portal/location': ({ authorization }) =>
      authorization?.startsWith('Bearer ')
        ? { status: 200, body: { data: PORTAL_LOCATIONS } }
        : { status: 401, body: { error: { code: 'unauthorized', message: 'Sign in', details: [] } } },
  };

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const text = request.method === 'POST' ? await request.clone().text() : '';
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      authorization: request.headers.get('Authorization'),
      form: Object.fromEntries(new URLSearchParams(text)),
    };
    requests.push(recorded);
    const handler = handlers[`${request.method} ${url.pathname}`];
    // Like a browser's fetch, it gives up on a request whose signal aborts (a timeout).
    const aborted = new Promise<never>((_, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (request.signal.aborted) abort();
      request.signal.addEventListener('abort', abort);
    });
    const reply = handler
      ? await Promise.race([handler(recorded), aborted])
      : { status: 501, body: { error: { code: 'not-handled', message: url.pathname, details: [] } } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }

  return {
    fetch,
    requests,
    /** Replaces the handler of `'METHOD /path'`. */
    use(route: string, handler: Handler) {
      handlers[route] = handler;
    },
    /** The requests to one path. */
    requestsTo(method: string, path: string) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

/** The fake backend of {@link createFakeBackend}. */
export type FakeBackend = ReturnType<typeof createFakeBackend>;

/** A promise with its resolve at hand: holds an answer back until the test lets it go. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
