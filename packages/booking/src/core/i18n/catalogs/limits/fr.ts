import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in fr. */
export default {
  'limits.discountCodeAttempts':
    'Trop de codes de réduction ont été essayés. Veuillez patienter une minute, puis réessayer.',
} satisfies Record<keyof typeof english, string>;
