import { createStowlyClient, type StowlyClient } from '../createStowlyClient';
import type { paths } from '../generated/booking-api';
import type { Schema } from '../schema';

/** The HTTP methods of the contract's operations, as `paths` names them. */
export type FakeMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Every operation of the contract as `'METHOD /path/{param}'`, such as `'GET /unit-type/{id}'`. */
export type RouteKey = {
  [P in keyof paths]: {
    [M in FakeMethod]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[FakeMethod];
}[keyof paths];

type OperationOf<K extends RouteKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends FakeMethod
      ? NonNullable<paths[P][Lowercase<M>]>
      : never
    : never
  : never;

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type Responses<K extends RouteKey> = OperationOf<K> extends { responses: infer R } ? R : never;

/** The success body (200 or 201) the contract gives the operation `K`. */
export type FakeSuccessBody<K extends RouteKey> =
  | JsonOf<Responses<K>[200 & keyof Responses<K>]>
  | JsonOf<Responses<K>[201 & keyof Responses<K>]>;

/** The JSON request body the contract gives the operation `K` (undefined when it has none). */
export type FakeRequestBody<K extends RouteKey> = [NonNullable<OperationOf<K>['requestBody']>] extends [never]
  ? undefined
  : JsonOf<NonNullable<OperationOf<K>['requestBody']>>;

/** An answer with an explicit status: `withStatus(201, body)` or `apiError(409, 'wrong-step')`. */
export class FakeReply<TBody> {
  constructor(
    /** The HTTP status of the answer. */
    readonly status: number,
    /** The JSON body of the answer. */
    readonly body: TBody,
  ) {}
}

/** A success answer with a status other than 200. */
export function withStatus<TBody>(status: number, body: TBody): FakeReply<TBody> {
  return new FakeReply(status, body);
}

/** An error answer in the contract's error envelope. */
export function apiError(
  status: number,
  code: string,
  message = code,
  details: Schema<'ErrorDetail'>[] = [],
): FakeReply<Schema<'ErrorResponse'>> {
  return new FakeReply(status, { error: { code, message, details } });
}

/** What a handler sees of a request. */
export interface FakeRequest<K extends RouteKey> {
  /** The path parameters, such as `{ id: '12' }`. */
  params: Record<string, string>;
  /** The query parameters. */
  query: URLSearchParams;
  /** The request headers (`Accept-Language`, `Authorization`, `Idempotency-Key`, ...). */
  headers: Headers;
  /** The JSON body, typed by the contract. */
  body: FakeRequestBody<K>;
}

/** A handler of one operation: returns the contract's success body, or a {@link FakeReply}. */
export type FakeHandler<K extends RouteKey> = (
  request: FakeRequest<K>,
) =>
  | FakeSuccessBody<K>
  | FakeReply<FakeSuccessBody<K> | Schema<'ErrorResponse'>>
  | Promise<FakeSuccessBody<K> | FakeReply<FakeSuccessBody<K> | Schema<'ErrorResponse'>>>;

/** Handlers by operation; every answer is typed by the contract. */
export type FakeHandlers = { [K in RouteKey]?: FakeHandler<K> };

/** A request the fake API received. */
export interface RecordedRequest {
  /** The operation it matched, or null when no handler matched. */
  route: RouteKey | null;
  /** The HTTP method, such as `POST`. */
  method: string;
  /** The path below the base URL, such as `/unit-type/12`. */
  path: string;
  /** The query parameters. */
  query: Record<string, string>;
  /** The request headers. */
  headers: Headers;
  /** The parsed JSON body, if any. */
  body: unknown;
}

/** The base URL the fake client calls. */
const FAKE_API_BASE_URL = 'https://api.example.com/v1';

interface CompiledRoute {
  key: RouteKey;
  method: string;
  pattern: RegExp;
  names: string[];
  literal: boolean;
}

function compile(key: RouteKey): CompiledRoute {
  const [method = '', template = ''] = key.split(' ');
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { key, method, pattern: new RegExp(`^${source}$`), names, literal: names.length === 0 };
}

/**
 * A booking API in memory for unit and component tests: `createStowlyClient` with a fetch that
 * answers from handlers typed by the contract and records every request. A request no handler
 * matches answers 501 and is kept in `unhandled`.
 *
 * @example
 * const api = createFakeApi({ 'GET /country': () => ({ data: [] }) });
 * await api.client.GET('/country'); // hand api.client to the providers under test
 * api.requestsTo('GET /country').length; // 1
 */
export function createFakeApi(initial: FakeHandlers = {}, options: { locale?: () => string } = {}) {
  let handlers: FakeHandlers = { ...initial };
  const requests: RecordedRequest[] = [];
  const unhandled: string[] = [];

  function match(method: string, path: string) {
    const routes = (Object.keys(handlers) as RouteKey[])
      .map(compile)
      // A literal path such as /unit-type/category wins over /unit-type/{id}.
      .sort((a, b) => Number(b.literal) - Number(a.literal));
    for (const route of routes) {
      const found = route.method === method ? route.pattern.exec(path) : null;
      if (found) {
        const params = Object.fromEntries(
          route.names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]),
        );
        return { route, params };
      }
    }
    return null;
  }

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname.replace(new URL(FAKE_API_BASE_URL).pathname, '');
    const text = await request.clone().text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const found = match(request.method, path);
    requests.push({
      route: found?.route.key ?? null,
      method: request.method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });
    const handler = found ? handlers[found.route.key] : undefined;
    if (!found || !handler) {
      unhandled.push(`${request.method} ${path}`);
      return Response.json(
        {
          error: {
            code: 'not-handled',
            message: `No test handler for ${request.method} ${path}`,
            details: [],
          },
        },
        { status: 501 },
      );
    }
    // The handler of this key gets the request of this key; the map cannot say so to TypeScript.
    const answer: unknown = await (handler as (request: FakeRequest<RouteKey>) => unknown)({
      params: found.params,
      query: url.searchParams,
      headers: request.headers,
      body: body as FakeRequestBody<RouteKey>,
    });
    if (answer instanceof FakeReply && answer.status === 204) return new Response(null, { status: 204 });
    return answer instanceof FakeReply
      ? Response.json(answer.body, { status: answer.status })
      : Response.json(answer, { status: 200 });
  }

  const client: StowlyClient = createStowlyClient({
    baseUrl: FAKE_API_BASE_URL,
    getLocale: options.locale ?? (() => 'en'),
    fetch,
  });

  return {
    client,
    requests,
    unhandled,
    /** Adds or replaces handlers. */
    use(more: FakeHandlers) {
      handlers = { ...handlers, ...more };
    },
    /** The requests of one operation. */
    requestsTo(route: RouteKey) {
      return requests.filter((request) => request.route === route);
    },
  };
}

/** The fake API of {@link createFakeApi}. */
export type FakeApi = ReturnType<typeof createFakeApi>;
