import { type CustomerType, createFormatters, shownPriceSummary } from '@stowly/booking';
import { useTranslation } from '@stowly/booking/react';
import { type ReactNode, useId } from 'react';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/** What a line of a price calculation charges for. */
export type BasketPriceLineKind =
  | 'rent'
  | 'insurance'
  | 'recurring_product'
  | 'one_time_product'
  | 'discount'
  | 'tax';

/** One line of a price calculation, as the booking API returns it (`PriceLine`). */
export interface BasketPriceLine {
  /** What the line charges for; `discount` lines are shown as negative amounts. */
  kind: BasketPriceLineKind;
  /** What the line is, already in the person's language. */
  label: string;
  /** How many; shown when more than one. */
  quantity: number;
  /** The price of one without tax, in the currency's major unit. */
  unitAmount: number;
  /** `quantity` times `unitAmount`, in the currency's major unit. */
  amount: number;
  /** The price of one with tax. */
  unitAmountInclTax: number;
  /** `quantity` times `unitAmountInclTax`. */
  amountInclTax: number;
  /** Whether the line is charged again every period. */
  recurring: boolean;
}

/** The discount code applied to a price calculation. */
export interface BasketAppliedDiscount {
  /** The code the person entered. */
  code: string;
  /** How much the discount takes off, as a positive amount. */
  amount: number;
}

/**
 * The price of a basket in the shape of the booking API's `PriceCalculation`; the host loads it
 * (for example with `usePrice`) and passes it as it is.
 */
export interface BasketPriceCalculation {
  /** The ISO 4217 currency of every amount, such as `'SEK'`. */
  currency: string;
  /** How often rent is billed; chooses "per month" or "per week". */
  period: 'weekly' | 'monthly';
  /** Every charge of the first period, with discount lines and one tax line. */
  lines: readonly BasketPriceLine[];
  /** The applied discount code, or null. Its amount is already one of the `lines`. */
  discount: BasketAppliedDiscount | null;
  /** The sum of all lines except the tax line. */
  subtotal: number;
  /** The tax rate in percent (25 means 25 %) and the tax on `subtotal`. */
  tax: { rate: number; amount: number };
  /** The amount charged at checkout. */
  dueNow: number;
  /** The amount charged every following period, with tax. */
  recurringAmount: number;
  /** The amount charged every following period, without tax. */
  recurringAmountExclTax: number;
}

/** What is being booked, shown above the price: where, what and from when. */
export interface BasketBookingDetails {
  /** The location's name. Shown as text. */
  locationName?: string;
  /** The unit type's name. Shown as text. */
  unitTypeName?: string;
  /** The move-in day, `YYYY-MM-DD`, shown as a long date in the summary's language. */
  moveInDate?: string;
}

/** Props of {@link BasketSummary}. */
export interface BasketSummaryProps {
  /**
   * The price to show. While the first price is loading there is none yet; pass `undefined`
   * together with `isLoading`.
   */
  calculation?: BasketPriceCalculation | null;
  /**
   * Whether a new price is being calculated. The summary is marked `aria-busy` and says so; a
   * previous `calculation` stays visible until the new one arrives.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The BCP 47 locale for amounts, such as `'sv-SE'`.
   * @default the locale of the nearest `I18nProvider`
   */
  locale?: string;
  /**
   * Who the price is shown to: a private customer sees every line with tax (the lines add up to
   * what is due now) and the tax it includes; a business customer sees the lines without tax, the
   * subtotal without tax, the tax and what is due now.
   * @default 'private'
   */
  customerType?: CustomerType;
  /**
   * The heading level of "Your booking", to fit the host page's outline; the line groups ("Every
   * month", "Once") are one level below.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Where, what and from when: shown above the price, also while there is no price yet. */
  booking?: BasketBookingDetails;
  /** Shown inside the summary while there is no price, such as what is still needed for one. */
  emptyHint?: ReactNode;
}

/**
 * The price summary of a booking: where, what and from when (`booking`), its lines (rent,
 * insurance, products, discounts) in two groups, those charged every month or week and those
 * charged once, what is due now and what is charged every following month or week, in the figures
 * of the customer type: with tax for private customers (the lines add up to what is due now, which
 * says the tax it includes), without for business customers (with the subtotal without tax and the
 * tax added to it). Without a price it shows `emptyHint`. Shows only what it is given; it loads
 * nothing and calculates nothing.
 *
 * Parts: `stowly-BasketSummary` (with `aria-busy` and `data-loading` while loading),
 * `stowly-BasketSummaryTitle`, `stowly-BasketSummaryDetails`, `stowly-BasketSummaryStatus`,
 * `stowly-BasketSummaryHint`, `stowly-BasketSummaryGroup` (with `data-frequency` `recurring` or
 * `once`), `stowly-BasketSummaryGroupTitle`, `stowly-BasketSummaryLines`,
 * `stowly-BasketSummaryLine` (with `data-kind`), `stowly-BasketSummaryTotals`,
 * `stowly-BasketSummaryDueNow`, `stowly-BasketSummaryRecurring`.
 */
