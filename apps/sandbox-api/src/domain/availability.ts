import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { IsoDate } from './calendar';

/**
 * The units of a unit type that are free from `moveIn` on: not held by a live basket (one whose
 * hold has not run out at `now`) and with no booking that still runs on or after that day.
 * Booking submission holds one of these (see domain/baskets.ts); this is the read side.
 */
export function freeUnitsQuery(db: Kysely<Database>, unitTypeId: number, moveIn: IsoDate, now: Date) {
  return db
    .selectFrom('unit')
    .select(['unit.id', 'unit.name'])
    .where('unit.unit_type_id', '=', unitTypeId)
    .where((eb) => eb.or([eb('unit.held_until', 'is', null), eb('unit.held_until', '<=', now)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('booking')
            .select(sql`1`.as('one'))
            .whereRef('booking.unit_id', '=', 'unit.id')
            .where((eb) => eb.or([eb('booking.end_date', 'is', null), eb('booking.end_date', '>=', moveIn)])),
        ),
      ),
    )
    .orderBy('unit.id');
}

/** How many units of a unit type are free from `moveIn` on. */
export async function countFreeUnits(
  db: Kysely<Database>,
  unitTypeId: number,
  moveIn: IsoDate,
  now: Date,
): Promise<number> {
  return (await freeUnitsQuery(db, unitTypeId, moveIn, now).execute()).length;
}
