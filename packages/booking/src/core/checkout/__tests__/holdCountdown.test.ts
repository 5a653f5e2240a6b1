import { describe, expect, it } from 'vitest';
import { formatHoldTime, holdCountdown } from '../holdCountdown';

const EXPIRES_AT = '2026-03-20T10:30:00Z';
const END = Date.parse(EXPIRES_AT);
/** The moment `seconds` (and `ms` more) before the hold ends. */
const before = (seconds: number, ms = 0) => END - seconds * 1000 - ms;

describe('holdCountdown: how long the hold has left', () => {
  it('counts whole seconds, rounded up, and says when the shown time changes next', () => {
    expect(holdCountdown(EXPIRES_AT, before(15 * 60))).toEqual({
      secondsLeft: 900,
      expired: false,
      warningMinutes: null,
      nextChangeInMs: 1000,
    });
    expect(holdCountdown(EXPIRES_AT, before(899, 250))).toMatchObject({
      secondsLeft: 900,
      nextChangeInMs: 250,
    });
    expect(holdCountdown(EXPIRES_AT, before(0, 1))).toMatchObject({ secondsLeft: 1, expired: false });
  });

  it('has run out at expiresAt and after it', () => {
    const expired = { secondsLeft: 0, expired: true, warningMinutes: null, nextChangeInMs: null };
    expect(holdCountdown(EXPIRES_AT, END)).toEqual(expired);
    expect(holdCountdown(EXPIRES_AT, END + 60_000)).toEqual(expired);
  });

  it('counts an expiresAt that is not a time as run out', () => {
    expect(holdCountdown('soon', before(60)).expired).toBe(true);
  });

  it('reaches the 5-minute warning at 05:00 and the 1-minute warning at 01:00', () => {
    expect(holdCountdown(EXPIRES_AT, before(300, 1)).warningMinutes).toBeNull();
    expect(holdCountdown(EXPIRES_AT, before(300)).warningMinutes).toBe(5);
    expect(holdCountdown(EXPIRES_AT, before(61)).warningMinutes).toBe(5);
    expect(holdCountdown(EXPIRES_AT, before(60)).warningMinutes).toBe(1);
    expect(holdCountdown(EXPIRES_AT, before(1)).warningMinutes).toBe(1);
  });

  it('takes other warning marks', () => {
    expect(holdCountdown(EXPIRES_AT, before(600), [10, 2]).warningMinutes).toBe(10);
    expect(holdCountdown(EXPIRES_AT, before(120), [10, 2]).warningMinutes).toBe(2);
    expect(holdCountdown(EXPIRES_AT, before(120), []).warningMinutes).toBeNull();
  });
});

describe('formatHoldTime: mm:ss as a clock shows it', () => {
  it.each([
    [900, '15:00'],
    [754, '12:34'],
    [60, '01:00'],
    [9, '00:09'],
    [0, '00:00'],
    [-5, '00:00'],
    [3725, '1:02:05'],
  ])('%i seconds are %s', (seconds, shown) => {
    expect(formatHoldTime(seconds, 'en-GB')).toBe(shown);
  });

  it('writes the digits of the locale', () => {
    expect(formatHoldTime(754, 'sv-SE')).toBe('12:34');
    expect(formatHoldTime(754, 'ar-EG')).toBe('١٢:٣٤');
  });
});
