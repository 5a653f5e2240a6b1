import type english from './en';

/** Messages of the customer portal in es. */
export default {} satisfies Record<keyof typeof english, string>;
