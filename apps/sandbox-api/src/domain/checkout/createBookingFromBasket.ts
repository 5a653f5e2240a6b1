import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types';
import { notFound, unprocessable } from '../../http/ApiProblem';
import type { AccountMail } from '../../mail/accountMail';
import type { CardDetail, PaymentDetail } from '../../providers/providerSessions';
import { todayIn } from '../calendar';
import { checkoutText } from '../checkoutMessages';
import {
  claimIdempotencyKey,
  findStoredReply,
  type IdempotentRequest,
  releaseClaim,
  requestHash,
  storeReply,
} from '../idempotency';
import { fromCents, toCents } from '../money';
import { recordBookingConsents } from '../notificationPreferences';
import { productUnitPrice } from '../productUnitPrice';
import { releaseHold } from '../unitHolds';
import { bookingMails } from './bookingMails';
import { resolveOwner } from './bookingOwner';
import { type CreatedBooking, replayFor, resultOf } from './checkoutResult';
import {
  type CheckoutContext,
  endSession,
  inCheckout,
  type LockedBasket,
  mayUseBasket,
  moveTo,
  wrongStep,
} from './lockedBasket';
import { setSession } from './providerReturn';
import { recordVerifiedIdentity } from './verifiedIdentity';

interface BookingProductLine {
  product_id: number;
  quantity: number;
  amount: number;
}

/**
 * Product lines of a booking, priced as the price calculation prices them ({@link productUnitPrice}
 * with the basket's period). Undefined when a product is no longer offered with the plan.
 */
async function bookingProducts(
  trx: Kysely<Database>,
  basket: LockedBasket,
): Promise<BookingProductLine[] | undefined> {
  const items = [
    ...(basket.request.oneTimeItems ?? []).map((item) => ({
      id: item.productId,
      quantity: item.quantity ?? 1,
    })),
    ...(basket.request.recurringItems ?? []).map((item) => ({
      id: item.recurringProductId,
      quantity: item.quantity ?? 1,
    })),
  ];
  if (items.length === 0) return [];
  const products = await trx
    .selectFrom('optional_product')
    .select(['id', 'frequency', 'amount', 'amount_weekly'])
    .where(
      'id',
      'in',
      items.map((item) => item.id),
    )
    .execute();
  const lines: BookingProductLine[] = [];
  for (const item of items) {
    const product = products.find((candidate) => candidate.id === item.id);
    const unitCents = product ? productUnitPrice(product, basket.price.period) : null;
    if (unitCents === null) return undefined;
    lines.push({
      product_id: item.id,
      quantity: item.quantity,
      amount: fromCents(unitCents * item.quantity),
    });
  }
  return lines;
}

/**
 * POST /checkout/{basketId}/booking: in one transaction finds the booking's owner (see
 * bookingOwner.ts: the signed-in account, a new account, or a guest record beside an existing
 * account), creates the booking with its products, captures the authorised payment into the first
 * invoice (paid; none when nothing was due), saves the card as the owner's payment method,
 * releases the hold (the booking now keeps the unit), records a passed identity check as the
 * owner's verified identity (verifiedIdentity.ts) and its accepted consents as the owner's consent
 * records, issues the mailed links' tokens and moves
 * the basket to `success`. After it committed, the mails go out: the confirmation, and the
 * activation (new account) or the claim (guest booking). With an Idempotency-Key a repeat replays
 * the first answer; without one it answers `wrong-step` with `success`.
 */
