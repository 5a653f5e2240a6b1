import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in fi. */
export default {
  'limits.discountCodeAttempts':
    'Alennuskoodeja on kokeiltu liian monta. Odota minuutti ja yritä sitten uudelleen.',
} satisfies Record<keyof typeof english, string>;
