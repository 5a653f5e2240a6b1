import { randomBytes } from 'node:crypto';
import type { Schema } from '@stowly/api-client';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { conflict, unprocessable } from '../http/ApiProblem';
import type { Reply, RequestContext } from '../http/operations';
import { isLoopbackHost } from '../identity/clients';
import { consumeCaptchaToken } from '../providers/captcha';
import type { IsoDate } from './calendar';
import { checkBookingRequest, priceBooking } from './checkBookingRequest';
import { identityCheckFor } from './checkout/verifiedIdentity';
import { checkoutText } from './checkoutMessages';
import { claimIdempotencyKey, findStoredReply, requestHash, storeReply } from './idempotency';
import { endBasket, holdFreeUnit, holdUntil } from './unitHolds';

type BookingRequest = Schema<'BookingRequest'>;

/** The booking payload as a basket keeps it: everything but the bot-check token. */
export type StoredBookingRequest = Omit<BookingRequest, 'recaptchaToken'>;

/** The step every checkout starts at: the card payment (a setup intent when nothing is due now). */
const FIRST_CHECKOUT_STEP = 'payment';

/**
 * A new basket id: 53 random bits (the id grants access to the checkout, so it must not be
 * guessable), at least 2^40 so every id has 13 or more digits, at most 2^53 - 1 (the contract's
 * largest id).
 */
function newBasketId(): number {
  for (;;) {
    const id = Number(randomBytes(8).readBigUInt64BE() >> 11n);
    if (id >= 2 ** 40) return id;
  }
}

/** Checkout steps before the payment is done: a basket there has not been paid. */
const UNPAID_STEPS = ['payment', 'payment-verify'];
/** Steps after which a basket is no longer live. */
const FINAL_STEPS = ['success', 'session-ended'];

interface SameBooking {
  unitTypeId: number;
  moveIn: IsoDate;
  email: string;
  /** The signed-in customer of the submission (a customer of the unit type's tenant), if any. */
  customerId: number | undefined;
  now: Date;
}

/**
 * Returning visitors: a submission for the same unit type and move-in date as an unpaid checkout
 * (step `payment` or `payment-verify`) submitted with the same email (compared case-insensitively)
 * or by the same signed-in customer ends that checkout (see {@link endBasket}) before it holds a
 * unit itself. So a visitor who left at the payment step and comes back from another browser starts
 * afresh instead of finding their own abandoned hold in the way, and the old unit is free again at
 * once. Paid checkouts are left alone. Answers how many checkouts were ended. The caller holds the
 * advisory lock on the email.
 */
async function endUnpaidBaskets(trx: Kysely<Database>, options: SameBooking): Promise<number> {
  const email = options.email.trim().toLowerCase();
  const customerId = options.customerId;
  const unpaid = await trx
    .selectFrom('basket')
    .select('id')
    .where('unit_type_id', '=', options.unitTypeId)
    .where('move_in_date', '=', options.moveIn)
    .where('step', 'in', UNPAID_STEPS)
    .where((eb) =>
      eb.or([
        eb(sql<string>`lower(basket.request->>'email')`, '=', email),
        ...(customerId === undefined ? [] : [eb('customer_id', '=', customerId)]),
      ]),
    )
    .orderBy('id')
    // A row another call changed while we waited for its lock is checked again against the WHERE
    // (PostgreSQL re-evaluates it on the newest version): a payment verified meanwhile keeps its
    // basket.
    .forUpdate()
    .execute();
  for (const basket of unpaid) await endBasket(trx, basket.id, options.now);
  return unpaid.length;
}

/**
 * The already-booked rule (409 `already-booked`). It applies to signed-in customers only: a
 * signed-in customer already holds this unit type for this move-in date when
 * - a booking of their account for the same unit type and move-in date is not cancelled or ending
 *   (no end date), or
 * - a live checkout of theirs (submitted while signed in; not expired, not ended, not yet a
 *   booking) for the same unit type and move-in date is past the payment: they paid for it.
 * It stops double bookings (a second tab, the back button after paying) without stopping a
 * customer from renting a second unit of the same type from another day. An unpaid checkout never
 * counts (see {@link endUnpaidBaskets}). An anonymous submission is never refused: whether an email
 * belongs to an account, has bookings or a checkout in progress is not told to a caller who has
 * not signed in. The caller holds the advisory lock on the email, so two submissions of one
 * customer cannot both pass the check.
 */
