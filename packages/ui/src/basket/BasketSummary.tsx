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
   * The heading level of "Your booking", to fit the host page's outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The price summary of a booking: its lines (rent, insurance, products, discounts), what is due now
 * and what is charged every following month or week, in the figures of the customer type: with tax
 * for private customers (the lines add up to what is due now, which says the tax it includes),
 * without for business customers (with the subtotal without tax and the tax added to it).
 * Shows only what it is given; it loads nothing and calculates nothing.
 *
 * Parts: `stowly-BasketSummary` (with `aria-busy` and `data-loading` while loading),
 * `stowly-BasketSummaryTitle`, `stowly-BasketSummaryStatus`, `stowly-BasketSummaryLines`,
 * `stowly-BasketSummaryLine` (with `data-kind`), `stowly-BasketSummaryTotals`,
 * `stowly-BasketSummaryDueNow`, `stowly-BasketSummaryRecurring`.
 */
export function BasketSummary(props: BasketSummaryProps): ReactNode {
  const { calculation, isLoading = false } = props;
  const i18n = useTranslation();
  const { t } = i18n;
  const { elements } = useStowlyTheme();
  const { formatMoney, formatNumber } = props.locale ? createFormatters(props.locale) : i18n;
  const headingId = useId();
  const Heading = `h${props.headingLevel ?? 2}` as const;

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
    content = (
      <>
        <dl className={partClassName('BasketSummaryLines', elements)}>
          {lines.map((line, index) => (
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
      <p className={partClassName('BasketSummaryStatus', elements)} role="status">
        {isLoading ? t('ui.basket.loading') : null}
      </p>
      {content}
    </section>
  );
}
