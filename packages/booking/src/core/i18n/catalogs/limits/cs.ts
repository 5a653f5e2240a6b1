import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in cs. */
export default {
  'limits.discountCodeAttempts':
    'Bylo vyzkoušeno příliš mnoho slevových kódů. Počkejte minutu a zkuste to znovu.',
} satisfies Record<keyof typeof english, string>;
