import type english from './en';

/** Messages of the reference app booking pages (web.flow.*) in de. */
export default {} satisfies Record<keyof typeof english, string>;
