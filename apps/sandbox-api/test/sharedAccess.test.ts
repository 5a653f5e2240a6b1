import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
let anna = '';
let jonas = '';

beforeAll(async () => {
  sandbox = await createTestSandbox();
  anna = (await signIn(sandbox, 'anna@example.com')).accessToken;
  jonas = (await signIn(sandbox, 'jonas@example.com')).accessToken;
});
afterAll(() => sandbox.close());

const path = (locationId: number, rest = '') => `/v1/customer-portal/shared-access/${locationId}${rest}`;
const list = (locationId: number, token: string, query = '') =>
  sandbox.api(`${path(locationId)}${query}`, { token });
const invite = (locationId: number, token: string, body: unknown, headers: Record<string, string> = {}) =>
  sandbox.api(path(locationId), { method: 'POST', token, body, headers });
const remove = (locationId: number, managerId: number, token: string) =>
  sandbox.api(path(locationId, `/${managerId}`), { method: 'DELETE', token });

async function expectProblem(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = await response.json();
  expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; details: { field: string; code: string }[] };
}

describe('listing managers', () => {
  it('lists the managers of a location, newest first, paged', async () => {
    const response = await list(1, anna);
    expect(response.status).toBe(200);
    const page = await response.json();
    expect(page).toMatchObject({ page: 1, pageSize: 10, lastPage: 1, total: 2 });
    expect(page.data).toEqual([
      {
        id: 2,
        name: 'Sara Ek',
        email: 'sara@example.com',
        status: 'invited',
        createdAt: expect.stringMatching(/Z$/),
      },
      expect.objectContaining({ id: 1, name: 'Johan Lindqvist', status: 'active' }),
    ]);
    const second = await (await list(1, anna, '?page=2&pageSize=1')).json();
    expect(second).toMatchObject({ page: 2, pageSize: 1, lastPage: 2, total: 2 });
    expect(second.data.map((manager: { id: number }) => manager.id)).toEqual([1]);
    const beyond = await (await list(1, anna, '?page=5&pageSize=1')).json();
    expect(beyond).toMatchObject({ page: 5, lastPage: 2, total: 2, data: [] });
  });

  it("shows only the customer's own managers", async () => {
    const page = await (await list(3, jonas)).json();
    expect(page.data.map((manager: { email: string }) => manager.email)).toEqual(['mia@example.com']);
  });
});

describe('where shared access is not offered or not the customer’s', () => {
  it('answers 403 shared-access-disabled at a location without showManageAccess', async () => {
    const error = await expectProblem(await list(2, anna), 403, 'shared-access-disabled');
    expect(error.message).toBe('Shared access is not available at this location.');
    await expectProblem(
      await invite(2, anna, { name: 'Per', email: 'per@example.com' }),
      403,
      'shared-access-disabled',
    );
    await expectProblem(await remove(2, 1, anna), 403, 'shared-access-disabled');
    const german = await sandbox.api(path(2), { token: anna, headers: { 'Content-Language': 'de' } });
    expect((await german.json()).error.message).toBe(
      'Geteilter Zugriff ist an diesem Standort nicht verfügbar.',
    );
  });

  it("answers 404 for another customer's location and unknown locations", async () => {
    await expectProblem(await list(3, anna), 404, 'not-found');
    await expectProblem(await list(1, jonas), 404, 'not-found');
    await expectProblem(await invite(1, jonas, { name: 'Eve', email: 'eve@example.com' }), 404, 'not-found');
    await expectProblem(await remove(1, 1, jonas), 404, 'not-found');
    await expectProblem(await list(999, anna), 404, 'not-found');
  });

  it('needs a bearer token', async () => {
    await expectProblem(await sandbox.api(path(1)), 401, 'unauthorized');
  });
});

describe('inviting and removing managers', () => {
  let invitedId = 0;

  it('invites a manager, who starts as invited', async () => {
    const response = await invite(1, anna, { name: '  Lisa Berg ', email: 'lisa@example.com' });
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual({
      id: expect.any(Number),
      name: 'Lisa Berg',
      email: 'lisa@example.com',
      status: 'invited',
      createdAt: sandbox.config.now().toISOString(),
    });
    invitedId = data.id;
    const page = await (await list(1, anna)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((manager: { id: number }) => manager.id)).toContain(invitedId);
  });

  it('answers 409 manager-exists for an email that already has access, in any letter case', async () => {
    await expectProblem(
      await invite(1, anna, { name: 'Lisa', email: 'LISA@example.com' }),
      409,
      'manager-exists',
    );
    await expectProblem(
      await invite(1, anna, { name: 'Johan', email: 'johan@example.com' }),
      409,
      'manager-exists',
    );
    // The same person may manage another customer's account.
    const elsewhere = await invite(3, jonas, { name: 'Lisa Berg', email: 'lisa@example.com' });
    expect(elsewhere.status).toBe(201);
  });

  it('validates the invitation', async () => {
    const blank = await expectProblem(
      await invite(1, anna, { name: '   ', email: 'x@example.com' }),
      400,
      'bad-request',
    );
    expect(blank.details).toEqual([{ field: 'name', code: 'minLength' }]);
    const email = await expectProblem(
      await invite(1, anna, { name: 'X', email: 'not-an-email' }),
      400,
      'bad-request',
    );
    expect(email.details).toContainEqual({ field: 'email', code: 'format' });
    const extra = await expectProblem(
      await invite(1, anna, { name: 'X', email: 'x@example.com', role: 'owner' }),
      400,
      'bad-request',
    );
    expect(extra.details).toContainEqual({ field: 'role', code: 'additionalProperties' });
  });

  it('removes a manager; removing again, or someone else’s, answers 404', async () => {
    const response = await remove(1, invitedId, anna);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await (await list(1, anna)).json()).total).toBe(2);
    await expectProblem(await remove(1, invitedId, anna), 404, 'not-found');
    // Mia is Jonas's manager at Berlin, not Anna's.
    await expectProblem(await remove(1, 3, anna), 404, 'not-found');
    await expectProblem(await remove(1, 99999, anna), 404, 'not-found');
    expect((await (await list(3, jonas)).json()).data.map((manager: { id: number }) => manager.id)).toContain(
      3,
    );
  });
});
