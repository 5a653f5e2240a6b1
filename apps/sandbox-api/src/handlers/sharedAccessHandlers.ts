import type { Kysely, Selectable } from 'kysely';
import type { Database, LocationRow, SharedAccessManagerTable } from '../db/types';
import { ApiProblem } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
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

  createManager: async ({ db, config, customerId, path, body, language }) => {
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
    try {
      const row = await db
        .insertInto('shared_access_manager')
        .values({
          customer_id: me,
          location_id: location.id,
          name,
          email,
          status: 'invited',
          created_at: config.now(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { status: 201, body: { data: managerOf(row) } };
    } catch (error) {
      // The same invitation sent twice at once.
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
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
