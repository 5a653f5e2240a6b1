import type english from './en';

/** Messages of the rate limits the booking pages meet: too many discount codes tried, in ru. */
export default {
  'limits.discountCodeAttempts':
    'Слишком много попыток ввести промокод. Подождите минуту и попробуйте снова.',
} satisfies Record<keyof typeof english, string>;
