import { useEffect, useState } from 'react';
import { HOLD_WARNING_MINUTES, type HoldCountdownState, holdCountdown } from '../checkout';
import type { Clock } from '../index';
import { useLatestRef } from './internal/useLatestRef';

/** How often `onExpire` is called again while the hold still shows as run out. @default 5000 */
export const HOLD_EXPIRED_RECHECK_MS = 5000;

/** Options of {@link useHoldCountdown}. */
export interface UseHoldCountdownOptions {
  /**
   * Called when the hold runs out, and again every {@link HOLD_EXPIRED_RECHECK_MS} while
   * `expiresAt` stays the same: read the checkout state again there (the server's expiry is the
   * truth; a state that still holds, when this device's clock runs ahead, brings a new
   * `expiresAt` or is read again later). Also called at once for an `expiresAt` already past.
   */
  onExpire?: () => void;
  /** The current time. @default { now: Date.now } */
  clock?: Clock;
  /** The warning marks in minutes left. @default HOLD_WARNING_MINUTES */
  warningMinutes?: readonly number[];
}

/** What {@link useHoldCountdown} returns. */
export interface HoldCountdownView {
  /** The whole seconds left (see `formatHoldTime`); null without an `expiresAt`. */
  secondsLeft: number | null;
  /** True once the hold has run out. */
  expired: boolean;
  /** The warning mark the time left is at now (5 from `05:00`, 1 from `01:00`), to style it; null above the marks. */
  warningMinutes: number | null;
  /**
   * The warning to announce politely (`role="status"`): the minutes of the last warning mark the
   * countdown crossed while shown, such as 5 at `05:00` and 1 at `01:00`. Null until a mark is
   * crossed: a page opened at 3 minutes left announces nothing until 1 minute, and never every
   * second. Back to null when a new `expiresAt` lifts the time above the marks.
   */
  announcedWarning: number | null;
}

const systemClock: Clock = { now: () => Date.now() };

/**
 * A live countdown of a checkout's hold: re-renders on each whole second until `expiresAt`
 * (re-synchronised whenever a new `expiresAt` comes, such as after the checkout state was read
 * again), says which warning to announce, and calls `onExpire` when the hold runs out. Timers run
 * only in the browser (in effects); the first render already shows the right time.
 *
 * @example
 * const { t, locale } = useTranslation();
 * const { secondsLeft, announcedWarning } = useHoldCountdown(state.expiresAt, { onExpire: refetch });
 * <p role="timer">{formatHoldTime(secondsLeft ?? 0, locale)}</p>
 * <p role="status">{announcedWarning ? t('...', { minutes: announcedWarning }) : ''}</p>
 */
export function useHoldCountdown(
  expiresAt: string | null | undefined,
  options: UseHoldCountdownOptions = {},
): HoldCountdownView {
  const clock = options.clock ?? systemClock;
  const warningMinutes = options.warningMinutes ?? HOLD_WARNING_MINUTES;
  const onExpire = useLatestRef(options.onExpire);
  const [, setTick] = useState(0);
  const [announced, setAnnounced] = useState<{ expiresAt: string; minutes: number } | null>(null);
  const warningKey = warningMinutes.join(',');

  const state: HoldCountdownState | null = expiresAt
    ? holdCountdown(expiresAt, clock.now(), warningMinutes)
    : null;

  useEffect(() => {
    if (!expiresAt) return;
    const marks = warningKey.split(',').map(Number);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The mark the time was at when this `expiresAt` came: crossing into a lower one is announced.
    let lastMark = holdCountdown(expiresAt, clock.now(), marks).warningMinutes;
    const tick = () => {
      const now = holdCountdown(expiresAt, clock.now(), marks);
      setTick((count) => count + 1);
      if (now.warningMinutes !== null && now.warningMinutes !== lastMark) {
        setAnnounced({ expiresAt, minutes: now.warningMinutes });
      }
      lastMark = now.warningMinutes;
      if (now.expired) {
        onExpire.current?.();
        timer = setTimeout(tick, HOLD_EXPIRED_RECHECK_MS);
        return;
      }
      timer = setTimeout(tick, now.nextChangeInMs ?? 1000);
    };
    const first = holdCountdown(expiresAt, clock.now(), marks);
    if (first.expired) {
      onExpire.current?.();
      timer = setTimeout(tick, HOLD_EXPIRED_RECHECK_MS);
    } else {
      timer = setTimeout(tick, first.nextChangeInMs ?? 1000);
    }
    return () => clearTimeout(timer);
  }, [expiresAt, clock, warningKey, onExpire]);

  // A warning belongs to the `expiresAt` it was crossed under; one above the marks again clears it.
  const announcedWarning =
    announced !== null &&
    announced.expiresAt === expiresAt &&
    state !== null &&
    !state.expired &&
    state.warningMinutes !== null
      ? announced.minutes
      : null;
  return {
    secondsLeft: state?.secondsLeft ?? null,
    expired: state?.expired ?? false,
    warningMinutes: state?.warningMinutes ?? null,
    announcedWarning,
  };
}
