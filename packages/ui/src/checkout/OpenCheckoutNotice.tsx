import type { Clock } from '@stowly/booking';
import { formatHoldTime } from '@stowly/booking/checkout';
import { useHoldCountdown, useTranslation } from '@stowly/booking/react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Props of {@link OpenCheckoutNotice}. */
export interface OpenCheckoutNoticeProps {
  /** When the open checkout's hold ends (ISO 8601), as `useOpenCheckout().openCheckout.expiresAt`. */
  expiresAt: string;
  /** The unit type being booked, when known; named in the text. */
  unitTypeName?: string;
  /** Where "Continue booking" goes: the checkout of the basket, such as `/7/checkout/8234551`. */
  continueHref: string;
  /** Called by "Start over": release the checkout (`useOpenCheckout().startOver`). */
  onStartOver: () => void;
  /**
   * Whether the release is under way: "Start over" is pending and says so.
   * @default false
   */
  isStartingOver?: boolean;
  /**
   * Whether the last start over failed: an alert says so, and both actions stay.
   * @default false
   */
  hasStartOverError?: boolean;
  /** Called when the hold runs out (the notice then shows nothing): forget the checkout. */
  onExpire?: () => void;
  /** The current time. @default { now: Date.now } */
  clock?: Clock;
}

/** Stands for the time while the text is split around it. */
const TIME_MARK = '\uE000';

/**
 * The notice of a booking in progress on a location's booking pages: "You have a booking in
 * progress (held for 12:34)", the time counting down every second (`role="timer"`), with
 * "Continue booking" (a link to its checkout) and "Start over" (the host releases it). Shows
 * nothing once the hold has run out. Renders text only, never HTML.
 *
 * Parts: `stowly-OpenCheckoutNotice`, `stowly-OpenCheckoutNoticeText`, `stowly-OpenCheckoutNoticeTime`,
 * `stowly-OpenCheckoutNoticeActions`, `stowly-OpenCheckoutNoticeContinue`,
 * `stowly-OpenCheckoutNoticeStartOver` (react-aria Button states, `data-pending` while releasing),
 * `stowly-OpenCheckoutNoticeError`.
 *
 * @example
 * const open = useOpenCheckout();
 * {open.openCheckout ? (
 *   <OpenCheckoutNotice
 *     expiresAt={open.openCheckout.expiresAt}
 *     continueHref={`/7/checkout/${open.openCheckout.basketId}`}
 *     onStartOver={() => void open.startOver()}
 *     isStartingOver={open.isStartingOver}
 *     hasStartOverError={open.startOverError !== null}
 *     onExpire={open.forget}
 *   />
 * ) : null}
 */
export function OpenCheckoutNotice(props: OpenCheckoutNoticeProps): ReactNode {
  const { t, locale } = useTranslation();
  const { elements } = useStowlyTheme();
  const { secondsLeft, expired } = useHoldCountdown(props.expiresAt, {
    ...(props.onExpire && { onExpire: props.onExpire }),
    ...(props.clock && { clock: props.clock }),
  });
  if (expired) return null;
  const seconds = secondsLeft ?? 0;
  const text = props.unitTypeName
    ? t('ui.openCheckout.textWithUnitType', { unitType: props.unitTypeName, time: TIME_MARK })
    : t('ui.openCheckout.text', { time: TIME_MARK });
  const [before, after = ''] = text.split(TIME_MARK);
  const isStartingOver = props.isStartingOver ?? false;
  return (
    <div className={partClassName('OpenCheckoutNotice', elements)}>
      <p className={partClassName('OpenCheckoutNoticeText', elements)}>
        {before}
        <time
          role="timer"
          // A timer is not read out on each change (its implicit `aria-live`, stated for clarity).
          aria-live="off"
          // Read from the clock: a render that hydrates server HTML may be a second later.
          suppressHydrationWarning
          className={partClassName('OpenCheckoutNoticeTime', elements)}
          dateTime={`PT${Math.floor(seconds / 60)}M${seconds % 60}S`}
        >
          {formatHoldTime(seconds, locale)}
        </time>
        {after}
      </p>
      <div className={partClassName('OpenCheckoutNoticeActions', elements)}>
        <ButtonLink
          className={partClassName('OpenCheckoutNoticeContinue', elements)}
          href={props.continueHref}
        >
          {t('ui.openCheckout.continue')}
        </ButtonLink>
        <Button
          variant="secondary"
          className={partClassName('OpenCheckoutNoticeStartOver', elements)}
          onPress={props.onStartOver}
          isPending={isStartingOver}
        >
          {t(isStartingOver ? 'ui.openCheckout.startingOver' : 'ui.openCheckout.startOver')}
        </Button>
      </div>
      <p role="alert" className={partClassName('OpenCheckoutNoticeError', elements)}>
        {props.hasStartOverError ? t('ui.openCheckout.startOverError') : null}
      </p>
    </div>
  );
}
