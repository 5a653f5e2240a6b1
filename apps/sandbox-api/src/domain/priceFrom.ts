import type { Schema } from '@stowly/api-client';
import { pricedWithTax, toCents } from './money';

/** Average weeks per month, to compare weekly with monthly prices. */
const WEEKS_PER_MONTH = 52 / 12;

/**
 * A unit type's "from" price: its billing period with the lowest price per month (a weekly price
 * counts 52/12 times), answered with that period's own amount (without and with `taxRate` %) and
 * period. Undefined without any billing period.
 */
export function priceFrom(
  plans: readonly { period: 'weekly' | 'monthly'; amount: string | number }[],
  taxRate: number,
): Schema<'PriceFrom'> | undefined {
  let cheapest: { amount: number; period: 'weekly' | 'monthly'; monthly: number } | undefined;
  for (const plan of plans) {
    const amount = toCents(plan.amount);
    const monthly = plan.period === 'weekly' ? amount * WEEKS_PER_MONTH : amount;
    if (!cheapest || monthly < cheapest.monthly) cheapest = { amount, period: plan.period, monthly };
  }
  return cheapest && { ...pricedWithTax(cheapest.amount, taxRate), period: cheapest.period };
}
