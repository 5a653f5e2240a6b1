import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { hashPassword } from '../identity/secrets';
import { type AccountToken, findAccountToken, markAccountTokenUsed } from './accountTokens';

/** A live shared-access invitation: who invited whom, to which location. */
export interface Invitation {
  token: AccountToken;
  managerId: number;
  /** The inviting customer and how the page names them. */
  ownerId: number;
  ownerName: string;
  locationId: number;
  locationName: string;
  /** The owner's tenant: the invitee's account is one of its accounts. */
  tenantId: number;
  /** The invitee's address and name, as the owner typed them. */
  email: string;
  name: string;
  /** The invitee's account at the tenant, if the address has one. */
  account: { id: number; hasPassword: boolean } | undefined;
}

/** An accepted invitation: the manager's account and where they go next. */
export interface AcceptedInvitation {
  customerId: number;
  tenantId: number;
  locationId: number;
  appOrigin: string;
  language: string;
}

/** How a page names a customer: the company for a business, else first and last name. */
export function customerDisplayName(customer: {
  customer_type: 'private' | 'business';
  company_name: string;
  firstname: string;
  lastname: string;
  email: string;
}): string {
  const person = `${customer.firstname} ${customer.lastname}`.trim();
  if (customer.customer_type === 'business' && customer.company_name.trim())
    return customer.company_name.trim();
  return person || customer.email;
}

/** A manager's name as first name and last name: the first word, and the rest. */
function splitName(name: string): { firstname: string; lastname: string } {
  const [firstname = '', ...rest] = name.trim().split(/\s+/);
  return { firstname, lastname: rest.join(' ') };
}

