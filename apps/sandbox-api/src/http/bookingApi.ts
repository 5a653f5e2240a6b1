import type Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { type Context as BackendContext, OpenAPIBackend } from 'openapi-backend';
import type { SandboxConfig } from '../config';
import { loadContractDocument } from '../contract/contractDocuments';
import type { Database } from '../db/types';
import { customerForAccessToken } from '../identity/accessTokens';
import type { Mailer } from '../mail/accountMail';
import { ApiProblem, unauthorized } from './ApiProblem';
import { clientAddress } from './clientAddress';
import type { Handlers, OperationId, RequestContext } from './operations';
import { validationDetails } from './validationDetails';

/**
 * An OpenAPIBackend over the contract: routing by operationId, request validation with coercion,
 * and response validation. `quick` skips its own document check, which only knows OpenAPI 3.0;
 * the document is linted by Redocly instead.
 */
export async function createContractBackend(): Promise<OpenAPIBackend> {
  const api = new OpenAPIBackend({
    definition: loadContractDocument('booking-api.yaml') as never,
    apiRoot: '/v1',
    quick: true,
    coerceTypes: true,
    ajvOpts: { allErrors: true, strict: false },
    customizeAjv: (ajv) => {
      addFormats(ajv as unknown as Ajv);
      return ajv;
    },
  });
  await api.init();
  // The router rebuilds its operation list from the whole document on every request; the document
  // never changes, so build it once (this was most of the time of a request).
  const operations = api.router.getOperations();
  api.router.getOperations = () => operations;
  return api;
}

export interface BookingApiDeps {
  db: Kysely<Database>;
  config: SandboxConfig;
  mailer: Mailer;
  handlers: Handlers;
  /** Check every answer against the contract and fail loudly when it does not match (tests). */
  validateResponses?: boolean;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function languageOf(header: string | undefined): string {
  const language =
    header
      ?.trim()
      .toLowerCase()
      .split(/[-_,;]/)[0] ?? '';
  return /^[a-z]{2}$/.test(language) ? language : 'en';
}

/** The booking API under /v1: every request is validated against the contract before its handler runs. */
export async function createBookingApi(deps: BookingApiDeps): Promise<Hono> {
  const api = await createContractBackend();
  const app = new Hono();

  type Dispatch = { request: Request; url: URL; headers: Record<string, string>; clientAddress: string };

  const runOperation = async (c: BackendContext, dispatch: Dispatch): Promise<Response> => {
    const operationId = c.operation.operationId as OperationId;
    if (!c.validation.valid) {
      throw new ApiProblem(
        400,
        'bad-request',
        'The request does not match the API',
        validationDetails(c.validation.errors ?? []),
      );
    }

    // Bearer token: optional on booking endpoints, required where the operation has no anonymous option.
    const security = (c.operation.security ?? []) as Record<string, unknown>[];
    const anonymousAllowed =
      security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
    const authorization = dispatch.headers.authorization;
    let customerId: number | undefined;
    if (authorization) {
      const token = /^Bearer (.+)$/i.exec(authorization)?.[1];
      const owner = token ? await customerForAccessToken(deps.db, token, deps.config.now()) : undefined;
      if (!owner) throw unauthorized('The access token is invalid or expired');
      if (!owner.scope.split(' ').includes('booking'))
        throw unauthorized('The access token lacks the booking scope');
      customerId = owner.customerId;
    } else if (!anonymousAllowed) {
      throw unauthorized();
    }

    const handler = deps.handlers[operationId] as
      | ((
          context: RequestContext<OperationId>,
        ) => Promise<{ status: number; body?: unknown; headers?: Record<string, string> }>)
      | undefined;
    if (!handler)
      throw new ApiProblem(501, 'not-implemented', `${operationId} is not implemented by the sandbox`);
    const reply = await handler({
      db: deps.db,
      config: deps.config,
      mailer: deps.mailer,
      // Every path parameter of the contract is an integer id: hand it over as a number.
      path: Object.fromEntries(
        Object.entries(c.request.params ?? {}).map(([name, value]) => [
          name,
          /^\d+$/.test(String(value)) ? Number(value) : value,
        ]),
      ) as never,
      query: (c.request.query ?? {}) as never,
      headers: dispatch.headers,
      body: c.request.requestBody as never,
      language: languageOf(dispatch.headers['content-language']),
      customerId,
      origin: dispatch.url.origin,
      clientAddress: dispatch.clientAddress,
    });

    // Binary answers (the favicon's image/png, the documents' application/pdf, text/calendar) go out as they are.
    if (reply.body instanceof Uint8Array) {
      return new Response(new Uint8Array(reply.body), { status: reply.status, headers: reply.headers });
    }
    if (deps.validateResponses && reply.status !== 204) {
      const result = api.validateResponse(reply.body, c.operation, reply.status);
      if (!result.valid) {
        console.error(
          `[sandbox] ${operationId} answered outside the contract:`,
          JSON.stringify(result.errors, null, 1),
        );
        throw new ApiProblem(500, 'invalid-response', `${operationId} answered outside the contract`);
      }
    }
    return json(reply.status, reply.body, reply.headers);
  };

  api.register({
    notFound: async () => {
      throw new ApiProblem(404, 'not-found', 'No such endpoint');
    },
    methodNotAllowed: async () => {
      throw new ApiProblem(405, 'method-not-allowed', 'This endpoint does not take that method');
    },
    notImplemented: async (c: BackendContext, dispatch: Dispatch) => runOperation(c, dispatch),
  });

  app.all('*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key.toLowerCase()] = value;
    });
    try {
      let body: unknown;
      const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new ApiProblem(400, 'bad-request', 'The request body is not valid JSON', [
            { field: 'body', code: 'json' },
          ]);
        }
      }
      const response = (await api.handleRequest(
        { method: request.method, path: url.pathname, query: url.search.replace(/^\?/, ''), headers, body },
        { request, url, headers, clientAddress: clientAddress(c, deps.config.trustProxy) } satisfies Dispatch,
      )) as Response;
      return response;
    } catch (error) {
      if (error instanceof ApiProblem) return json(error.status, error.toBody(), error.headers);
      console.error('[sandbox] unexpected error', error);
      return json(500, new ApiProblem(500, 'internal-error', 'Something went wrong in the sandbox').toBody());
    }
  });

  return app;
}
