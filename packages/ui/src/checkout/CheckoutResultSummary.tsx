import { createFormatters, type Formatters } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { Link } from '../Link';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/**
 * The result of a finished checkout, in the shape of the booking API's `CheckoutResult`
 * (`getCheckoutResult`, `createCheckoutBooking`, or the success route's base64 `i` data); pass the
 * object as it is. Ids are numbers, as the API has them.
 */
export interface CheckoutResultData {
  /** The booking's id, shown as the booking reference. */
  bookingId: number;
  /** The booked unit type's id and name. */
  unitType: { id: number; name: string };
  /** The name or number of the unit assigned to the booking, such as `'A-104'`. */
  unitName: string;
  /** The move-in day, `YYYY-MM-DD`. */
  moveInDate: string;
  /** Where the confirmation was sent. */
  email: string;
  /** The ISO 4217 currency of the amounts, such as `'SEK'`. */
  currency: string;
  /** The amount paid at checkout, in the currency's major unit (0 when nothing was due). */
  dueNow: number;
  /** The amount charged every following period, in the currency's major unit. */
  recurringAmount: number;
}

/** Props of {@link CheckoutResultSummary}. */
export interface CheckoutResultSummaryProps {
  /** The checkout result to show. */
  result: CheckoutResultData;
  /** The location's name (the result only carries its id; the host has the location). */
  locationName: string;
  /**
   * How often `recurringAmount` is charged, when the host knows the billing period.
   * @default undefined (the amount is labelled "Recurring")
   */
  period?: 'weekly' | 'monthly';
  /**
   * Where this booking is in the signed-in customer's portal, such as
   * `'/customer-portal/account-overview/12'` (the account overview of the booking's location):
   * give it when the booking is on the signed-in customer's account (the result's `customerId` is
   * not null); the summary then links there. Without it the summary says that the confirmation
   * mail carries the link to the customer portal: a visitor who booked without signing in gets
   * an activation link, or a link that attaches the booking to their existing account, by mail,
   * and the page does not tell the two apart.
   */
  portalHref?: string;
  /**
   * The BCP 47 locale for the date and amounts, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * The heading level of "Booking confirmed", to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** `isoDate` (`YYYY-MM-DD`) as a long date, or as it is when it is not a date. */
function formatLongDay(formatDay: Formatters['formatDay'], isoDate: string): string {
  try {
    return formatDay(isoDate, { dateStyle: 'long' });
  } catch {
    return isoDate;
  }
}

/**
 * The content of the checkout's success page: "Booking confirmed", where the confirmation was
 * sent, the booking reference, unit type, unit, location and move-in date, the amount paid now and
 * the recurring amount, and either a link to the booking in the customer portal (`portalHref`, a
 * signed-in customer) or that the mail holds the link to the portal. Shows only what it is given.
 *
 * Parts: `stowly-CheckoutResultSummary`, `stowly-CheckoutResultSummaryTitle`,
 * `stowly-CheckoutResultSummaryEmail`, `stowly-CheckoutResultSummaryDetails`,
 * `stowly-CheckoutResultSummaryAmounts`, `stowly-CheckoutResultSummaryPortalLink`.
 */
export function CheckoutResultSummary(props: CheckoutResultSummaryProps): ReactNode {
  const { result, locationName, period } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatMoney, formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;
  const prefix = 'ui.checkout.resultSummary';

  const details: [string, string][] = [
    [t(`${prefix}.reference`), String(result.bookingId)],
    [t(`${prefix}.unitType`), result.unitType.name],
    [t(`${prefix}.unit`), result.unitName],
    [t(`${prefix}.location`), locationName],
    [t(`${prefix}.moveInDate`), formatLongDay(formatDay, result.moveInDate)],
  ];
  const amounts: [string, string][] = [
    [t(`${prefix}.paidNow`), formatMoney(result.dueNow, result.currency)],
    [
      t(`${prefix}.recurring`, { period: period ?? 'none' }),
      formatMoney(result.recurringAmount, result.currency),
    ],
  ];
  const list = (
    part: 'CheckoutResultSummaryDetails' | 'CheckoutResultSummaryAmounts',
    rows: [string, string][],
  ) => (
    <dl className={partClassName(part, elements)}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );

  return (
    <section className={partClassName('CheckoutResultSummary', elements)} aria-labelledby={headingId}>
      <Heading id={headingId} className={partClassName('CheckoutResultSummaryTitle', elements)}>
        {t(`${prefix}.title`)}
      </Heading>
      <p className={partClassName('CheckoutResultSummaryEmail', elements)}>
        {props.portalHref === undefined
          ? t(`${prefix}.emailSentWithPortalLink`, { email: result.email })
          : t(`${prefix}.emailSent`, { email: result.email })}
      </p>
      {list('CheckoutResultSummaryDetails', details)}
      {list('CheckoutResultSummaryAmounts', amounts)}
      {props.portalHref === undefined ? null : (
        <Link className={partClassName('CheckoutResultSummaryPortalLink', elements)} href={props.portalHref}>
          {t(`${prefix}.bookingInPortal`)}
        </Link>
      )}
    </section>
  );
}
