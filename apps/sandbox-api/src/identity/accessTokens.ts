import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { secretHash } from './secrets';

/**
 * The customer an access token belongs to, or undefined when the token is unknown, expired or
 * revoked. Used by the booking API's bearer check and by `/identity/api/check`.
 */
export async function customerForAccessToken(
  db: Kysely<Database>,
  accessToken: string,
  now: Date,
): Promise<{ customerId: number; scope: string; expiresAt: Date } | undefined> {
  const row = await db
    .selectFrom('oauth_token')
    .select(['customer_id', 'scope', 'access_token_expires_at', 'revoked'])
    .where('access_token', '=', secretHash(accessToken))
    .executeTakeFirst();
  if (!row || row.revoked || row.access_token_expires_at <= now) return undefined;
  return { customerId: row.customer_id, scope: row.scope, expiresAt: row.access_token_expires_at };
}

/** Revokes every access and refresh token of a token family (one sign-in and its refreshes). */
export async function revokeTokenFamily(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.updateTable('oauth_token').set({ revoked: true }).where('family_id', '=', familyId).execute();
}

/**
 * Revokes the family of an access or refresh token, whichever `token` is. Unknown tokens are
 * ignored (signing out must not fail because a token was already gone).
 */
export async function revokeFamilyOfToken(db: Kysely<Database>, token: string): Promise<void> {
  const hash = secretHash(token);
  const row = await db
    .selectFrom('oauth_token')
    .select('family_id')
    .where((eb) => eb.or([eb('access_token', '=', hash), eb('refresh_token', '=', hash)]))
    .executeTakeFirst();
  if (row) await revokeTokenFamily(db, row.family_id);
}

/**
 * Token revocation (RFC 7009) by `clientId`: revokes the family of the access or refresh token
 * `token` when it was issued to that client. An unknown token, or another client's, changes nothing.
 */
export async function revokeFamilyOfClientToken(
  db: Kysely<Database>,
  token: string,
  clientId: string,
): Promise<void> {
  const hash = secretHash(token);
  const row = await db
    .selectFrom('oauth_token')
    .select(['family_id', 'client_id'])
    .where((eb) => eb.or([eb('access_token', '=', hash), eb('refresh_token', '=', hash)]))
    .executeTakeFirst();
  if (row && row.client_id === clientId) await revokeTokenFamily(db, row.family_id);
}

/** Revokes every token of a customer (after a password change: signed out everywhere). */
export async function revokeCustomerTokens(db: Kysely<Database>, customerId: number): Promise<void> {
  await db
    .updateTable('oauth_token')
    .set({ revoked: true })
    .where('customer_id', '=', customerId)
    .where('revoked', '=', false)
    .execute();
}
