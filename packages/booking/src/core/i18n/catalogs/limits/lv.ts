import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in lv. */
export default {
  'limits.discountCodeAttempts':
    'Izmēģināts pārāk daudz atlaides kodu. Lūdzu, uzgaidiet minūti un mēģiniet vēlreiz.',
} satisfies Record<keyof typeof english, string>;
