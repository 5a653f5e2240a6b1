import { addDays, addMonths, type IsoDate, maxDate } from './calendar';

/** Where a rental stands on `today` (the location's day). */
export type RentalStatus = 'active' | 'upcoming' | 'cancelled' | 'ended';

/**
 * `ended` once the end date has passed; `cancelled` while notice is given and the end date is still
 * ahead (or today); otherwise `upcoming` before the move-in date and `active` from it.
 */
export function rentalStatus(moveInDate: IsoDate, endDate: IsoDate | null, today: IsoDate): RentalStatus {
  if (endDate !== null) return endDate < today ? 'ended' : 'cancelled';
  return moveInDate > today ? 'upcoming' : 'active';
}

export interface RentalTerms {
  period: 'weekly' | 'monthly';
  /** The minimum term, in billing periods from the move-in date. */
  minimumPeriods: number;
  /** Days of notice before the end date. */
  noticePeriodDays: number;
}

/**
 * The earliest end date a cancellation given on `today` may ask for: the notice period from today,
 * and not before the minimum term from the move-in date has run.
 */
export function earliestEndDate(moveInDate: IsoDate, today: IsoDate, terms: RentalTerms): IsoDate {
  const minimumTermEnd =
    terms.period === 'monthly'
      ? addMonths(moveInDate, terms.minimumPeriods)
      : addDays(moveInDate, 7 * terms.minimumPeriods);
  return maxDate(addDays(today, terms.noticePeriodDays), minimumTermEnd);
}
