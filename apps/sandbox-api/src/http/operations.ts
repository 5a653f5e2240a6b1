import type { operations } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../config';
import type { Database } from '../db/types';
import type { Mailer } from '../mail/accountMail';

/** An operation of the booking API contract, by operationId. */
export type OperationId = keyof operations;

type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
/** Bytes of a binary answer: the favicon's `image/png`, the documents' `application/pdf`, calendar files. */
type BinaryContent<T> = T extends {
  content: { 'image/png': unknown } | { 'application/pdf': unknown } | { 'text/calendar': unknown };
}
  ? Uint8Array
  : never;

/** The JSON request body of an operation (validated against the contract before the handler runs). */
type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody?: infer Body }
  ? JsonContent<NonNullable<Body>>
  : never;

type Responses<Op extends OperationId> = operations[Op]['responses'];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 204>;

/** What a handler answers: a 2xx status with its body from the contract, and extra headers. */
export type Reply<Op extends OperationId> = {
  [Status in SuccessStatus<Op>]: {
    status: Status;
    body: JsonContent<Responses<Op>[Status]> extends never
      ? BinaryContent<Responses<Op>[Status]> extends never
        ? undefined
        : Uint8Array
      : JsonContent<Responses<Op>[Status]>;
    headers?: Record<string, string>;
  };
}[SuccessStatus<Op>];

/** Everything a handler gets: validated, coerced input and the sandbox's services. */
export interface RequestContext<Op extends OperationId> {
  db: Kysely<Database>;
  config: SandboxConfig;
  /** Sends the sandbox's mails (never throws). */
  mailer: Mailer;
  /** Path parameters, coerced to the contract's types. */
  path: NonNullable<Parameters<Op>['path']>;
  /** Query parameters, coerced (id lists are arrays of numbers). */
  query: NonNullable<Parameters<Op>['query']>;
  /** Request headers, lower-case names. */
  headers: Record<string, string>;
  body: RequestBody<Op>;
  /** The language texts are answered in: Content-Language, lower-case, before the hyphen; `en` by default. */
  language: string;
  /** The signed-in customer, when a valid bearer token came with the request. */
  customerId: number | undefined;
  /** The origin the request was made to, such as `http://127.0.0.1:8080`. */
  origin: string;
  /** The client's address for rate limits (see http/clientAddress.ts). */
  clientAddress: string;
}

/** The implementation of one operation. Throw an ApiProblem for error answers. */
type Handler<Op extends OperationId> = (context: RequestContext<Op>) => Promise<Reply<Op>>;

/** Handlers of a group of operations. */
export type Handlers = { [Op in OperationId]?: Handler<Op> };
