import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { revokeCustomerTokens } from '../identity/accessTokens';
import { hashPassword } from '../identity/secrets';
import { clearAccountFailures } from '../identity/signInFailures';
import { type AccountToken, findAccountToken, markAccountTokenUsed } from './accountTokens';

/** The mailed links that let a customer choose a password. */
export type PasswordLinkKind = 'activation' | 'reset';

/** A live activation or reset link and the account it is for. */
export interface PasswordLink {
  token: AccountToken;
  customerId: number;
  email: string;
  tenantId: number;
  /** The account has a password already (an activation link opened after a reset, say). */
  hasPassword: boolean;
}

/** Where the customer goes once the password is set. */
export interface ChosenPassword {
  customerId: number;
  tenantId: number;
  appOrigin: string;
  language: string;
  /** The location of the link's booking (activation), if it has one. */
  locationId: number | undefined;
}

/** The location of a booking, if there is one. */
async function bookingLocationId(
  db: Kysely<Database>,
  bookingId: number | null,
): Promise<number | undefined> {
  if (bookingId === null) return undefined;
  const row = await db
    .selectFrom('booking')
    .select('location_id')
    .where('id', '=', bookingId)
    .executeTakeFirst();
  return row?.location_id;
}

/**
 * Signs a customer out everywhere: every access and refresh token revoked, every identity session
 * ended, and the sign-in failures of their address forgotten (they proved they own it).
 */
async function signOutEverywhere(trx: Kysely<Database>, customerId: number, email: string): Promise<void> {
  await revokeCustomerTokens(trx, customerId);
  await trx.deleteFrom('identity_session').where('customer_id', '=', customerId).execute();
  await clearAccountFailures(trx, email);
}

/** The live link of `kind` for `secret` with its account, or undefined (unknown, used, expired). */
export async function findPasswordLink(
  db: Kysely<Database>,
  kind: PasswordLinkKind,
  secret: string | undefined,
  now: Date,
): Promise<PasswordLink | undefined> {
  const token = await findAccountToken(db, kind, secret, now);
  if (!token || token.customer_id === null) return undefined;
  const customer = await db
    .selectFrom('customer')
    .select(['id', 'email', 'tenant_id', 'password_hash'])
    .where('id', '=', token.customer_id)
    .where('guest', '=', false)
    .executeTakeFirst();
  if (!customer) return undefined;
  return {
    token,
    customerId: customer.id,
    email: customer.email,
    tenantId: customer.tenant_id,
    hasPassword: customer.password_hash !== null,
  };
}

/**
 * Sets the password of an activation or reset link's account, in one transaction: the token is
 * found and locked, marked used (it never works again), the password set, `activated_at` set if it
 * was not, and the customer signed out everywhere. An activation link opened after the account got
 * a password (by a reset) still works, once. Answers undefined, changing nothing, when the link is unknown, used or expired.
 */
export async function choosePasswordByLink(
  db: Kysely<Database>,
  request: { kind: PasswordLinkKind; secret: string | undefined; password: string },
  now: Date,
): Promise<ChosenPassword | undefined> {
  // The hash costs time: made before the transaction, which then stays short.
  const passwordHash = await hashPassword(request.password);
  return db.transaction().execute(async (trx) => {
    const token = await findAccountToken(trx, request.kind, request.secret, now);
    if (!token || token.customer_id === null) return undefined;
    const customer = await trx
      .selectFrom('customer')
      .select(['id', 'email', 'tenant_id', 'activated_at'])
      .where('id', '=', token.customer_id)
      .where('guest', '=', false)
      .forUpdate()
      .executeTakeFirst();
    if (!customer || !(await markAccountTokenUsed(trx, token, now))) return undefined;
    await trx
      .updateTable('customer')
      .set({ password_hash: passwordHash, activated_at: customer.activated_at ?? now })
      .where('id', '=', customer.id)
      .execute();
    await signOutEverywhere(trx, customer.id, customer.email);
    return {
      customerId: customer.id,
      tenantId: customer.tenant_id,
      appOrigin: token.app_origin,
      language: token.language,
      locationId: await bookingLocationId(trx, token.booking_id),
    };
  });
}
