import type { Schema } from '@stowly/api-client';
import { createFormatters } from '@stowly/booking';

/** The SDK's cached formatters for the example's one language. */
const formatters = createFormatters('en-GB');

/** An amount in the location's currency, such as `SEK 1,190.00`. */
export function formatMoney(amount: number, currency: string): string {
  return formatters.formatMoney(amount, currency);
}

/** How often a price is charged, such as `per month`. */
export function formatPeriod(period: Schema<'Period'>): string {
  return period === 'weekly' ? 'per week' : 'per month';
}

/** A `YYYY-MM-DD` day written out, such as `1 December 2026` (the SDK keeps it on its day in every time zone). */
export function formatDay(day: string): string {
  return formatters.formatDay(day, { dateStyle: 'long' });
}
