import type english from './en';

/** Messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal in nl. */
export default {} satisfies Record<keyof typeof english, string>;
