import type { ReactNode } from 'react';

/** What the checkout pages show when this tab has no booking in its checkout. */
export function NoBookingInProgress(): ReactNode {
  return (
    <>
      <h1>No booking in progress</h1>
      <p>
        <a href="/">Start a booking</a>
      </p>
    </>
  );
}
