import { randomBytes } from 'node:crypto';
import type { Schema } from '@stowly/api-client';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/types';
import { ApiProblem, conflict, notFound, type ProblemDetail, unprocessable } from '../http/ApiProblem';
import type { Reply, RequestContext } from '../http/operations';
import { isLoopbackHost } from '../identity/clients';
import { consumeCaptchaToken } from '../providers/captcha';
import { freeUnitsQuery } from './availability';
import { bookingWindow, outsideWindow } from './bookingWindow';
import type { IsoDate } from './calendar';
import { checkoutText } from './checkoutMessages';
import { claimIdempotencyKey, findStoredReply, requestHash, storeReply } from './idempotency';
import { calculatePrice } from './pricing';

type BookingRequest = Schema<'BookingRequest'>;
type PriceCalculation = Schema<'PriceCalculation'>;

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

/** When a hold taken or extended at `now` runs out. */
export function holdUntil(now: Date, holdMinutes: number): Date {
  return new Date(now.getTime() + holdMinutes * 60_000);
}

/**
 * Holds one free unit of the unit type for the basket, inside the submission's transaction.
 *
 * A candidate is picked with `FOR UPDATE SKIP LOCKED`: a unit another submission is holding right
 * now is skipped instead of waited for. The hold is then written on that same locked row by an
 * UPDATE whose WHERE repeats the freedom check (no live hold, no booking that runs on the move-in
 * day): under READ COMMITTED that statement reads the newest committed row, so a unit that was
 * held or booked between our snapshot and our lock is never held twice. Answers the held unit,
 * or undefined when none is free.
 */
async function holdFreeUnit(
  trx: Kysely<Database>,
  options: { unitTypeId: number; moveIn: IsoDate; basketId: number; until: Date; now: Date },
): Promise<{ id: number; name: string } | undefined> {
  const tried: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    let candidates = freeUnitsQuery(trx, options.unitTypeId, options.moveIn, options.now);
    if (tried.length > 0) candidates = candidates.where('unit.id', 'not in', tried);
    const candidate = await candidates.limit(1).forUpdate().skipLocked().executeTakeFirst();
    if (!candidate) return undefined;
    const held = await trx
      .updateTable('unit')
      .set({ held_by_basket_id: options.basketId, held_until: options.until })
      .where('unit.id', '=', candidate.id)
      .where((eb) => eb.or([eb('unit.held_until', 'is', null), eb('unit.held_until', '<=', options.now)]))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('booking')
              .select(sql`1`.as('one'))
              .whereRef('booking.unit_id', '=', 'unit.id')
              .where((eb) =>
                eb.or([eb('booking.end_date', 'is', null), eb('booking.end_date', '>=', options.moveIn)]),
              ),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(held.numUpdatedRows) === 1) return candidate;
    tried.push(candidate.id);
  }
  return undefined;
}

/** Lets go of the unit a basket holds (the basket ended or became a booking). */
export async function releaseHold(trx: Kysely<Database>, basketId: number | string): Promise<void> {
  await trx
    .updateTable('unit')
    .set({ held_by_basket_id: null, held_until: null })
    .where('held_by_basket_id', '=', String(basketId))
    .execute();
}

/** Moves the hold of a basket's unit to `until`, together with the basket's `expires_at`. */
export async function extendHold(
  trx: Kysely<Database>,
  basketId: number | string,
  until: Date,
): Promise<void> {
  await trx
    .updateTable('unit')
    .set({ held_until: until })
    .where('held_by_basket_id', '=', String(basketId))
    .execute();
  await trx.updateTable('basket').set({ expires_at: until }).where('id', '=', String(basketId)).execute();
}

/**
 * Ends a checkout that has not become a booking: step `session-ended`, its unit released, and any
 * card authorisation of it voided (so an ended checkout never leaves a charge behind). The caller
 * holds the basket's row lock.
 */
