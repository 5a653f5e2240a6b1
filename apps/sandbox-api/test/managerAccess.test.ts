import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitationWithPassword } from '../src/accounts/acceptInvitation';
import { secretHash } from '../src/identity/secrets';
import type { CapturedMail } from '../src/mail/accountMail';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

/**
 * Shared access as the invited manager sees it: the invitation mail, then, once accepted, the
 * owner's bookings and invoices at that one location, read only, for as long as the owner keeps
 * them on.
 */
let sandbox: TestSandbox;
/** Access tokens: Anna (customer 1), Nordic Bygg (customer 2, also at Stockholm), Johan (Anna's seeded manager at Stockholm). */
const tokens = { anna: '', bygg: '', johan: '' };

beforeAll(async () => {
  sandbox = await createTestSandbox();
  tokens.anna = (await signIn(sandbox, 'anna@example.com')).accessToken;
  tokens.bygg = (await signIn(sandbox, 'bygg@example.com')).accessToken;
  tokens.johan = (await signIn(sandbox, 'johan@example.com')).accessToken;
});
afterAll(() => sandbox.close());

const portal = (path: string, token: string, init: { method?: string; body?: unknown } = {}) =>
  sandbox.api(`/v1/customer-portal${path}`, { token, ...init });
const invite = (locationId: number, token: string, body: unknown, headers: Record<string, string> = {}) =>
  sandbox.api(`/v1/customer-portal/shared-access/${locationId}`, { method: 'POST', token, body, headers });

async function json(response: Response, status = 200) {
  expect(response.status).toBe(status);
  return response.json();
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect((await response.json()).error.code).toBe('not-found');
}

const ids = (page: { data: { id: number }[] }) => page.data.map((entry) => entry.id);

/** The mails the sandbox captured for `to` (GET /sandbox/mail), newest first. */
const mailsTo = (to: string): Promise<CapturedMail[]> => sandbox.mails(to);

/** The token of the invitation link in the newest mail to `to`. */
async function invitationToken(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const link = mail?.links.find((candidate) => candidate.includes('/identity/invitation')) ?? '';
  return new URL(link).searchParams.get('token') ?? '';
}

async function setManager(managerId: number, customerId: number) {
  await sandbox.db
    .updateTable('shared_access_manager')
    .set({ status: 'active', manager_customer_id: customerId, accepted_at: sandbox.config.now() })
    .where('id', '=', managerId)
    .execute();
}