/** The account of an address at a tenant (guest records are not accounts). */
function accountOf(db: Kysely<Database>, tenantId: number, email: string) {
  return db
    .selectFrom('customer')
    .select(['id', 'password_hash'])
    .where('tenant_id', '=', tenantId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('guest', '=', false);
}

/** The invitation's manager row with its location's tenant, locked in a transaction when asked. */
function managerRow(db: Kysely<Database>, managerId: number) {
  return db
    .selectFrom('shared_access_manager')
    .innerJoin('location', 'location.id', 'shared_access_manager.location_id')
    .select([
      'shared_access_manager.id',
      'shared_access_manager.customer_id',
      'shared_access_manager.location_id',
      'shared_access_manager.name',
      'shared_access_manager.email',
      'location.name as location_name',
      'location.tenant_id',
    ])
    .where('shared_access_manager.id', '=', managerId);
}

/**
 * The live invitation for `secret`, or undefined: unknown, used, expired, or revoked (the owner
 * deleted the manager, which deletes its token too).
 */
export async function findInvitation(
  db: Kysely<Database>,
  secret: string | undefined,
  now: Date,
): Promise<Invitation | undefined> {
  const token = await findAccountToken(db, 'invitation', secret, now);
  if (!token || token.manager_id === null) return undefined;
  const manager = await managerRow(db, token.manager_id).executeTakeFirst();
  if (!manager) return undefined;
  const owner = await db
    .selectFrom('customer')
    .select(['customer_type', 'company_name', 'firstname', 'lastname', 'email'])
    .where('id', '=', manager.customer_id)
    .executeTakeFirstOrThrow();
  const account = await accountOf(db, manager.tenant_id, manager.email).executeTakeFirst();
  return {
    token,
    managerId: manager.id,
    ownerId: manager.customer_id,
    ownerName: customerDisplayName(owner),
    locationId: manager.location_id,
    locationName: manager.location_name,
    tenantId: manager.tenant_id,
    email: manager.email,
    name: manager.name,
    account: account ? { id: account.id, hasPassword: account.password_hash !== null } : undefined,
  };
}

/** Marks the token used and the manager active as `customerId`; false when the token was used meanwhile. */
async function accept(
  trx: Kysely<Database>,
  token: AccountToken,
  managerId: number,
  customerId: number,
  now: Date,
): Promise<boolean> {
  if (!(await markAccountTokenUsed(trx, token, now))) return false;
  await trx
    .updateTable('shared_access_manager')
    .set({ status: 'active', manager_customer_id: customerId, accepted_at: now })
    .where('id', '=', managerId)
    .execute();
  return true;
}

/**
 * Accepts an invitation as the signed-in account `customerId`, in one transaction: the token and
 * the manager row are locked; the account must be the invitee's (their address, the owner's
 * tenant). Then the token is used and the manager becomes active with that account. Undefined,
 * changing nothing, when the link is not live, the owner revoked it, or the account is not the
 * invitee's.
 */
export async function acceptInvitation(
  db: Kysely<Database>,
  request: { secret: string | undefined; customerId: number },
  now: Date,
): Promise<AcceptedInvitation | undefined> {
  return db.transaction().execute(async (trx) => {
    const token = await findAccountToken(trx, 'invitation', request.secret, now);
    if (!token || token.manager_id === null) return undefined;
    const manager = await managerRow(trx, token.manager_id).forUpdate().executeTakeFirst();
    if (!manager) return undefined;
    const account = await accountOf(trx, manager.tenant_id, manager.email).executeTakeFirst();
    if (!account || account.id !== request.customerId) return undefined;
    if (!(await accept(trx, token, manager.id, account.id, now))) return undefined;
    return {
      customerId: account.id,
      tenantId: manager.tenant_id,
      locationId: manager.location_id,
      appOrigin: token.app_origin,
      language: token.language,
    };
  });
}

/**
 * Accepts an invitation with a password chosen on the invitation page, in one transaction: when the
 * invitee's address has no account at the owner's tenant, the account is created (details from the
 * invitation: the name split into first and last name, the address, the link's language, activated
 * now); when it has one without a password (made by a booking and never activated), the link, which
 * only that address received, sets it. Then as {@link acceptInvitation}.
 *
 * Answers `account-exists`, changing nothing, when the address has an account with a password (it
 * must sign in instead), including one created meanwhile; undefined when the link is not live.
 */
export async function acceptInvitationWithPassword(
  db: Kysely<Database>,
  request: { secret: string | undefined; password: string },
  now: Date,
): Promise<AcceptedInvitation | 'account-exists' | undefined> {
  const passwordHash = await hashPassword(request.password);
  return db.transaction().execute(async (trx) => {
    const token = await findAccountToken(trx, 'invitation', request.secret, now);
    if (!token || token.manager_id === null) return undefined;
    const manager = await managerRow(trx, token.manager_id).forUpdate().executeTakeFirst();
    if (!manager) return undefined;
    const existing = await accountOf(trx, manager.tenant_id, manager.email).forUpdate().executeTakeFirst();
    let customerId: number;
    if (existing) {
      if (existing.password_hash !== null) return 'account-exists';
      await trx
        .updateTable('customer')
        .set({ password_hash: passwordHash, activated_at: now })
        .where('id', '=', existing.id)
        .execute();
      customerId = existing.id;
    } else {
      const created = await trx
        .insertInto('customer')
        .values({
          tenant_id: manager.tenant_id,
          customer_type: 'private',
          guest: false,
          email: manager.email,
          ...splitName(manager.name),
          password_hash: passwordHash,
          language: token.language,
          activated_at: now,
          country_id: null,
        })
        // Only accounts are unique per tenant and address (the partial index of migration 003).
        .onConflict((conflict) =>
          conflict.expression(sql`tenant_id, lower(email)`).where(sql<boolean>`not guest`).doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!created) return 'account-exists';
      customerId = created.id;
    }
    if (!(await accept(trx, token, manager.id, customerId, now))) return undefined;
    return {
      customerId,
      tenantId: manager.tenant_id,
      locationId: manager.location_id,
      appOrigin: token.app_origin,
      language: token.language,
    };
  });
}
