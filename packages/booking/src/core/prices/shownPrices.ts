import type { Schema } from '@stowly/api-client';
import { type CustomerType, DEFAULT_CUSTOMER_TYPE } from '../customer/CustomerData';

/**
 * A price the booking API gives both without and with tax: a unit type's from-price, a billing
 * period, an insurance's `billingPeriod`, an optional product.
 */
export interface TaxedPrice {
  /** The amount without tax, in the currency's major unit. */
  amount: number;
  /** The amount with tax, in the currency's major unit. */
  amountInclTax: number;
}

/**
 * Whether prices are shown with tax to this customer type. Under EU consumer price rules a private
 * customer sees prices with VAT; a business customer sees them without, labelled so. Before the
 * type is chosen the customer counts as private (spec section 9's default).
 *
 * @example
 * pricesIncludeTax(undefined); // true
 * pricesIncludeTax('business'); // false
 */
export function pricesIncludeTax(customerType: CustomerType | null | undefined): boolean {
  return (customerType ?? DEFAULT_CUSTOMER_TYPE) === 'private';
}

/**
 * The amount of `price` as `customerType` pays it: with tax for private customers (and before the
 * type is chosen), without for business customers. Every price the flow shows goes through this, so
 * a unit card, a plan and the basket show the same figure.
 *
 * @example
 * shownAmount({ amount: 290, amountInclTax: 362.5 }, 'private'); // 362.5
 * shownAmount({ amount: 290, amountInclTax: 362.5 }, 'business'); // 290
 */
export function shownAmount(price: TaxedPrice, customerType: CustomerType | null | undefined): number {
  return pricesIncludeTax(customerType) ? price.amountInclTax : price.amount;
}

/** One line of a {@link ShownPriceSummary}, in the figures of the customer type. */
export interface ShownPriceLine {
  /** What the line charges for (`discount` lines are negative); never `tax`. */
  kind: Exclude<Schema<'PriceLine'>['kind'], 'tax'>;
  /** What the line is, in the interface language. */
  label: string;
  /** How many. */
  quantity: number;
  /** The price of one, with or without tax as `includesTax` says. */
  unitAmount: number;
  /** `quantity` times `unitAmount`. */
  amount: number;
  /** Whether the line is charged again every period. */
  recurring: boolean;
}

/**
 * A price calculation in the figures of one customer type (see {@link shownPriceSummary}).
 * With tax, the `lines` add up to `dueNow` and the tax is only said to be included; without tax,
 * the `lines` add up to `subtotal`, and `subtotal` plus `tax.amount` is `dueNow`.
 */
export interface ShownPriceSummary {
  /** Whether the lines and the recurring amount include tax (private customers). */
  includesTax: boolean;
  /** The lines of the first period without the tax line. */
  lines: ShownPriceLine[];
  /** The sum of the lines without tax. */
  subtotal: number;
  /** The tax rate in percent and the tax of the first period. */
  tax: { rate: number; amount: number };
  /** The amount charged at checkout (always with tax). */
  dueNow: number;
  /** Charged every following period: with tax when `includesTax`, otherwise without. */
  recurringAmount: number;
}

/**
 * The price calculation of `POST /unit-type/{id}/price` as `customerType` is shown it: a private
 * customer (and one whose type is not chosen yet) sees each line with its tax, lines that add up to
 * what is due now; a business customer sees each line without tax, the tax, and the total.
 *
 * @example
 * const summary = shownPriceSummary(price.data, customerType);
 * summary.lines.map((line) => `${line.label}: ${formatMoney(line.amount, currency)}`);
 */
export function shownPriceSummary(
  calculation: Pick<
    Schema<'PriceCalculation'>,
    'subtotal' | 'tax' | 'dueNow' | 'recurringAmount' | 'recurringAmountExclTax'
  > & { lines: readonly Schema<'PriceLine'>[] },
  customerType: CustomerType | null | undefined,
): ShownPriceSummary {
  const includesTax = pricesIncludeTax(customerType);
  const lines: ShownPriceLine[] = [];
  for (const line of calculation.lines) {
    if (line.kind === 'tax') continue;
    lines.push({
      kind: line.kind,
      label: line.label,
      quantity: line.quantity,
      unitAmount: includesTax ? line.unitAmountInclTax : line.unitAmount,
      amount: includesTax ? line.amountInclTax : line.amount,
      recurring: line.recurring,
    });
  }
  return {
    includesTax,
    lines,
    subtotal: calculation.subtotal,
    tax: calculation.tax,
    dueNow: calculation.dueNow,
    recurringAmount: includesTax ? calculation.recurringAmount : calculation.recurringAmountExclTax,
  };
}
