import type { Kysely, Selectable } from 'kysely';
import { customerDisplayName } from '../accounts/acceptInvitation';
import { accountLink, issueAccountToken } from '../accounts/accountTokens';
import type { Database, LocationRow, SharedAccessManagerTable } from '../db/types';
import { ApiProblem } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
import { isLoopbackHost } from '../identity/clients';
import {
  customerLocation,
  pageMeta,
  pageRequest,
  portalMessage,
  portalProblem,
  signedInCustomer,
  timestamp,
} from './portalSupport';

/**
 * A location of the customer where shared access is offered: 404 when it is not the customer's,
 * 403 `shared-access-disabled` when its `showManageAccess` flag is off.
 */
async function sharedAccessLocation(
  db: Kysely<Database>,
  customerId: number,
  locationId: number,
  language: string,
): Promise<LocationRow> {
  const location = await customerLocation(db, customerId, locationId, language);
  if (!location.show_manage_access) {
    throw portalProblem(403, 'shared-access-disabled', 'shared-access-disabled', language);
  }
  return location;
}

const managerOf = (row: Selectable<SharedAccessManagerTable>) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  status: row.status,
  createdAt: timestamp(row.created_at),
});

/**
 * Where the invitation's link points: the app the owner invited from (the request's `Origin`) when
 * it is a loopback address or one of the tenant's allowed origins, the rule return URLs follow;
 * otherwise the sandbox's own origin.
 */
async function appOriginOf(
  db: Kysely<Database>,
  headers: Record<string, string>,
  requestOrigin: string,
  tenantId: number,
): Promise<string> {
  const header = headers.origin;
  if (!header) return requestOrigin;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return requestOrigin;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== header) return requestOrigin;
  if (url.origin === requestOrigin || isLoopbackHost(url.hostname)) return url.origin;
  const tenant = await db
    .selectFrom('tenant')
    .select('allowed_origins')
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return tenant?.allowed_origins.includes(url.origin) ? url.origin : requestOrigin;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** Shared access: the managers a customer lets into their account at one location. */
export const sharedAccessHandlers: Handlers = {
  listManagers: async ({ db, customerId, path, query, language }) => {
    const me = signedInCustomer(customerId);
    const location = await sharedAccessLocation(db, me, path.locationId, language);
    const page = pageRequest(query);
    const mine = db
      .selectFrom('shared_access_manager')
      .where('customer_id', '=', me)
      .where('location_id', '=', location.id);
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    return { status: 200, body: { ...pageMeta(page, Number(total)), data: rows.map(managerOf) } };
  },

  createManager: async ({ db, config, mailer, customerId, path, body, headers, origin, language }) => {
    const me = signedInCustomer(customerId);
    const location = await sharedAccessLocation(db, me, path.locationId, language);
    const name = body.name.trim();
    if (!name) {
      throw new ApiProblem(400, 'bad-request', portalMessage('bad-request', language), [
        { field: 'name', code: 'minLength' },
      ]);
    }
    const email = body.email.trim();
    const exists = () => portalProblem(409, 'manager-exists', 'manager-exists', language);
    const existing = await db
      .selectFrom('shared_access_manager')
      .select('id')
      .where('customer_id', '=', me)
      .where('location_id', '=', location.id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .executeTakeFirst();
    if (existing) throw exists();
    const now = config.now();
    let created: { row: Selectable<SharedAccessManagerTable>; token: string; appOrigin: string };
    try {
      const appOrigin = await appOriginOf(db, headers, origin, location.tenant_id);
      // The manager and their invitation link come into being together.
      created = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('shared_access_manager')
          .values({
            customer_id: me,
            location_id: location.id,
            name,
            email,
            status: 'invited',
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const token = await issueAccountToken(
          trx,
          { kind: 'invitation', email, appOrigin, language, customerId: me, managerId: row.id },
          now,
        );
        return { row, token, appOrigin };
      });
    } catch (error) {
      // The same invitation sent twice at once.
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }

    // The mail goes once the invitation is stored; a failed delivery does not undo it.
    const owner = await db
      .selectFrom('customer')
      .select(['customer_type', 'company_name', 'firstname', 'lastname', 'email'])
      .where('id', '=', me)
      .executeTakeFirstOrThrow();
    try {
      await mailer.send({
        kind: 'invitation',
        to: email,
        language,
        tenantId: location.tenant_id,
        appOrigin: created.appOrigin,
        recipientName: name,
        ownerName: customerDisplayName(owner),
        locationName: location.name,
        link: accountLink('invitation', created.appOrigin, created.token, language),
      });
    } catch (error) {
      console.error('[sandbox] the invitation mail was not sent', error);
    }
    return { status: 201, body: { data: managerOf(created.row) } };
  },

  deleteManager: async ({ db, customerId, path, language }) => {
    const me = signedInCustomer(customerId);
    const location = await sharedAccessLocation(db, me, path.locationId, language);
    const removed = await db
      .deleteFrom('shared_access_manager')
      .where('id', '=', path.managerId)
      .where('customer_id', '=', me)
      .where('location_id', '=', location.id)
      .returning('id')
      .executeTakeFirst();
    if (!removed) throw portalProblem(404, 'not-found', 'manager-not-found', language);
    return { status: 204, body: undefined };
  },
};
