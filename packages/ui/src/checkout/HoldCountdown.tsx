import type { Clock } from '@stowly/booking';
import { formatHoldTime } from '@stowly/booking/checkout';
import { useHoldCountdown, useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Props of {@link HoldCountdown}. */
export interface HoldCountdownProps {
  /**
   * When the checkout's hold ends (ISO 8601): `expiresAt` of the checkout state. A new value (the
   * state was read again after a completed step) re-synchronises the countdown.
   */
  expiresAt: string;
  /**
   * Called when the hold runs out, and again every few seconds while it stays so: read the
   * checkout state again there (such as the step guard's refetch); the server then answers
   * `session-ended`, whose page the host shows.
   */
  onExpire?: () => void;
  /** The current time. @default { now: Date.now } */
  clock?: Clock;
}

/** `secondsLeft` as an ISO 8601 duration for `<time dateTime>`, such as `PT12M34S`. */
function isoDuration(secondsLeft: number): string {
  return `PT${Math.floor(secondsLeft / 60)}M${secondsLeft % 60}S`;
}

/**
 * The live countdown of the checkout's hold: "Time left to finish your booking" and the time left
 * as `mm:ss`, updated every second (`role="timer"`, which screen readers do not read out on every
 * change). A separate polite status announces only the moments that matter: 5 and 1 minute left,
 * and that the time has run out. When it runs out `onExpire` is called.
 *
 * Parts: `stowly-HoldCountdown` (`data-warning` with the minutes of the warning mark reached,
 * `data-expired`), `stowly-HoldCountdownLabel`, `stowly-HoldCountdownTime`,
 * `stowly-HoldCountdownStatus`.
 *
 * @example
 * <HoldCountdown expiresAt={state.expiresAt} onExpire={() => void refetch()} />
 */
export function HoldCountdown(props: HoldCountdownProps): ReactNode {
  const { t, locale } = useTranslation();
  const { elements } = useStowlyTheme();
  const labelId = useId();
  const { secondsLeft, expired, warningMinutes, announcedWarning } = useHoldCountdown(props.expiresAt, {
    ...(props.onExpire && { onExpire: props.onExpire }),
    ...(props.clock && { clock: props.clock }),
  });
  const seconds = secondsLeft ?? 0;
  let status = '';
  if (expired) status = t('ui.checkout.holdCountdown.expired');
  else if (announcedWarning !== null)
    status = t('ui.checkout.holdCountdown.warning', { minutes: announcedWarning });
  return (
    <div
      className={partClassName('HoldCountdown', elements)}
      data-warning={warningMinutes ?? undefined}
      data-expired={expired || undefined}
    >
      <span id={labelId} className={partClassName('HoldCountdownLabel', elements)}>
        {t('ui.checkout.holdCountdown.label')}
      </span>
      <time
        role="timer"
        // A timer is not read out on each change (its implicit `aria-live`, stated for clarity).
        aria-live="off"
        // The time left is read from the clock, so a server render and the render that hydrates it
        // may be a second apart; the browser's is shown.
        suppressHydrationWarning
        aria-labelledby={labelId}
        className={partClassName('HoldCountdownTime', elements)}
        dateTime={isoDuration(seconds)}
      >
        {formatHoldTime(seconds, locale)}
      </time>
      <p role="status" className={partClassName('HoldCountdownStatus', elements)}>
        {status}
      </p>
    </div>
  );
}
