import type english from './en';

/** Messages of the customer form in nb. */
export default {} satisfies Record<keyof typeof english, string>;
