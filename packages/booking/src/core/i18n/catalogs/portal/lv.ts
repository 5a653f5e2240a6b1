import type english from './en';

/** Messages of the customer portal in lv. */
export default {} satisfies Record<keyof typeof english, string>;
