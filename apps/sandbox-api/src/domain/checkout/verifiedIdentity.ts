import type { Kysely } from 'kysely';
import type { Database, IdentityCheck } from '../../db/types';
import type { BookingOwner } from './bookingOwner';
import type { LockedBasket } from './lockedBasket';

/*
 * Verified identity reuse (migrations/008_verified_identity.sql). The booking flow is anonymous,
 * so an email says nothing about who is booking: only a bearer token does. A checkout skips the
 * identity check only when its basket was submitted with the token of a customer whose identity
 * a passed check verified before; a customer row belongs to one tenant, so a verification counts
 * at that tenant only.
 */

/**
 * Whether a new basket's checkout has an identity-check step: `not-required` where the location
 * asks for none, `already-verified` for a basket submitted by a signed-in customer (`customerId`,
 * a customer of the location's tenant) whose identity is verified, `required` otherwise (every
 * anonymous submission, whatever its email).
 */
export async function identityCheckFor(
  db: Kysely<Database>,
  options: { locationId: number; customerId: number | undefined },
): Promise<IdentityCheck> {
  const location = await db
    .selectFrom('location')
    .select('requires_id_check')
    .where('id', '=', options.locationId)
    .executeTakeFirstOrThrow();
  if (!location.requires_id_check) return 'not-required';
  if (options.customerId === undefined) return 'required';
  const verified = await db
    .selectFrom('verified_identity')
    .innerJoin('customer', 'customer.id', 'verified_identity.customer_id')
    .select('verified_identity.customer_id')
    .where('verified_identity.customer_id', '=', options.customerId)
    .where('customer.guest', '=', false)
    .executeTakeFirst();
  return verified ? 'already-verified' : 'required';
}

/**
 * Records the identity check a booking's checkout passed as the owner's verified identity: the
 * signed-in customer's, or the new account's made from the same details the check was made with.
 * Nothing for a guest booking (an anonymous visitor typed the email of an existing account: the
 * person who passed the check is not known to be that account's owner) or a checkout without a
 * passed check. A customer verified before keeps their first verification.
 */
export async function recordVerifiedIdentity(
  trx: Kysely<Database>,
  basket: LockedBasket,
  owner: BookingOwner,
  now: Date,
): Promise<void> {
  if (owner.kind === 'guest') return;
  const passed = await trx
    .selectFrom('provider_session')
    .select('id')
    .where('basket_id', '=', basket.row.id)
    .where('kind', '=', 'id-check')
    .where('status', '=', 'passed')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!passed) return;
  await trx
    .insertInto('verified_identity')
    .values({ customer_id: owner.customerId, provider_session_id: passed.id, verified_at: now })
    .onConflict((conflicting) => conflicting.column('customer_id').doNothing())
    .execute();
}
