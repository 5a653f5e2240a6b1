import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in el. */
export default {
  'limits.discountCodeAttempts':
    'Δοκιμάστηκαν πάρα πολλοί κωδικοί έκπτωσης. Περιμένετε ένα λεπτό και δοκιμάστε ξανά.',
} satisfies Record<keyof typeof english, string>;
