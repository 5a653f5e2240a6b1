import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in es. */
export default {
  'limits.discountCodeAttempts':
    'Se han probado demasiados códigos de descuento. Espere un minuto y vuelva a intentarlo.',
} satisfies Record<keyof typeof english, string>;