export async function createBookingFromBasket(
  ctx: CheckoutContext,
  basketId: number,
  idempotencyKey: string | undefined,
): Promise<CreatedBooking> {
  const idempotency: IdempotentRequest | undefined =
    idempotencyKey === undefined
      ? undefined
      : {
          scope: 'POST /checkout/{basketId}/booking',
          key: idempotencyKey,
          requestHash: requestHash({ basketId }),
        };
  if (idempotency) {
    const stored = await findStoredReply(ctx.db, idempotency, ctx.config.now(), ctx.language);
    if (stored) {
      // A replay shows the booking like GET .../result: only to whom may use the basket.
      const basket = await ctx.db
        .selectFrom('basket')
        .select('customer_id')
        .where('id', '=', String(basketId))
        .executeTakeFirst();
      if (!basket || !mayUseBasket(basket.customer_id, ctx.customerId)) {
        throw notFound(checkoutText('basketNotFound', ctx.language));
      }
      return replayFor(ctx.db, stored, ctx.customerId);
    }
  }

  const mails: AccountMail[] = [];
  const created = await inCheckout<CreatedBooking>(ctx, basketId, async (trx, basket, now) => {
    if (idempotency) {
      // A call with the same key that ran while this one waited for the basket lock.
      const stored = await findStoredReply(trx, idempotency, now, ctx.language);
      if (stored) return replayFor(trx, stored, ctx.customerId);
    }
    if (basket.step !== 'create-booking') return wrongStep(basket.step, ctx.language);
    if (idempotency) {
      const earlier = await claimIdempotencyKey(trx, idempotency, now, ctx.language);
      if (earlier) return replayFor(trx, earlier, ctx.customerId);
    }

    // The card authorisation from the payment step; without one the customer pays again.
    const payment = await trx
      .selectFrom('provider_session')
      .selectAll()
      .where('basket_id', '=', basket.row.id)
      .where('kind', '=', 'payment')
      .where('status', '=', 'authorised')
      .where('used', '=', true)
      .orderBy('updated_at', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    const paymentDetail = payment?.detail as PaymentDetail | undefined;
    const dueNowCents = toCents(basket.price.dueNow);
    if (!payment || !paymentDetail || toCents(paymentDetail.amount) !== Math.max(dueNowCents, 0)) {
      if (idempotency) await releaseClaim(trx, idempotency);
      if (payment) await setSession(trx, payment.id, { status: 'voided' }, now);
      await moveTo(trx, basket, 'payment', now);
      return unprocessable('payment-declined', checkoutText('paymentDeclined', ctx.language));
    }

    // The unit must still be this basket's (it is, while the basket lives; checked under its lock),
    // and every product still offered with the plan: one that is not (gone, or a weekly plan and no
    // weekly price any more) cannot be booked as it was priced, and the price endpoint refuses it
    // now. Either way the checkout ends and the customer starts again.
    const unit = await trx
      .selectFrom('unit')
      .select(['id', 'held_by_basket_id'])
      .where('id', '=', basket.row.unit_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const unitHeld =
      unit.held_by_basket_id !== null && String(unit.held_by_basket_id) === String(basket.row.id);
    const products = unitHeld ? await bookingProducts(trx, basket) : undefined;
    if (!products) {
      if (idempotency) await releaseClaim(trx, idempotency);
      await endSession(trx, basket, now);
      return wrongStep('session-ended', ctx.language);
    }

    const owner = await resolveOwner(trx, basket, ctx.customerId, now);
    await recordVerifiedIdentity(trx, basket, owner, now);
    const customerId = owner.customerId;
    const request = basket.request;
    const booking = await trx
      .insertInto('booking')
      .values({
        customer_id: customerId,
        location_id: basket.row.location_id,
        unit_id: basket.row.unit_id,
        unit_type_id: basket.row.unit_type_id,
        billing_period_id: request.billingPeriodId,
        insurance_id: request.insuranceId ?? null,
        basket_id: basket.row.id,
        move_in_date: basket.row.move_in_date,
        end_date: null,
        cancellation_reason: null,
        cancellation_comment: null,
        recurring_amount: basket.price.recurringAmount,
        currency_code: basket.price.currency,
        discount: basket.price.discount ? { ...basket.price.discount } : null,
        created_at: now,
        // A checkout with an identity check reaches this step only once it passed; one whose
        // customer was already verified at the tenant counts as checked; a location without one has none.
        identity_checked_at: basket.row.identity_check === 'not-required' ? null : now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    await recordBookingConsents(trx, {
      customerId,
      bookingId: booking.id,
      consents: request.consents,
      now,
    });
    if (products.length > 0) {
      await trx
        .insertInto('booking_product')
        .values(products.map((product) => ({ ...product, booking_id: booking.id })))
        .execute();
    }

    // Capture: the authorised amount becomes the paid first invoice.
    await setSession(
      trx,
      payment.id,
      { status: 'captured', detail: { ...paymentDetail, capturedAt: now.toISOString() } },
      now,
    );
    if (dueNowCents > 0) {
      const next = await sql<{
        id: string;
      }>`SELECT nextval(pg_get_serial_sequence('invoice', 'id')) AS id`.execute(trx);
      const invoiceId = Number(next.rows[0]?.id);
      const today = todayIn(basket.location.time_zone, now);
      await trx
        .insertInto('invoice')
        .values({
          id: invoiceId,
          number: `INV-${String(basket.row.location_id).padStart(2, '0')}-${String(invoiceId).padStart(5, '0')}`,
          customer_id: customerId,
          location_id: basket.row.location_id,
          booking_id: booking.id,
          issue_date: today,
          due_date: today,
          status: 'paid',
          amount: basket.price.dueNow,
          amount_due: 0,
          currency_code: basket.price.currency,
        })
        .execute();
    }
    if (paymentDetail.card) await saveCard(trx, customerId, basket.row.location_id, paymentDetail.card, now);

    await releaseHold(trx, basket.row.id);
    // The basket's customer is the signed-in one; an anonymous checkout stays without one.
    const basketCustomer = owner.kind === 'signed-in' ? customerId : null;
    await trx
      .updateTable('basket')
      .set({ step: 'success', booking_id: booking.id, customer_id: basketCustomer, updated_at: now })
      .where('id', '=', basket.row.id)
      .execute();
    basket.step = 'success';
    basket.row.booking_id = booking.id;
    basket.row.customer_id = basketCustomer;

    mails.push(
      ...(await bookingMails(trx, basket, { owner, bookingId: booking.id, requestOrigin: ctx.origin, now })),
    );
    const result = await resultOf(trx, basket, ctx.language, ctx.customerId);
    // Kept without the customer id: a replay names it only to its owner (see replayFor).
    if (idempotency) {
      await storeReply(trx, idempotency, { status: 201, body: { data: { ...result, customerId: null } } });
    }
    return { result, replayed: false };
  });
  // Sent once the booking is committed; a mail that cannot be delivered does not undo it.
  await Promise.all(mails.map((mail) => ctx.mailer.send(mail)));
  return created;
}

/** Keeps the card used at checkout as the customer's payment method at the location (once). */
async function saveCard(
  trx: Kysely<Database>,
  customerId: number,
  locationId: number,
  card: CardDetail,
  now: Date,
): Promise<void> {
  const known = await trx
    .selectFrom('payment_method')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('location_id', '=', locationId)
    .where('type', '=', 'card')
    .where('last4', '=', card.last4)
    .where('exp_month', '=', card.expMonth)
    .where('exp_year', '=', card.expYear)
    .executeTakeFirst();
  if (known) return;
  await trx
    .insertInto('payment_method')
    .values({
      customer_id: customerId,
      location_id: locationId,
      type: 'card',
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      holder_name: card.holderName,
      status: 'valid',
      created_at: now,
    })
    .execute();
}
