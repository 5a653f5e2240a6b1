import type { Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { pricesIncludeTax, shownAmount, shownPriceSummary } from '../shownPrices';

// Stockholm, 25 % VAT: 290 a month, a padlock twice, 10 % off the rent.
const calculation: Schema<'PriceCalculation'> = {
  currency: 'SEK',
  period: 'monthly',
  lines: [
    line('rent', 'Locker S (Monthly)', 1, 290, 362.5, true),
    line('one_time_product', 'Padlock', 2, 149, 186.25, false),
    line('discount', 'Discount WELCOME10', 1, -29, -36.25, true),
    { ...line('tax', 'VAT 25 %', 1, 139.75, 139.75, true) },
  ],
  discount: null,
  subtotal: 559,
  tax: { rate: 25, amount: 139.75 },
  dueNow: 698.75,
  recurringAmount: 326.25,
  recurringAmountExclTax: 261,
};

function line(
  kind: Schema<'PriceLine'>['kind'],
  label: string,
  quantity: number,
  unitAmount: number,
  unitAmountInclTax: number,
  recurring: boolean,
): Schema<'PriceLine'> {
  return {
    kind,
    label,
    quantity,
    unitAmount,
    amount: unitAmount * quantity,
    unitAmountInclTax,
    amountInclTax: unitAmountInclTax * quantity,
    recurring,
  };
}

const cents = (amounts: number[]) => amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);

describe('shown prices', () => {
  it('shows private customers, and anyone before the type is chosen, prices with tax', () => {
    const plan = { amount: 290, amountInclTax: 362.5 };
    expect(pricesIncludeTax(undefined)).toBe(true);
    expect(pricesIncludeTax(null)).toBe(true);
    expect(pricesIncludeTax('private')).toBe(true);
    expect(shownAmount(plan, undefined)).toBe(362.5);
    expect(shownAmount(plan, 'private')).toBe(362.5);
  });

  it('shows business customers prices without tax', () => {
    expect(pricesIncludeTax('business')).toBe(false);
    expect(shownAmount({ amount: 290, amountInclTax: 362.5 }, 'business')).toBe(290);
  });

  it('gives a private customer lines with tax that add up to what is due now', () => {
    const summary = shownPriceSummary(calculation, 'private');
    expect(summary.includesTax).toBe(true);
    expect(summary.lines.map((shown) => [shown.label, shown.unitAmount, shown.amount])).toEqual([
      ['Locker S (Monthly)', 362.5, 362.5],
      ['Padlock', 186.25, 372.5],
      ['Discount WELCOME10', -36.25, -36.25],
    ]);
    expect(cents(summary.lines.map((shown) => shown.amount))).toBe(cents([summary.dueNow]));
    expect(summary.recurringAmount).toBe(326.25);
  });

  it('gives a business customer lines without tax that add up, with the tax, to what is due now', () => {
    const summary = shownPriceSummary(calculation, 'business');
    expect(summary.includesTax).toBe(false);
    expect(summary.lines.map((shown) => shown.amount)).toEqual([290, 298, -29]);
    expect(cents(summary.lines.map((shown) => shown.amount))).toBe(cents([summary.subtotal]));
    expect(cents([summary.subtotal, summary.tax.amount])).toBe(cents([summary.dueNow]));
    expect(summary.recurringAmount).toBe(261);
  });
});
