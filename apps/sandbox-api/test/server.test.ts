import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await createTestSandbox();
});
afterAll(() => sandbox.close());

describe('booking API plumbing', () => {
  it('unknown routes answer 404 in the error schema', async () => {
    const response = await sandbox.api('/v1/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not-found', message: 'No such endpoint', details: [] },
    });
  });

  it('bad input answers 400 with one detail per bad field', async () => {
    const response = await sandbox.api('/v1/unit-type/12/price', {
      method: 'POST',
      body: { billingPeriodId: 'x', moveIn: '2026-13-01', extra: true },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('bad-request');
    expect(body.error.details).toEqual(
      expect.arrayContaining([
        { field: 'billingPeriodId', code: 'type' },
        { field: 'moveIn', code: 'format' },
        { field: 'customerType', code: 'required' },
        { field: 'extra', code: 'additionalProperties' },
      ]),
    );
  });

  it('malformed JSON answers 400 on the body', async () => {
    const response = await sandbox.api('/v1/unit-type/12/price', {
      method: 'POST',
      body: '{"billingPeriodId": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toEqual([{ field: 'body', code: 'json' }]);
  });

  it('non-digit and out-of-range path ids are rejected before any handler runs', async () => {
    for (const path of ['/v1/unit-type/abc', '/v1/unit-type/0', '/v1/unit-type/99999999999999999999']) {
      const response = await sandbox.api(path);
      expect([400, 404], path).toContain(response.status);
    }
  });

  it('portal endpoints need a bearer token; a bad token answers 401', async () => {
    expect((await sandbox.api('/v1/customer-portal/location')).status).toBe(401);
    const response = await sandbox.api('/v1/customer-portal/location', { token: 'not-a-token' });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('unauthorized');
  });
});

describe('header validation', () => {
  it('names a missing required header as the contract spells it', async () => {
    const response = await sandbox.api('/v1/booking', { method: 'POST', body: {} });
    expect(response.status).toBe(400);
    expect((await response.json()).error.details).toContainEqual({
      field: 'Idempotency-Key',
      code: 'required',
    });
  });
});
