import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatMoney, formatTimestampDate } from '../portalFormat';

/** Counts the `Intl[name]` formatters made from now on (each still a real one). */
function countMade(name: 'DateTimeFormat' | 'NumberFormat'): () => number {
  let made = 0;
  const Real = Intl[name] as new (...args: unknown[]) => object;
  vi.spyOn(Intl, name).mockImplementation(
    class {
      constructor(...args: unknown[]) {
        made++;
        // biome-ignore lint/correctness/noConstructorReturn: counts the real formatters made
        return new Real(...args);
      }
    } as never,
  );
  return () => made;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('portal formats', () => {
  it('formats days and amounts in the locale', () => {
    expect(formatCalendarDate('en-GB', '2026-03-31')).toBe('31 Mar 2026');
    expect(formatTimestampDate('en-GB', '2026-03-31T23:30:00Z', 'Europe/Stockholm')).toBe('1 Apr 2026');
    expect(formatTimestampDate('en-GB', '2026-03-31T23:30:00Z', 'UTC')).toBe('31 Mar 2026');
    expect(formatMoney('en-GB', 'EUR', 1200)).toBe('€1,200.00');
    expect(formatMoney('en-GB', 'SEK', 1200).replace(/\s/g, ' ')).toBe('SEK 1,200.00');
  });

  it('makes each formatter once, not once per table cell', () => {
    const made = { date: countMade('DateTimeFormat'), number: countMade('NumberFormat') };
    for (let day = 1; day <= 9; day++) {
      expect(formatCalendarDate('de-DE', `2026-05-0${day}`)).toBe(`0${day}.05.2026`);
      expect(formatMoney('de-DE', 'NOK', day).replace(/\s/g, ' ')).toBe(`${day},00 NOK`);
    }
    expect({ date: made.date(), number: made.number() }).toEqual({ date: 1, number: 1 });
  });
});
