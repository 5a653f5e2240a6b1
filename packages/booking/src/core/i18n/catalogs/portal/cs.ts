import type english from './en';

/** Messages of the customer portal in cs. */
export default {} satisfies Record<keyof typeof english, string>;
