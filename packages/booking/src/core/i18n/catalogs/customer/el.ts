import type english from './en';

/** Messages of the customer form in el. */
export default {} satisfies Record<keyof typeof english, string>;
