import { createFormatters, type Formatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Button } from '../internal/Button';
import { Link } from '../Link';
import { useAsyncAction } from '../portal/internal/useAsyncAction';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** Access hours on some ISO weekdays (1 Monday … 7 Sunday), `HH:MM` in the location's time zone. */
export interface MoveInAccessHours {
  /** ISO weekdays in order, 1 (Monday) to 7 (Sunday). */
  weekdays: readonly number[];
  /** Opening time, `HH:MM`. */
  opens: string;
  /** Closing time, `HH:MM` (`24:00` for midnight at the day's end). */
  closes: string;
}

/**
 * The move-in facts as the API gives them (`MoveInFacts` of the checkout result, or
 * `MoveInDetails` of `GET /customer-portal/booking/{bookingId}/move-in` with its `gateAccess`).
 */
export interface MoveInDetailsData {
  /** The unit's name or number, such as `A-104`. */
  unitName: string;
  /** The move-in day, `YYYY-MM-DD`. */
  moveInDate: string;
  /** The location's name. */
  locationName: string;
  /** The location's address. */
  address: { street: string; postalCode: string; city: string; countryCode: string };
  /** An https map search of the address; opened in a new tab. */
  mapUrl: string;
  /** The location's access hours; days not listed are closed. */
  accessHours: readonly MoveInAccessHours[];
  /**
   * The gate code as the signed-in owner gets it. Without it (the anonymous success page) the
   * gate code row offers `signInHref`.
   */
  gateAccess?: { status: 'available' | 'withheld-until-id-check' | 'none'; code: string | null };
}

/** Props of {@link MoveInDetails}. */
export interface MoveInDetailsProps {
  /** What to show. Tenant strings (names, address) are rendered as text only. */
  details: MoveInDetailsData;
  /** Where to sign in to see the gate code, shown when `details` has no `gateAccess`. */
  signInHref?: string;
  /**
   * Downloads the move-in day as a calendar file (`.ics`); return the download's promise: the
   * button is busy until it settles and says when it failed. Without it there is no calendar button.
   */
  onDownloadCalendar?: () => unknown;
  /** Called by a "Close move-in details" button; without it there is none (the portal's panel has one). */
  onClose?: () => void;
  /**
   * The BCP 47 locale for the date, weekdays and times, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of "Move-in details", to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Weekday names and times of a locale (a day's time as the locale's clock shows it). */
function hoursText(hours: MoveInAccessHours, locale: string): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday: ISO weekday n is January n.
  const day = (n: number) => weekday.format(new Date(Date.UTC(2024, 0, n, 12)));
  const time = (value: string) => {
    const [hour = 0, minute = 0] = value.split(':').map(Number);
    if (hour === 24) return value;
    return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1, hour, minute)),
    );
  };
  const { weekdays } = hours;
  const first = weekdays[0] ?? 1;
  const last = weekdays.at(-1) ?? first;
  const range = weekdays.length > 2 && last - first === weekdays.length - 1;
  const days = range
    ? `${day(first)}–${day(last)}`
    : new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(weekdays.map(day));
  return `${days} ${time(hours.opens)}–${time(hours.closes)}`;
}

/** `isoDate` as a long date, or as it is when it is not a date. */
function longDay(formatDay: Formatters['formatDay'], isoDate: string): string {
  try {
    return formatDay(isoDate, { dateStyle: 'long' });
  } catch {
    return isoDate;
  }
}

/**
 * What a customer needs on move-in day: the unit, the move-in date, the location's address with a
 * map link (new tab, `rel="noopener noreferrer"`), the access hours (weekdays and times in the
 * locale's words) and the gate code: shown when `gateAccess` gives it, said to wait for the identity
 * check when it is withheld, or "Sign in to see your gate code" (`signInHref`) on the anonymous
 * success page. A button saves the move-in day as a calendar file (`onDownloadCalendar`).
 *
 * Parts: `stowly-MoveInDetails` (section), `stowly-MoveInDetailsTitle`, `stowly-MoveInDetailsList`
 * (a `dl`), `stowly-MoveInDetailsMapLink`, `stowly-MoveInDetailsGateCode` (`data-status`),
 * `stowly-MoveInDetailsSignIn`, `stowly-MoveInDetailsActions`, `stowly-MoveInDetailsCalendar`
 * (react-aria Button, `data-pending`), `stowly-MoveInDetailsClose` and `stowly-MoveInDetailsError`.
 */
