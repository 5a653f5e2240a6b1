import type { OpenAPIBackend } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingHandlers } from '../src/handlers/bookingHandlers';
import { checkoutHandlers } from '../src/handlers/checkoutHandlers';
import { portalHandlers } from '../src/handlers/portalHandlers';
import { setupHandlers } from '../src/handlers/setupHandlers';
import { sharedAccessHandlers } from '../src/handlers/sharedAccessHandlers';
import { unitTypeHandlers } from '../src/handlers/unitTypeHandlers';
import { createContractBackend } from '../src/http/bookingApi';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';

let sandbox: TestSandbox;
let contract: OpenAPIBackend;

beforeAll(async () => {
  sandbox = await createTestSandbox();
  contract = await createContractBackend();
});
afterAll(() => sandbox.close());

const implemented = new Set(
  Object.keys({
    ...setupHandlers,
    ...unitTypeHandlers,
    ...bookingHandlers,
    ...checkoutHandlers,
    ...portalHandlers,
    ...sharedAccessHandlers,
  }),
);

/** The operation's path with every path parameter set to `value`. */
const pathWith = (path: string, value: string) => `/v1${path.replace(/\{[^}]+\}/g, value)}`;

describe('the sandbox implements the whole contract', () => {
  it('has a handler for every operation of the document', () => {
    const operations = contract.getOperations().map((operation) => operation.operationId);
    expect(operations.length).toBeGreaterThan(30);
    expect(operations.filter((operationId) => !implemented.has(operationId ?? ''))).toEqual([]);
  });
});

describe('error answers for bad input follow the contract on every endpoint', () => {
  it('a malformed Content-Language answers 400 in the error schema, as each operation documents', async () => {
    for (const operation of contract.getOperations()) {
      const response = await sandbox.api(pathWith(operation.path, '1'), {
        method: operation.method.toUpperCase(),
        headers: { 'Content-Language': 'not a language!' },
        ...(operation.requestBody ? { body: {} } : {}),
      });
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      expect(response.status, label).toBe(400);
      const body = await response.json();
      expect(body.error.code, label).toBe('bad-request');
      expect(body.error.details, label).toContainEqual({ field: 'Content-Language', code: 'pattern' });
      const validation = contract.validateResponse(body, operation, 400);
      expect(validation.errors ?? [], label).toEqual([]);
    }
  });

  it('a body with an unknown property answers 400 naming it, on every operation that takes a body', async () => {
    const withBody = contract.getOperations().filter((operation) => operation.requestBody);
    expect(withBody.length).toBeGreaterThan(10);
    for (const operation of withBody) {
      const response = await sandbox.api(pathWith(operation.path, '1'), {
        method: operation.method.toUpperCase(),
        body: { unexpectedField: true },
        headers: { 'Idempotency-Key': 'contract-test-key-1' },
      });
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      const body = await response.json();
      expect(response.status, label).toBe(400);
      expect(body.error.details, label).toContainEqual({
        field: 'unexpectedField',
        code: 'additionalProperties',
      });
      expect(contract.validateResponse(body, operation, 400).errors ?? [], label).toEqual([]);
    }
  });

  it('a non-numeric id in the path answers 400 on every operation with an id', async () => {
    const withIds = contract.getOperations().filter((operation) => operation.path.includes('{'));
    for (const operation of withIds) {
      const response = await sandbox.api(pathWith(operation.path, 'abc'), {
        method: operation.method.toUpperCase(),
        ...(operation.requestBody ? { body: {} } : {}),
      });
      const label = `${operation.method.toUpperCase()} ${operation.path}`;
      expect(response.status, label).toBe(400);
      expect(contract.validateResponse(await response.json(), operation, 400).errors ?? [], label).toEqual(
        [],
      );
    }
  });
});
