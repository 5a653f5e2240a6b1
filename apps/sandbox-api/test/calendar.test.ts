import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isIsoDate, maxDate, todayIn } from '../src/domain/calendar';

describe('calendar days', () => {
  it('accepts real days in YYYY-MM-DD form only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-1-10')).toBe(false);
    expect(isIsoDate('2026-01-10T00:00:00Z')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('adds days across months, years and daylight saving changes', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    // The last Sunday of March and of October (Europe's clock changes) are ordinary days.
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(addDays('2026-06-15', 0)).toBe('2026-06-15');
    expect(addDays('2026-06-15', 400)).toBe('2027-07-20');
  });

  it("adds months, clamped to the target month's last day", () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
    expect(addMonths('2026-05-20', 0)).toBe('2026-05-20');
    expect(addMonths('2026-05-20', 12)).toBe('2027-05-20');
  });

  it("answers today in the location's time zone", () => {
    const lateUtc = new Date('2026-03-14T23:30:00Z');
    expect(todayIn('UTC', lateUtc)).toBe('2026-03-14');
    expect(todayIn('Europe/Stockholm', lateUtc)).toBe('2026-03-15');
    expect(todayIn('America/New_York', lateUtc)).toBe('2026-03-14');
    const earlyUtc = new Date('2026-03-15T02:00:00Z');
    expect(todayIn('America/Los_Angeles', earlyUtc)).toBe('2026-03-14');
    expect(todayIn('Pacific/Kiritimati', new Date('2026-12-31T10:30:00Z'))).toBe('2027-01-01');
    // Around the spring change in Berlin (02:00 local becomes 03:00).
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
  });

  it('picks the later of two days', () => {
    expect(maxDate('2026-03-01', '2026-02-28')).toBe('2026-03-01');
    expect(maxDate('2026-02-28', '2026-03-01')).toBe('2026-03-01');
    expect(maxDate('2026-02-28', '2026-02-28')).toBe('2026-02-28');
  });
});