async function isAlreadyBooked(trx: Kysely<Database>, options: SameBooking): Promise<boolean> {
  const customerId = options.customerId;
  if (customerId === undefined) return false;
  const paid = await trx
    .selectFrom('basket')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('unit_type_id', '=', options.unitTypeId)
    .where('move_in_date', '=', options.moveIn)
    .where('step', 'not in', [...UNPAID_STEPS, ...FINAL_STEPS])
    .where('expires_at', '>', options.now)
    .limit(1)
    .executeTakeFirst();
  if (paid) return true;
  const booking = await trx
    .selectFrom('booking')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('unit_type_id', '=', options.unitTypeId)
    .where('move_in_date', '=', options.moveIn)
    .where('end_date', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return booking !== undefined;
}

/**
 * The origin of the app a submission came from, where the booking's mails link to: the request's
 * `Origin` header when the sandbox would also send a provider's customer back there (the origin
 * the API was called on, one registered for the tenant, or a loopback one of a development app),
 * else the origin the API was called on.
 */
async function appOriginOf(
  db: Kysely<Database>,
  options: { originHeader: string | undefined; requestOrigin: string; tenantId: number },
): Promise<string> {
  let origin: URL;
  try {
    origin = new URL(options.originHeader ?? '');
  } catch {
    return options.requestOrigin;
  }
  if ((origin.protocol !== 'http:' && origin.protocol !== 'https:') || origin.origin !== options.originHeader)
    return options.requestOrigin;
  if (origin.origin === options.requestOrigin) return origin.origin;
  if (origin.protocol === 'http:' && isLoopbackHost(origin.hostname)) return origin.origin;
  const tenant = await db
    .selectFrom('tenant')
    .select('allowed_origins')
    .where('id', '=', options.tenantId)
    .executeTakeFirst();
  return tenant?.allowed_origins.includes(origin.origin) ? origin.origin : options.requestOrigin;
}

/**
 * POST /booking: checks the submission, then in one transaction claims the Idempotency-Key, uses
 * up the bot-check token, applies the already-booked rule, ends the same visitor's unpaid checkout
 * of this unit type and date, holds a free unit and creates the basket with its price, whether its
 * checkout has an identity check (checkout/verifiedIdentity.ts) and the app origin its mails link to. A failure rolls all of it back (the token stays usable, the key
 * free, an unpaid checkout it would have ended still running).
 */
export async function submitBooking(ctx: RequestContext<'createBooking'>): Promise<Reply<'createBooking'>> {
  const { db, config, body, language } = ctx;
  const now = config.now();
  const idempotency = {
    scope: 'POST /booking',
    key: ctx.headers['idempotency-key'] ?? '',
    requestHash: requestHash(body),
  };
  const replayed = (stored: { body: unknown }): Reply<'createBooking'> => ({
    status: 201,
    body: stored.body as Schema<'BasketResponse'>,
    headers: { 'Idempotent-Replayed': 'true' },
  });

  const stored = await findStoredReply(db, idempotency, now, language);
  if (stored) return replayed(stored);

  const checked = await checkBookingRequest(db, body, { language, now, customerId: ctx.customerId });
  const price = await priceBooking(db, body, { language, now });
  const { recaptchaToken, ...request } = body;
  const appOrigin = await appOriginOf(db, {
    originHeader: ctx.headers.origin,
    requestOrigin: ctx.origin,
    tenantId: checked.location.tenant_id,
  });

  const outcome = await db.transaction().execute(async (trx) => {
    const earlier = await claimIdempotencyKey(trx, idempotency, now, language);
    if (earlier) return { kind: 'replay' as const, reply: earlier };

    if (!(await consumeCaptchaToken(trx, recaptchaToken, now))) {
      throw unprocessable('recaptcha-invalid', checkoutText('recaptchaInvalid', language), [
        { field: 'recaptchaToken', code: 'recaptcha' },
      ]);
    }

    // One submission per email at a time, so the checks below cannot be raced.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`booking:${body.email.trim().toLowerCase()}`}))`.execute(
      trx,
    );
    const same: SameBooking = {
      unitTypeId: body.unitTypeId,
      moveIn: body.moveInDate,
      email: body.email,
      customerId: checked.customerId,
      now,
    };
    // A signed-in customer may submit with another email: one of their submissions at a time, too.
    if (checked.customerId !== undefined) {
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`booking-customer:${checked.customerId}`}))`.execute(
        trx,
      );
    }
    if (await isAlreadyBooked(trx, same)) {
      throw conflict('already-booked', checkoutText('alreadyBooked', language));
    }
    await endUnpaidBaskets(trx, same);

    const basketId = newBasketId();
    const expiresAt = holdUntil(now, config.holdMinutes);
    const unit = await holdFreeUnit(trx, {
      unitTypeId: body.unitTypeId,
      moveIn: body.moveInDate,
      basketId,
      until: expiresAt,
      now,
    });
    if (!unit) throw conflict('unit-unavailable', checkoutText('unitUnavailable', language));
    // Decided here, by who submits: only a signed-in customer's basket may skip the identity check.
    const identityCheck = await identityCheckFor(trx, {
      locationId: checked.location.id,
      customerId: checked.customerId,
    });

    await trx
      .insertInto('basket')
      .values({
        id: basketId,
        location_id: checked.location.id,
        unit_type_id: body.unitTypeId,
        unit_id: unit.id,
        move_in_date: body.moveInDate,
        request,
        price,
        customer_id: checked.customerId ?? null,
        step: FIRST_CHECKOUT_STEP,
        expires_at: expiresAt,
        booking_id: null,
        app_origin: appOrigin,
        identity_check: identityCheck,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const answer: Schema<'BasketResponse'> = {
      data: {
        basketId,
        locationId: checked.location.id,
        checkoutStep: FIRST_CHECKOUT_STEP,
        expiresAt: expiresAt.toISOString(),
      },
    };
    await storeReply(trx, idempotency, { status: 201, body: answer });
    return { kind: 'created' as const, answer };
  });

  if (outcome.kind === 'replay') return replayed(outcome.reply);
  return { status: 201, body: outcome.answer };
}