export function MoveInDetails(props: MoveInDetailsProps): ReactNode {
  const { details } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const locale = props.locale ?? i18n.locale;
  const { formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const { elements } = useStowlyTheme();
  const headingId = useId();
  const errorId = useId();
  const calendar = useAsyncAction(props.onDownloadCalendar ?? (() => undefined));
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const part = (name: Parameters<typeof partClassName>[0]) => partClassName(name, elements);
  const { address, gateAccess } = details;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(address.countryCode);

  let gate: ReactNode = null;
  if (gateAccess?.status === 'available' && gateAccess.code) {
    gate = <strong>{gateAccess.code}</strong>;
  } else if (gateAccess?.status === 'withheld-until-id-check') {
    gate = t('ui.checkout.moveInDetails.gateCodeWithheld');
  } else if (gateAccess?.status === 'none') {
    gate = t('ui.checkout.moveInDetails.gateCodeNone');
  } else if (gateAccess === undefined && props.signInHref) {
    gate = (
      <Link className={part('MoveInDetailsSignIn')} href={props.signInHref}>
        {t('ui.checkout.moveInDetails.gateCodeSignIn')}
      </Link>
    );
  }

  return (
    <section className={part('MoveInDetails')} aria-labelledby={headingId}>
      <Heading id={headingId} className={part('MoveInDetailsTitle')}>
        {t('ui.checkout.moveInDetails.title')}
      </Heading>
      <dl className={part('MoveInDetailsList')}>
        <div>
          <dt>{t('ui.checkout.moveInDetails.unit')}</dt>
          <dd>{details.unitName}</dd>
        </div>
        <div>
          <dt>{t('ui.checkout.moveInDetails.moveInDate')}</dt>
          <dd>{longDay(formatDay, details.moveInDate)}</dd>
        </div>
        <div>
          <dt>{t('ui.checkout.moveInDetails.address')}</dt>
          <dd>
            {details.locationName}
            <br />
            {address.street}
            <br />
            {`${address.postalCode} ${address.city}`}
            {country ? (
              <>
                <br />
                {country}
              </>
            ) : null}
            <br />
            {/^https:\/\//.test(details.mapUrl) ? (
              <a
                className={part('MoveInDetailsMapLink')}
                href={details.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('ui.checkout.moveInDetails.mapLabel', { location: details.locationName })}
              >
                {t('ui.checkout.moveInDetails.map')}
              </a>
            ) : null}
          </dd>
        </div>
        {details.accessHours.length > 0 ? (
          <div>
            <dt>{t('ui.checkout.moveInDetails.accessHours')}</dt>
            <dd>
              {details.accessHours.map((hours) => (
                <span key={`${hours.weekdays.join()}-${hours.opens}`} className="stowly-MoveInDetailsHours">
                  {hoursText(hours, locale)}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {gate === null ? null : (
          <div>
            <dt>{t('ui.checkout.moveInDetails.gateCode')}</dt>
            <dd className={part('MoveInDetailsGateCode')} data-status={gateAccess?.status ?? 'sign-in'}>
              {gate}
            </dd>
          </div>
        )}
      </dl>
      {props.onDownloadCalendar || props.onClose ? (
        <div className={part('MoveInDetailsActions')}>
          {props.onDownloadCalendar ? (
            <Button
              variant="secondary"
              className={part('MoveInDetailsCalendar')}
              isPending={calendar.isPending}
              aria-describedby={calendar.error === null ? undefined : errorId}
              onPress={() => void calendar.run()}
            >
              {t('ui.checkout.moveInDetails.calendar')}
            </Button>
          ) : null}
          {props.onClose ? (
            <Button variant="text" className={part('MoveInDetailsClose')} onPress={props.onClose}>
              {t('ui.checkout.moveInDetails.close')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {calendar.error === null ? null : (
        <p id={errorId} role="alert" className={part('MoveInDetailsError')}>
          {t('ui.checkout.moveInDetails.calendarFailed')}
        </p>
      )}
    </section>
  );
}
