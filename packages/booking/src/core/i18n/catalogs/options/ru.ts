import type english from './en';

/** Messages of the booking options: move-in date, billing plan, insurance, products and discount code in ru. */
export default {} satisfies Record<keyof typeof english, string>;
