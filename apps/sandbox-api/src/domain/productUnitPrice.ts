import type { Schema } from '@stowly/api-client';
import { toCents } from './money';

/** What the price of an optional product depends on (its `optional_product` row). */
export interface PricedProduct {
  frequency: 'one_time' | 'recurring';
  amount: string | number;
  amount_weekly: string | number | null;
}

/**
 * The price of one of `product` with a plan of `period`, in minor units: a one-time product costs
 * `amount` (charged with the first period); a recurring one `amount` per month and `amount_weekly`
 * per week. A recurring product without a weekly price is not offered with weekly plans: null.
 * Without a plan (`period` undefined) the monthly price. The price calculation, the product list
 * and the booking's products all price with this.
 */
export function productUnitPrice(
  product: PricedProduct,
  period: Schema<'BillingPeriod'>['period'] | undefined,
): number | null {
  const amount =
    product.frequency === 'recurring' && period === 'weekly' ? product.amount_weekly : product.amount;
  return amount === null ? null : toCents(amount);
}
