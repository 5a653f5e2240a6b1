import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import type { BookingWindow } from './bookingWindow';
import { addDays, type IsoDate } from './calendar';

/**
 * The units of a unit type that are free from `moveIn` on: not held by a live basket (one whose
 * hold has not run out at `now`) and with no booking that still runs on or after that day.
 * Booking submission holds one of these (see domain/unitHolds.ts); this is the read side.
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

/**
 * The first day of the booking window with a free unit of the unit type, or null. Units only get
 * free when a booking ends, so the candidates are the window's first day and each day after a
 * booking of the type ends inside the window.
 */
export async function firstFreeDate(
  db: Kysely<Database>,
  unitTypeId: number,
  window: BookingWindow,
  now: Date,
): Promise<IsoDate | null> {
  if (window.earliest > window.latest) return null;
  const endings = await db
    .selectFrom('booking')
    .innerJoin('unit', 'unit.id', 'booking.unit_id')
    .select('booking.end_date')
    .distinct()
    .where('unit.unit_type_id', '=', unitTypeId)
    .where('booking.end_date', 'is not', null)
    .where('booking.end_date', '>=', window.earliest)
    .where('booking.end_date', '<', window.latest)
    .orderBy('booking.end_date')
    .execute();
  const candidates = [
    window.earliest,
    ...endings.flatMap((ending) => (ending.end_date ? [addDays(ending.end_date, 1)] : [])),
  ];
  for (const day of candidates) {
    if ((await countFreeUnits(db, unitTypeId, day, now)) > 0) return day;
  }
  return null;
}
