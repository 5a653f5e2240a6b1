import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { loadBookingMoveIn } from '../moveIn';
import { type CheckoutContext, inCheckout, type LockedBasket, unitTypeRef, wrongStep } from './lockedBasket';

type CheckoutResult = Schema<'CheckoutResult'>;

/**
 * The result of a completed checkout as `caller` sees it: `customerId` is the caller's own id when
 * they are signed in and the booking is on their account, null for everyone else (an anonymous
 * caller never learns a customer id, not even of an account created for them).
 */
export async function resultOf(
  trx: Kysely<Database>,
  basket: LockedBasket,
  language: string,
  caller: number | undefined,
): Promise<CheckoutResult> {
  const bookingId = basket.row.booking_id;
  if (bookingId === null) throw new Error(`basket ${basket.row.id} is at success without a booking`);
  const booking = await trx
    .selectFrom('booking')
    .innerJoin('unit', 'unit.id', 'booking.unit_id')
    .select(['booking.id', 'booking.customer_id', 'unit.name as unit_name'])
    .where('booking.id', '=', bookingId)
    .executeTakeFirstOrThrow();
  const invoice = await trx
    .selectFrom('invoice')
    .select('id')
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  const moveIn = await loadBookingMoveIn(trx, bookingId);
  if (!moveIn) throw new Error(`booking ${bookingId} of basket ${basket.row.id} has no move-in facts`);
  return {
    basketId: Number(basket.row.id),
    bookingId: booking.id,
    customerId: ownId(booking.customer_id, caller),
    invoiceId: invoice?.id ?? null,
    locationId: basket.row.location_id,
    unitType: await unitTypeRef(trx, basket.row.unit_type_id, language),
    unitName: booking.unit_name,
    moveInDate: basket.row.move_in_date,
    email: basket.request.email,
    currency: basket.price.currency,
    dueNow: basket.price.dueNow,
    recurringAmount: basket.price.recurringAmount,
    // What anyone with the basket may know about move-in day: never the gate code.
    moveIn: moveIn.facts,
  };
}

/** The customer id a caller may see: their own, when the booking is theirs; otherwise null. */
function ownId(bookingCustomerId: number, caller: number | undefined): number | null {
  return caller !== undefined && bookingCustomerId === caller ? caller : null;
}

/** A stored (idempotent) answer as `caller` sees it; the stored one names no customer. */
export async function replayFor(
  db: Kysely<Database>,
  stored: { body: unknown },
  caller: number | undefined,
): Promise<CreatedBooking> {
  const result = (stored.body as Schema<'CheckoutResultResponse'>).data;
  let customerId: number | null = null;
  if (caller !== undefined) {
    const booking = await db
      .selectFrom('booking')
      .select('customer_id')
      .where('id', '=', result.bookingId)
      .executeTakeFirst();
    customerId = booking ? ownId(booking.customer_id, caller) : null;
  }
  return { result: { ...result, customerId }, replayed: true };
}

export interface CreatedBooking {
  result: CheckoutResult;
  replayed: boolean;
}

/** GET /checkout/{basketId}/result: the success page's data. */
export async function getCheckoutResult(ctx: CheckoutContext, basketId: number): Promise<CheckoutResult> {
  return inCheckout(ctx, basketId, async (trx, basket) => {
    if (basket.step !== 'success') return wrongStep(basket.step, ctx.language);
    return resultOf(trx, basket, ctx.language, ctx.customerId);
  });
}
