import type { Schema } from '@stowly/api-client';

/** An amount in the location's currency, such as `SEK 1,190.00`. */
export function formatMoney(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(amount);
}

/** How often a price is charged, such as `per month`. */
export function formatPeriod(period: Schema<'Period'>): string {
  return period === 'weekly' ? 'per week' : 'per month';
}

/** A `YYYY-MM-DD` day written out, such as `1 December 2026`. */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}
