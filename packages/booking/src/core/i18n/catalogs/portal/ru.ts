import type english from './en';

/** Messages of the customer portal in ru. */
export default {} satisfies Record<keyof typeof english, string>;
