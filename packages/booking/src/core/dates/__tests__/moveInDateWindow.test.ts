import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_WINDOW_MONTHS,
  getMoveInDateWindow,
  isMoveInDateSelectable,
  MIN_DATE_REFRESH_MS,
  toNoonDate,
} from '../getMoveInDateWindow';

const stockholm = { timeZone: 'Europe/Stockholm', earliestBookableDate: '2026-03-01', bookableTill: 30 };
const at = (iso: string) => new Date(iso);

describe('move-in date window (spec section 5)', () => {
  it('has the constants of spec section 9', () => {
    expect(DEFAULT_BOOKING_WINDOW_MONTHS).toBe(2);
    expect(MIN_DATE_REFRESH_MS).toBe(60_000);
  });

  it('starts today when the earliest bookable date has passed, and ends bookableTill days later', () => {
    const window = getMoveInDateWindow({ location: stockholm, now: at('2026-03-10T10:00:00Z') });
    expect(window.minDate).toBe('2026-03-10');
    expect(window.maxDate).toBe('2026-04-09');
    expect(window.min).toEqual(new CalendarDate(2026, 3, 10));
    expect(window.max).toEqual(new CalendarDate(2026, 4, 9));
  });

  it('starts at the earliest bookable date when it is later than today', () => {
    const window = getMoveInDateWindow({
      location: { ...stockholm, earliestBookableDate: '2026-03-15' },
      now: at('2026-03-10T10:00:00Z'),
    });
    expect(window.minDate).toBe('2026-03-15');
    expect(window.maxDate).toBe('2026-04-09');
  });

  it('takes today in the location time zone, not in UTC', () => {
    // 23:30 UTC on 10 March is already 11 March in Stockholm, still 10 March in Los Angeles.
    const now = at('2026-03-10T23:30:00Z');
    expect(getMoveInDateWindow({ location: stockholm, now }).minDate).toBe('2026-03-11');
    expect(
      getMoveInDateWindow({ location: { ...stockholm, timeZone: 'America/Los_Angeles' }, now }).minDate,
    ).toBe('2026-03-10');
  });

  it('is never before the location’s own today when the client clock runs behind', () => {
    const window = getMoveInDateWindow({
      location: { ...stockholm, currentDayLocationTimeZone: '2026-03-11' },
      now: at('2026-03-10T10:00:00Z'),
    });
    expect(window.minDate).toBe('2026-03-11');
    expect(window.maxDate).toBe('2026-04-10');
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['negative', -1],
  ])('ends two months after today when bookableTill is %s', (_name, bookableTill) => {
    const window = getMoveInDateWindow({
      location: { ...stockholm, bookableTill },
      now: at('2026-03-10T10:00:00Z'),
    });
    expect(window.maxDate).toBe('2026-05-10');
  });

  it('clamps two months to the end of a shorter month', () => {
    const window = getMoveInDateWindow({
      location: { ...stockholm, bookableTill: null },
      now: at('2025-12-31T10:00:00Z'),
    });
    expect(window.maxDate).toBe('2026-02-28');
  });

  it('bookableTill 0 allows today only', () => {
    const window = getMoveInDateWindow({
      location: { ...stockholm, bookableTill: 0 },
      now: at('2026-03-10T10:00:00Z'),
    });
    expect([window.minDate, window.maxDate]).toEqual(['2026-03-10', '2026-03-10']);
  });

  it('selects only real days inside the window, both ends included', () => {
    const window = getMoveInDateWindow({ location: stockholm, now: at('2026-03-10T10:00:00Z') });
    expect(isMoveInDateSelectable('2026-03-10', window)).toBe(true);
    expect(isMoveInDateSelectable('2026-04-09', window)).toBe(true);
    expect(isMoveInDateSelectable(new CalendarDate(2026, 3, 20), window)).toBe(true);
    expect(isMoveInDateSelectable('2026-03-09', window)).toBe(false);
    expect(isMoveInDateSelectable('2026-04-10', window)).toBe(false);
    expect(isMoveInDateSelectable('2026-02-30', window)).toBe(false);
    expect(isMoveInDateSelectable('2026-3-20', window)).toBe(false);
  });

  it('puts a calendar day at noon in the location time zone', () => {
    expect(toNoonDate('2026-03-31', 'Europe/Stockholm').toISOString()).toBe('2026-03-31T10:00:00.000Z');
    expect(toNoonDate(new CalendarDate(2026, 1, 15), 'America/New_York').toISOString()).toBe(
      '2026-01-15T17:00:00.000Z',
    );
    // Noon keeps the day in any zone within ±12 hours.
    const noon = toNoonDate('2026-03-29', 'Pacific/Auckland');
    expect(noon.toISOString().slice(0, 10)).toBe('2026-03-28');
    expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(noon)).toBe(
      '2026-03-29',
    );
  });
});