export function BasketSummary(props: BasketSummaryProps): ReactNode {
  const { calculation, isLoading = false } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatMoney, formatNumber, formatDay } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const level = props.headingLevel ?? 2;
  const Heading = `h${level}` as const;
  const GroupHeading = `h${level + 1}` as `h${3 | 4 | 5 | 6}`;
  const { booking } = props;
  const details = [
    booking?.locationName ? { term: t('ui.basket.location'), value: booking.locationName } : null,
    booking?.unitTypeName ? { term: t('ui.basket.unitType'), value: booking.unitTypeName } : null,
    booking?.moveInDate
      ? { term: t('ui.basket.moveInDate'), value: formatDay(booking.moveInDate, { dateStyle: 'long' }) }
      : null,
  ].filter((detail) => detail !== null);

  let content: ReactNode = null;
  if (calculation) {
    const money = (amount: number) => formatMoney(amount, calculation.currency);
    const rate = formatNumber(calculation.tax.rate / 100, { style: 'percent', maximumFractionDigits: 2 });
    // The figures of the customer type; the tax is shown once, with its rate, among the totals.
    const shown = shownPriceSummary(calculation, props.customerType);
    const { lines } = shown;
    const taxRow = (
      <div>
        <dt>{t(shown.includesTax ? 'ui.basket.includedTax' : 'ui.basket.tax', { rate })}</dt>
        <dd>{money(calculation.tax.amount)}</dd>
      </div>
    );
    const recurring = money(shown.recurringAmount);
    // The lines charged every period first, then those charged once, each group under its name.
    const groups = [
      {
        frequency: 'recurring',
        title: t(calculation.period === 'weekly' ? 'ui.basket.everyWeek' : 'ui.basket.everyMonth'),
        lines: lines.filter((line) => line.recurring),
      },
      { frequency: 'once', title: t('ui.basket.once'), lines: lines.filter((line) => !line.recurring) },
    ].filter((group) => group.lines.length > 0);
    content = (
      <>
        {groups.map((group) => (
          <div
            key={group.frequency}
            className={partClassName('BasketSummaryGroup', elements)}
            data-frequency={group.frequency}
          >
            <GroupHeading className={partClassName('BasketSummaryGroupTitle', elements)}>
              {group.title}
            </GroupHeading>
            <dl className={partClassName('BasketSummaryLines', elements)}>
              {group.lines.map((line, index) => (
                <div
                  // Lines have no id; their order is the API's and two lines may share a label.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole.
                  key={index}
                  className={partClassName('BasketSummaryLine', elements)}
                  data-kind={line.kind}
                >
                  <dt>
                    {line.quantity > 1
                      ? t('ui.basket.lineWithQuantity', {
                          quantity: line.quantity,
                          label: line.label,
                          unitAmount: money(line.unitAmount),
                        })
                      : line.label}
                  </dt>
                  <dd>{money(line.kind === 'discount' ? -Math.abs(line.amount) : line.amount)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        <dl className={partClassName('BasketSummaryTotals', elements)}>
          {shown.includesTax ? null : (
            <>
              <div>
                <dt>{t('ui.basket.subtotalExclTax')}</dt>
                <dd>{money(calculation.subtotal)}</dd>
              </div>
              {taxRow}
            </>
          )}
          <div className={partClassName('BasketSummaryDueNow', elements)}>
            <dt>{t('ui.basket.dueNow')}</dt>
            <dd>{money(calculation.dueNow)}</dd>
          </div>
          {shown.includesTax ? taxRow : null}
        </dl>
        <p className={partClassName('BasketSummaryRecurring', elements)}>
          {t(calculation.period === 'weekly' ? 'ui.basket.thenWeekly' : 'ui.basket.thenMonthly', {
            amount: shown.includesTax ? recurring : t('ui.price.exclTax', { price: recurring }),
          })}
        </p>
      </>
    );
  }

  return (
    <section
      className={partClassName('BasketSummary', elements)}
      aria-labelledby={headingId}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
    >
      <Heading id={headingId} className={partClassName('BasketSummaryTitle', elements)}>
        {t('ui.basket.title')}
      </Heading>
      {details.length > 0 ? (
        <dl className={partClassName('BasketSummaryDetails', elements)}>
          {details.map((detail) => (
            <div key={detail.term}>
              <dt>{detail.term}</dt>
              <dd>{detail.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className={partClassName('BasketSummaryStatus', elements)} role="status">
        {isLoading ? t('ui.basket.loading') : null}
      </p>
      {content}
      {!calculation && props.emptyHint ? (
        <p className={partClassName('BasketSummaryHint', elements)}>{props.emptyHint}</p>
      ) : null}
    </section>
  );
}
