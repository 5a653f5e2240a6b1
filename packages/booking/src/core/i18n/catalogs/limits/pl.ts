import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in pl. */
export default {
  'limits.discountCodeAttempts':
    'Wypróbowano zbyt wiele kodów rabatowych. Odczekaj minutę i spróbuj ponownie.',
} satisfies Record<keyof typeof english, string>;
