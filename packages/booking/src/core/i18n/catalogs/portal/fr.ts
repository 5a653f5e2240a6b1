import type english from './en';

/** Messages of the customer portal in fr. */
export default {} satisfies Record<keyof typeof english, string>;
