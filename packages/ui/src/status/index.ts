// The public exports of the error and status pages: not found, forbidden, server error, session ended, already booked, e-signature and ID check outcomes, frame refusal.
export {};
