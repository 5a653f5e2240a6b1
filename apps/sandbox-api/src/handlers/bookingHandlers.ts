import { submitBooking } from '../domain/baskets';
import type { Handlers } from '../http/operations';

/** POST /booking: see domain/baskets.ts for the rules, the unit hold and idempotency. */
export const bookingHandlers: Handlers = {
  createBooking: (ctx) => submitBooking(ctx),
};
