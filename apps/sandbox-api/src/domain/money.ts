/**
 * Money arithmetic in minor units (cents, öre): amounts are turned into integers once, summed and
 * multiplied as integers, and turned back into major units at the edge, so 0.1 + 0.2 stays 0.30.
 */

/** A numeric column value (`'1190.00'`) or number in major units → integer minor units. */
export function toCents(value: string | number): number {
  return Math.round(Number(value) * 100);
}

/** Integer minor units → major units as the contract's Money (`119000` → `1190`). */
export function fromCents(cents: number): number {
  // `+ 0` turns a negative zero into zero so it serialises as 0, not -0.
  return Math.round(cents) / 100 + 0;
}

/** `percent` % of an amount in minor units, rounded half away from zero to a whole minor unit. */
export function percentOf(cents: number, percent: number): number {
  const exact = (cents * percent) / 100;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/**
 * A price as the contract shows it: `amount` without tax, `amountInclTax` with `taxRate` % added
 * (rounded to a whole minor unit), and the rate. Private customers are shown the amount with tax,
 * business customers the amount without; the price calculation rounds each line's tax the same
 * way, so the lines a private customer sees add up to what is due.
 */
export function pricedWithTax(
  cents: number,
  taxRate: number,
): { amount: number; amountInclTax: number; taxRate: number } {
  return { amount: fromCents(cents), amountInclTax: fromCents(cents + percentOf(cents, taxRate)), taxRate };
}
