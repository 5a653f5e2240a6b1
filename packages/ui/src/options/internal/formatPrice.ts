import type { I18n } from '@stowly/booking';

/** How often an amount is charged: every week, every month, or once. */
export type ChargePeriod = 'weekly' | 'monthly' | 'one_time';

/**
 * A formatted amount with how often it is charged, such as "SEK 1,234.50 per month" or
 * "€ 9,00 einmalig", from `ui.options.price.perPeriod`.
 */
export function formatPrice(t: I18n['t'], price: string, period: ChargePeriod): string {
  return t('ui.options.price.perPeriod', { price, period });
}
