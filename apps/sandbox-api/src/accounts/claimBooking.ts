import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type AccountToken, findAccountToken, markAccountTokenUsed } from './accountTokens';

/** A live claim link: a booking made without signing in with the address of an account. */
export interface ClaimLink {
  token: AccountToken;
  /** The account the link was mailed to; only it can claim the booking. */
  accountId: number;
  tenantId: number;
  bookingId: number;
  locationId: number;
  locationName: string;
  /** YYYY-MM-DD. */
  moveInDate: string;
}

export type ClaimOutcome =
  | { outcome: 'claimed'; customerId: number; locationId: number; appOrigin: string; language: string }
  /** Signed in as another customer: nothing changed. */
  | { outcome: 'other-account' }
  /** Unknown, used or expired: nothing changed. */
  | { outcome: 'invalid' };

/** The live claim link for `secret` with its booking, or undefined. */
export async function findClaimLink(
  db: Kysely<Database>,
  secret: string | undefined,
  now: Date,
): Promise<ClaimLink | undefined> {
  const token = await findAccountToken(db, 'claim', secret, now);
  if (!token || token.customer_id === null || token.booking_id === null) return undefined;
  const row = await db
    .selectFrom('booking')
    .innerJoin('location', 'location.id', 'booking.location_id')
    .select(['booking.id', 'booking.location_id', 'booking.move_in_date', 'location.name as location_name'])
    .where('booking.id', '=', token.booking_id)
    .executeTakeFirst();
  const account = await db
    .selectFrom('customer')
    .select('tenant_id')
    .where('id', '=', token.customer_id)
    .executeTakeFirst();
  if (!row || !account) return undefined;
  return {
    token,
    accountId: token.customer_id,
    tenantId: account.tenant_id,
    bookingId: row.id,
    locationId: row.location_id,
    locationName: row.location_name,
    moveInDate: String(row.move_in_date),
  };
}

/**
 * Claims a guest booking for the signed-in customer `customerId`, in one transaction. Only the
 * account the link was mailed to may: then the token is used and the booking and its invoices move
 * to the account. The card the visitor paid with stays with the guest record (stored for that
 * booking only); it never becomes the account's payment method. Anyone else changes nothing.
 */
export async function claimBooking(
  db: Kysely<Database>,
  request: { secret: string | undefined; customerId: number },
  now: Date,
): Promise<ClaimOutcome> {
  return db.transaction().execute(async (trx): Promise<ClaimOutcome> => {
    const token = await findAccountToken(trx, 'claim', request.secret, now);
    if (!token || token.customer_id === null || token.booking_id === null) return { outcome: 'invalid' };
    if (token.customer_id !== request.customerId) return { outcome: 'other-account' };
    const booking = await trx
      .selectFrom('booking')
      .select(['id', 'location_id'])
      .where('id', '=', token.booking_id)
      .forUpdate()
      .executeTakeFirst();
    if (!booking || !(await markAccountTokenUsed(trx, token, now))) return { outcome: 'invalid' };
    await trx
      .updateTable('booking')
      .set({ customer_id: token.customer_id })
      .where('id', '=', booking.id)
      .execute();
    await trx
      .updateTable('invoice')
      .set({ customer_id: token.customer_id })
      .where('booking_id', '=', booking.id)
      .execute();
    return {
      outcome: 'claimed',
      customerId: token.customer_id,
      locationId: booking.location_id,
      appOrigin: token.app_origin,
      language: token.language,
    };
  });
}
