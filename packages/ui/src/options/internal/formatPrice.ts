import {
  type CustomerType,
  type I18n,
  pricesIncludeTax,
  shownAmount,
  type TaxedPrice,
} from '@stowly/booking';

/** How often an amount is charged: every week, every month, or once. */
export type ChargePeriod = 'weekly' | 'monthly' | 'one_time';

/**
 * A price with how often it is charged, as `customerType` pays it: with tax for private customers
 * (and before the type is chosen), such as "SEK 1,234.50 per month"; without tax for business
 * customers, labelled so, such as "SEK 987.60 per month excl. VAT" (`ui.options.price.perPeriod`,
 * `ui.price.exclTax`).
 */
export function formatPrice(
  i18n: Pick<I18n, 't' | 'formatMoney'>,
  price: TaxedPrice,
  currency: string,
  period: ChargePeriod,
  customerType: CustomerType | undefined,
): string {
  const { t, formatMoney } = i18n;
  const text = t('ui.options.price.perPeriod', {
    price: formatMoney(shownAmount(price, customerType), currency),
    period,
  });
  return pricesIncludeTax(customerType) ? text : t('ui.price.exclTax', { price: text });
}
