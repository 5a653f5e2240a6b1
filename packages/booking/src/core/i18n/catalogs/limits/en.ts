/**
 * English messages of the rate limits the booking pages meet: too many discount codes tried
 * (the API's 429 `too-many-requests`; limits.*). The reference for the other languages.
 */
export default {
  'limits.discountCodeAttempts': 'Too many discount codes were tried. Please wait a minute, then try again.',
} as const satisfies Record<string, string>;
