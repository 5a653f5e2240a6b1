import { submitBooking } from '../domain/baskets';
import { asDiscountAttempt, discountAttemptOf } from '../domain/discountAttempts';
import type { Handlers } from '../http/operations';

/** POST /booking: see domain/baskets.ts for the rules and idempotency, domain/unitHolds.ts for the hold. */
export const bookingHandlers: Handlers = {
  // A submission with a discount code checks the code: an attempt like a validation (rate-limited).
  createBooking: (ctx) =>
    ctx.body.discountCode === null || ctx.body.discountCode === undefined
      ? submitBooking(ctx)
      : asDiscountAttempt(discountAttemptOf(ctx, ctx.body.unitTypeId), () => submitBooking(ctx)),
};
