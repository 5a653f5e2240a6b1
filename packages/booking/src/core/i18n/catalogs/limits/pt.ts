import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in pt. */
export default {
  'limits.discountCodeAttempts':
    'Foram experimentados demasiados códigos de desconto. Aguarde um minuto e tente novamente.',
} satisfies Record<keyof typeof english, string>;
