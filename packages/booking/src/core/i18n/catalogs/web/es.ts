import type english from './en';

/** Messages of the reference app shell (web.*) in es. */
export default {} satisfies Record<keyof typeof english, string>;
