/**
 * The marks, in minutes left, at which a hold countdown warns people who cannot watch the clock
 * (a polite screen reader announcement): 5 and 1 minute before the unit is released.
 */
export const HOLD_WARNING_MINUTES: readonly number[] = [5, 1];

/** Where a checkout's hold stands at one moment; see {@link holdCountdown}. */
export interface HoldCountdownState {
  /** The whole seconds left, rounded up (`00:01` shows until the last moment); 0 once it has run out. */
  secondsLeft: number;
  /** True once the hold has run out (or `expiresAt` is not a time): the server ends the checkout. */
  expired: boolean;
  /**
   * The smallest warning mark (minutes) the time left has reached, such as 5 from `05:00` down to
   * `01:01` and 1 from `01:00`; null above the first mark and once expired.
   */
  warningMinutes: number | null;
  /** Milliseconds until `secondsLeft` changes (the next whole second); null once expired. */
  nextChangeInMs: number | null;
}

/**
 * How long a checkout's hold has left at `now` (spec section 4: the unit is held while the
 * checkout runs; `expiresAt` of the basket or of `GET /checkout/{basketId}`, moved on by each
 * completed step). Pure: a timer calls it again after `nextChangeInMs`; `useHoldCountdown` of
 * `@stowly/booking/react` does that. The server's expiry stays the truth: once `expired`, read the
 * checkout state again, which then says `session-ended`.
 *
 * @param expiresAt - The hold's end, an ISO 8601 timestamp such as `2026-03-20T10:30:00Z`.
 * @param now - Milliseconds since the Unix epoch, like `Date.now()`.
 * @param warningMinutes - The warning marks. @default HOLD_WARNING_MINUTES
 *
 * @example
 * const hold = holdCountdown(state.expiresAt, Date.now());
 * label.textContent = formatHoldTime(hold.secondsLeft, 'sv-SE'); // '14:59'
 */
export function holdCountdown(
  expiresAt: string,
  now: number,
  warningMinutes: readonly number[] = HOLD_WARNING_MINUTES,
): HoldCountdownState {
  const msLeft = Date.parse(expiresAt) - now;
  if (!(msLeft > 0)) return { secondsLeft: 0, expired: true, warningMinutes: null, nextChangeInMs: null };
  const secondsLeft = Math.ceil(msLeft / 1000);
  const reached = warningMinutes.filter((minutes) => secondsLeft <= minutes * 60);
  return {
    secondsLeft,
    expired: false,
    warningMinutes: reached.length > 0 ? Math.min(...reached) : null,
    nextChangeInMs: msLeft - (secondsLeft - 1) * 1000,
  };
}

/**
 * The time left as a clock shows it, `mm:ss` (`h:mm:ss` from an hour on), with the locale's
 * digits: `formatHoldTime(754, 'en-GB')` is `'12:34'`.
 *
 * @param secondsLeft - Whole seconds, such as {@link HoldCountdownState.secondsLeft}; below 0 counts as 0.
 * @param locale - A BCP 47 locale such as `'sv-SE'`.
 */
export function formatHoldTime(secondsLeft: number, locale: string): string {
  const total = Math.max(0, Math.floor(secondsLeft));
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = twoDigits.format(total % 60);
  if (hours === 0) return `${twoDigits.format(minutes)}:${seconds}`;
  const plain = new Intl.NumberFormat(locale, { useGrouping: false });
  return `${plain.format(hours)}:${twoDigits.format(minutes)}:${seconds}`;
}
