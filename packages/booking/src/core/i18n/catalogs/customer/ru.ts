import type english from './en';

/** Messages of the customer form in ru. */
export default {} satisfies Record<keyof typeof english, string>;
