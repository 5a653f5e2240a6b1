import type english from './en';

/** Messages of the customer portal in pl. */
export default {} satisfies Record<keyof typeof english, string>;
