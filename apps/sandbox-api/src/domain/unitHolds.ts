import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { freeUnitsQuery } from './availability';
import type { IsoDate } from './calendar';

/*
 * A basket's hold on one unit: taken at submission, moved on by each completed checkout step,
 * let go when the basket ends or becomes a booking.
 */

/** When a hold taken or extended at `now` runs out. */
export function holdUntil(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * Holds one free unit of the unit type for the basket, inside the submission's transaction.
 *
 * A candidate is picked with `FOR UPDATE SKIP LOCKED`: a unit another submission is holding right
 * now is skipped instead of waited for. The hold is then written on that same locked row by an
 * UPDATE whose WHERE repeats the freedom check (no live hold, no booking that runs on the move-in
 * day): under READ COMMITTED that statement reads the newest committed row, so a unit that was
 * held or booked between our snapshot and our lock is never held twice. Answers the held unit,
 * or undefined when none is free.
 */
export async function holdFreeUnit(
  trx: Kysely<Database>,
  options: { unitTypeId: number; moveIn: IsoDate; basketId: number; until: Date; now: Date },
): Promise<{ id: number; name: string } | undefined> {
  const tried: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    let candidates = freeUnitsQuery(trx, options.unitTypeId, options.moveIn, options.now);
    if (tried.length > 0) candidates = candidates.where('unit.id', 'not in', tried);
    const candidate = await candidates.limit(1).forUpdate().skipLocked().executeTakeFirst();
    if (!candidate) return undefined;
    const held = await trx
      .updateTable('unit')
      .set({ held_by_basket_id: options.basketId, held_until: options.until })
      .where('unit.id', '=', candidate.id)
      .where((eb) => eb.or([eb('unit.held_until', 'is', null), eb('unit.held_until', '<=', options.now)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('booking')
              .select(sql`1`.as('one'))
              .whereRef('booking.unit_id', '=', 'unit.id')
              .where((eb) =>
                eb.or([eb('booking.end_date', 'is', null), eb('booking.end_date', '>=', options.moveIn)]),
              ),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 1) return candidate;
    tried.push(candidate.id);
  }
  return undefined;
}

/** Lets go of the unit a basket holds (the basket ended or became a booking). */
export async function releaseHold(trx: Kysely<Database>, basketId: number | string): Promise<void> {
  await trx
    .updateTable('unit')
    .set({ held_by_basket_id: null, held_until: null })
    .where('held_by_basket_id', '=', String(basketId))
    .execute();
}

/** Moves the hold of a basket's unit to `until`, together with the basket's `expires_at`. */
export async function extendHold(
  trx: Kysely<Database>,
  basketId: number | string,
  until: Date,
): Promise<void> {
  await trx
    .updateTable('unit')
    .set({ held_until: until })
    .where('held_by_basket_id', '=', String(basketId))
    .execute();
  await trx.updateTable('basket').set({ expires_at: until }).where('id', '=', String(basketId)).execute();
}

/**
 * Ends a checkout that has not become a booking: step `session-ended`, its unit released, and any
 * card authorisation of it voided (so an ended checkout never leaves a charge behind). The caller
 * holds the basket's row lock.
 */
export async function endBasket(trx: Kysely<Database>, basketId: number | string, now: Date): Promise<void> {
  await trx
    .updateTable('basket')
    .set({ step: 'session-ended', updated_at: now })
    .where('id', '=', String(basketId))
    .execute();
  await releaseHold(trx, basketId);
  await trx
    .updateTable('provider_session')
    .set({ status: 'voided', updated_at: now })
    .where('basket_id', '=', String(basketId))
    .where('kind', '=', 'payment')
    .where('status', 'in', ['pending', 'requires-verification', 'authorised'])
    .execute();
}
