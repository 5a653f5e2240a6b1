import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in nb. */
export default {
  'limits.discountCodeAttempts': 'For mange rabattkoder er prøvd. Vent et minutt, og prøv deretter igjen.',
} satisfies Record<keyof typeof english, string>;
