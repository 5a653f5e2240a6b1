import type english from './en';

/** Messages of the reference app shell (web.*) in pt. */
export default {} satisfies Record<keyof typeof english, string>;
