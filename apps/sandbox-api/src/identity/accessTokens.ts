import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

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
    .where('access_token', '=', accessToken)
    .executeTakeFirst();
  if (!row || row.revoked || row.access_token_expires_at <= now) return undefined;
  return { customerId: row.customer_id, scope: row.scope, expiresAt: row.access_token_expires_at };
}
