import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in sv. */
export default {
  'limits.discountCodeAttempts': 'För många rabattkoder har provats. Vänta en minut och försök sedan igen.',
} satisfies Record<keyof typeof english, string>;