export async function endBasket(trx: Kysely<Database>, basketId: number | string, now: Date): Promise<void> {
  await trx
    .updateTable('basket')
    .set({ step: 'session-ended', updated_at: now })
    .where('id', '=', String(basketId))
    .execute();
  await releaseHold(trx, basketId);
  await trx
    .updateTable('provider_session')
    .set({ status: 'voided', updated_at: now })
    .where('basket_id', '=', String(basketId))
    .where('kind', '=', 'payment')
    .where('status', 'in', ['pending', 'requires-verification', 'authorised'])
    .execute();
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

/** Location, unit type and signed-in customer of a valid booking request. */
interface CheckedRequest {
  location: { id: number; tenant_id: number };
  /** The signed-in customer when they are a customer of the location's tenant. */
  customerId: number | undefined;
}

const TRIMMED_REQUIRED = ['firstname', 'lastname', 'phoneNumber', 'street', 'city', 'postalCode'] as const;

/**
 * The business rules of a booking submission that need no lock, in the order a client can fix
 * them: ids that must exist and belong together (404), blank required fields (400), required
 * consents (422), the booking window (422).
 */
async function checkBookingRequest(
  db: Kysely<Database>,
  body: BookingRequest,
  options: { language: string; now: Date; customerId: number | undefined },
): Promise<CheckedRequest> {
  const { language, now } = options;
  const locationId = body.locationIds[0];
  const location =
    locationId === undefined
      ? undefined
      : await db.selectFrom('location').selectAll().where('id', '=', locationId).executeTakeFirst();
  if (!location) throw notFound(checkoutText('locationNotFound', language));

  const unitType = await db
    .selectFrom('unit_type')
    .select('id')
    .where('id', '=', body.unitTypeId)
    .where('location_id', '=', location.id)
    .executeTakeFirst();
  if (!unitType) throw notFound(checkoutText('unitTypeNotFound', language));

  const categoryId = body.unitTypeCategoryId ?? null;
  if (categoryId !== null) {
    const member = await db
      .selectFrom('unit_type_category_member')
      .innerJoin('unit_type_category', 'unit_type_category.id', 'unit_type_category_member.category_id')
      .select('unit_type_category.id')
      .where('unit_type_category_member.unit_type_id', '=', unitType.id)
      .where('unit_type_category_member.category_id', '=', categoryId)
      .where('unit_type_category.location_id', '=', location.id)
      .executeTakeFirst();
    if (!member) throw notFound(checkoutText('categoryNotFound', language));
  }

  const country = await db
    .selectFrom('country')
    .select('id')
    .where('id', '=', body.countryId)
    .executeTakeFirst();
  if (!country) throw notFound(checkoutText('countryNotFound', language));

  const bookingLanguage = body.languageId.toLowerCase();
  if (!location.languages.some((offered) => offered.id === bookingLanguage)) {
    throw notFound(checkoutText('languageNotOffered', language, { language: body.languageId }));
  }

  const blank: ProblemDetail[] = TRIMMED_REQUIRED.filter((field) => body[field].trim() === '').map(
    (field) => ({
      field,
      code: 'required',
    }),
  );
  if (body.customerType === 'business' && (body.companyName ?? '').trim() === '') {
    blank.push({ field: 'companyName', code: 'required' });
  }
  if (blank.length > 0) {
    throw new ApiProblem(400, 'bad-request', checkoutText('requiredFields', language), blank);
  }

  const missingConsents = location.consents
    .filter(
      (consent) =>
        consent.required && !body.consents.some((given) => given.type === consent.type && given.accepted),
    )
    .map((consent) => ({ field: `consents.${consent.type}`, code: 'required' }));
  if (missingConsents.length > 0) {
    throw unprocessable('consent-required', checkoutText('consentRequired', language), missingConsents);
  }

  const window = bookingWindow(location, now);
  const outside = outsideWindow(window, body.moveInDate);
  if (outside) {
    throw unprocessable(
      'invalid-move-in-date',
      outside === 'minDate'
        ? checkoutText('moveInTooEarly', language, { date: window.earliest })
        : checkoutText('moveInTooLate', language, { date: window.latest }),
      [{ field: 'moveInDate', code: outside }],
    );
  }

  let customerId: number | undefined;
  if (options.customerId !== undefined) {
    const customer = await db
      .selectFrom('customer')
      .select('id')
      .where('id', '=', options.customerId)
      .where('tenant_id', '=', location.tenant_id)
      .executeTakeFirst();
    customerId = customer?.id;
  }
  return { location: { id: location.id, tenant_id: location.tenant_id }, customerId };
}

/** Prices the submission the way POST /unit-type/{id}/price does; its problems name booking fields. */
async function priceBooking(
  db: Kysely<Database>,
  body: BookingRequest,
  context: { language: string; now: Date },
): Promise<PriceCalculation> {
  try {
    return await calculatePrice(
      db,
      body.unitTypeId,
      {
        billingPeriodId: body.billingPeriodId,
        moveIn: body.moveInDate,
        customerType: body.customerType,
        discountCode: body.discountCode ?? null,
        insuranceId: body.insuranceId ?? null,
        insuranceBillingPeriodId: body.insuranceBillingPeriodId ?? null,
        oneTimeItems: body.oneTimeItems ?? [],
        recurringItems: body.recurringItems ?? [],
      },
      context,
    );
  } catch (error) {
    if (error instanceof ApiProblem) {
      throw new ApiProblem(
        error.status,
        error.code,
        error.message,
        error.details.map((detail) =>
          detail.field === 'moveIn' ? { ...detail, field: 'moveInDate' } : detail,
        ),
        error.currentStep,
      );
    }
    throw error;
  }
}

/**
 * POST /booking: checks the submission, then in one transaction claims the Idempotency-Key, uses
 * up the bot-check token, applies the already-booked rule, ends the same visitor's unpaid checkout
 * of this unit type and date, holds a free unit and creates the basket with its price and the
 * app origin its mails link to. A failure rolls all of it back (the token stays usable, the key
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
