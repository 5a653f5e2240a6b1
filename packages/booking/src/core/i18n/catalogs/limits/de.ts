import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in de. */
export default {
  'limits.discountCodeAttempts':
    'Es wurden zu viele Rabattcodes ausprobiert. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
} satisfies Record<keyof typeof english, string>;
