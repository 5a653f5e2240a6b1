import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in nl. */
export default {
  'limits.discountCodeAttempts':
    'Er zijn te veel kortingscodes geprobeerd. Wacht een minuut en probeer het dan opnieuw.',
} satisfies Record<keyof typeof english, string>;