describe('inviting a manager', () => {
  it('mails the invitee one link to the invitation page, whose token is stored only hashed', async () => {
    const response = await invite(
      1,
      tokens.anna,
      { name: 'Lisa Berg', email: 'lisa@example.com' },
      { Origin: 'http://127.0.0.1:5173', 'Content-Language': 'sv' },
    );
    const manager = (await json(response, 201)).data;

    const mails = await mailsTo('lisa@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual(['lisa@example.com']);
    expect(`${mail?.subject} ${mail?.text}`).toContain('Anna Lindqvist');
    expect(mail?.text).toContain('Nordbox Stockholm Kungsholmen');
    const link = mail?.links.find((candidate) => candidate.includes('/identity/invitation'));
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    // The link points at the app the owner invited from, in the owner's language.
    expect(url.origin).toBe('http://127.0.0.1:5173');
    expect(url.searchParams.get('language')).toBe('sv');
    const token = url.searchParams.get('token') ?? '';

    const stored = await sandbox.db
      .selectFrom('account_token')
      .selectAll()
      .where('manager_id', '=', manager.id)
      .execute();
    expect(stored).toEqual([
      expect.objectContaining({
        token_hash: secretHash(token),
        kind: 'invitation',
        customer_id: 1,
        email: 'lisa@example.com',
        app_origin: 'http://127.0.0.1:5173',
        language: 'sv',
        used_at: null,
        expires_at: new Date(sandbox.config.now().getTime() + 7 * 24 * 3600 * 1000),
      }),
    ]);
    expect(stored[0]?.token_hash).not.toContain(token);
  });

  it('points the link at the sandbox itself when the request comes from an unknown origin', async () => {
    await json(
      await invite(
        1,
        tokens.anna,
        { name: 'Per', email: 'per@example.com' },
        { Origin: 'https://evil.example' },
      ),
      201,
    );
    const [mail] = await mailsTo('per@example.com');
    const link = mail?.links.find((candidate) => candidate.includes('/identity/invitation')) ?? '';
    expect(new URL(link).origin).toBe('http://127.0.0.1:8080');
  });

  it('names a business by its company and mails nothing for a refused invitation', async () => {
    await json(await invite(1, tokens.bygg, { name: 'Olle', email: 'olle@example.com' }), 201);
    const [mail] = await mailsTo('olle@example.com');
    expect(`${mail?.subject} ${mail?.text}`).toContain('Nordic Bygg AB');
    // Already invited: 409, and no second mail.
    expect((await invite(1, tokens.bygg, { name: 'Olle', email: 'OLLE@example.com' })).status).toBe(409);
    expect(await mailsTo('olle@example.com')).toHaveLength(1);
  });
  it('stands when the mail cannot be sent', async () => {
    const send = sandbox.mailer.send;
    sandbox.mailer.send = () => Promise.reject(new Error('relay down'));
    try {
      const response = await invite(1, tokens.anna, { name: 'Nils', email: 'nils@example.com' });
      const { data } = await json(response, 201);
      expect(data).toMatchObject({ email: 'nils@example.com', status: 'invited' });
      const token = await sandbox.db
        .selectFrom('account_token')
        .select('kind')
        .where('manager_id', '=', data.id)
        .executeTakeFirst();
      expect(token).toEqual({ kind: 'invitation' });
    } finally {
      sandbox.mailer.send = send;
    }
  });
});

describe('an active manager', () => {
  it('sees the owner’s location marked manager, and nothing of the owner’s other location', async () => {
    const { data } = await json(await portal('/location', tokens.johan));
    expect(data).toEqual([
      {
        id: 1,
        name: 'Nordbox Stockholm Kungsholmen',
        address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
        timeZone: 'Europe/Stockholm',
        currency: { code: 'SEK' },
        showManageAccess: false,
        access: 'manager',
      },
    ]);
    // Anna herself sees both her locations as their owner.
    const anna = await json(await portal('/location', tokens.anna));
    expect(
      anna.data.map((location: { id: number; access: string }) => [location.id, location.access]),
    ).toEqual([
      [1, 'owner'],
      [2, 'owner'],
    ]);
  });

  it('sees the owner’s bookings and invoices there, read only, and not other customers’', async () => {
    const bookings = await json(await portal('/booking/1', tokens.johan));
    expect(bookings).toMatchObject({ total: 2 });
    expect(ids(bookings)).toEqual(ids(await json(await portal('/booking/1', tokens.anna))));
    // Nordic Bygg's booking 4 at the same location is not Anna's.
    expect(ids(bookings)).not.toContain(4);
    for (const booking of bookings.data) {
      expect(booking.cancellable).toBe(false);
      expect(booking.cancellationWithdrawable).toBe(false);
    }

    const invoices = await json(await portal('/invoice/1?pageSize=100', tokens.johan));
    const annas = await json(await portal('/invoice/1?pageSize=100', tokens.anna));
    expect(invoices.total).toBe(10);
    expect(ids(invoices)).toEqual(ids(annas));
    const open = await json(await portal('/invoice/1?openOnly=true', tokens.johan));
    expect(open.total).toBe(3);
    const byggs = await json(await portal('/invoice/1?pageSize=100', tokens.bygg));
    expect(byggs.total).toBeGreaterThan(0);
    for (const id of ids(byggs)) expect(ids(invoices)).not.toContain(id);
  });

  it('answers everything else as for a stranger', async () => {
    await expectNotFound(await portal('/booking/1/payment-method', tokens.johan));
    await expectNotFound(
      await portal('/booking/1/payment-method', tokens.johan, {
        method: 'PUT',
        body: { setupIntentId: 'seti_x', paymentMethodReference: 'pm_x' },
      }),
    );
    await expectNotFound(
      await portal('/booking/1/cancel', tokens.johan, {
        method: 'PUT',
        body: { endDate: '2027-06-30', reason: 'moving' },
      }),
    );
    await expectNotFound(await portal('/shared-access/1', tokens.johan));
    await expectNotFound(await invite(1, tokens.johan, { name: 'Eve', email: 'eve@example.com' }));
    await expectNotFound(await portal('/shared-access/1/2', tokens.johan, { method: 'DELETE' }));
    await expectNotFound(await portal('/notification?location_id=1', tokens.johan));
    // Anna's Oslo location is not shared with him.
    await expectNotFound(await portal('/booking/2', tokens.johan));
    await expectNotFound(await portal('/invoice/2', tokens.johan));
    // Anna's payment methods and setup intents stay hers (403, as for any other customer).
    expect((await portal('/customer/1/payment-method', tokens.johan)).status).toBe(403);
    expect((await portal('/customer/1/setup-intent', tokens.johan)).status).toBe(403);
    // Nothing changed: Anna's booking runs on, her managers are as they were.
    const anna = await json(await portal('/booking/1', tokens.anna));
    expect(anna.data.every((booking: { endDate: string | null }) => booking.endDate === null)).toBe(true);
    const managers = await json(await portal('/shared-access/1', tokens.anna));
    expect(managers.data.map((manager: { email: string }) => manager.email)).toContain('sara@example.com');
    // And the owner's notifications are not his.
    const notifications = await json(await portal('/notification', tokens.johan));
    expect(notifications.data).toEqual([]);
  });

  it('sees the bookings of every customer who made them a manager at the location', async () => {
    const row = await json(await invite(1, tokens.bygg, { name: 'Johan', email: 'johan@example.com' }), 201);
    // Not yet accepted: nothing of Nordic Bygg's.
    expect(ids(await json(await portal('/booking/1', tokens.johan)))).not.toContain(4);
    await setManager(row.data.id, 4);
    const both = await json(await portal('/booking/1', tokens.johan));
    expect(ids(both).sort()).toEqual([1, 2, 4]);
    expect((await json(await portal('/location', tokens.johan))).data).toHaveLength(1);
    expect((await portal(`/shared-access/1/${row.data.id}`, tokens.bygg, { method: 'DELETE' })).status).toBe(
      204,
    );
    expect(ids(await json(await portal('/booking/1', tokens.johan))).sort()).toEqual([1, 2]);
  });

  it('sees their own location as its owner, once, where they also manage someone else’s account', async () => {
    // Anna invites Nordic Bygg's contact, who accepts with the Nordic Bygg account.
    const row = await json(
      await invite(1, tokens.anna, { name: 'Erik Berg', email: 'bygg@example.com' }),
      201,
    );
    await setManager(row.data.id, 2);
    const { data } = await json(await portal('/location', tokens.bygg));
    expect(data.map((location: { id: number; access: string }) => [location.id, location.access])).toEqual([
      [1, 'owner'],
    ]);
    expect(data[0].showManageAccess).toBe(true);
    expect(ids(await json(await portal('/booking/1', tokens.bygg)))).toEqual([4]);
    expect((await portal(`/shared-access/1/${row.data.id}`, tokens.anna, { method: 'DELETE' })).status).toBe(
      204,
    );
  });
});

describe('an invited manager who accepts, and the owner who revokes', () => {
  it('has access once they accept through the mailed link, and none the moment the owner removes them', async () => {
    const created = await json(
      await invite(1, tokens.anna, { name: 'Karin Holm', email: 'karin@example.com' }),
      201,
    );
    const managerId: number = created.data.id;
    // The invitation page's "choose a password": a new account of the tenant, the manager active.
    const accepted = await acceptInvitationWithPassword(
      sandbox.db,
      { secret: await invitationToken('karin@example.com'), password: 'karins-password' },
      sandbox.config.now(),
    );
    expect(accepted).toMatchObject({ locationId: 1, tenantId: 1 });
    const managers = await json(await portal('/shared-access/1', tokens.anna));
    expect(managers.data.find((manager: { id: number }) => manager.id === managerId)).toMatchObject({
      status: 'active',
    });
    const karin = (await signIn(sandbox, 'karin@example.com', { password: 'karins-password' })).accessToken;
    expect((await json(await portal('/location', karin))).data).toEqual([
      expect.objectContaining({ id: 1, access: 'manager' }),
    ]);
    expect((await json(await portal('/booking/1', karin))).total).toBe(2);

    expect((await portal(`/shared-access/1/${managerId}`, tokens.anna, { method: 'DELETE' })).status).toBe(
      204,
    );
    await expectNotFound(await portal('/booking/1', karin));
    await expectNotFound(await portal('/invoice/1', karin));
    await expectNotFound(await portal('/invoice/1?openOnly=true', karin));
    expect((await json(await portal('/location', karin))).data).toEqual([]);
  });

  it('ends the seeded manager’s access too, and the owner keeps hers', async () => {
    expect((await portal('/shared-access/1/1', tokens.anna, { method: 'DELETE' })).status).toBe(204);
    await expectNotFound(await portal('/booking/1', tokens.johan));
    expect((await json(await portal('/location', tokens.johan))).data).toEqual([]);
    expect((await json(await portal('/booking/1', tokens.anna))).total).toBe(2);
  });
});
