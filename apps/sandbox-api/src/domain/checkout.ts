import type { Schema } from '@stowly/api-client';
import { type Kysely, type Selectable, sql } from 'kysely';
import { accountLink, issueAccountToken } from '../accounts/accountTokens';
import type { SandboxConfig } from '../config';
import type { BasketTable, Database } from '../db/types';
import { ApiProblem, conflict, notFound, unprocessable } from '../http/ApiProblem';
import type { AccountMail, MailBookingSummary, Mailer } from '../mail/accountMail';
import {
  type CardDetail,
  type CheckoutSessionKind,
  checkReturnUrl,
  effectiveStatus,
  jsonb,
  newSessionId,
  type PaymentDetail,
  type ProviderSession,
  sessionPageUrl,
} from '../providers/providerSessions';
import { endBasket, extendHold, holdUntil, releaseHold, type StoredBookingRequest } from './baskets';
import { todayIn } from './calendar';
import { checkoutText } from './checkoutMessages';
import { pick } from './i18n';
import {
  claimIdempotencyKey,
  findStoredReply,
  type IdempotentRequest,
  releaseClaim,
  requestHash,
  storeReply,
} from './idempotency';
import { toCents } from './money';

type CheckoutStep = Schema<'CheckoutStep'>;
type CheckoutState = Schema<'CheckoutState'>;
type CheckoutResult = Schema<'CheckoutResult'>;
type PaymentSession = Schema<'PaymentSession'>;
type PriceCalculation = Schema<'PriceCalculation'>;
type Basket = Selectable<BasketTable>;

/*
 * The checkout state machine of a basket (contract, Checkout tag):
 *
 *   payment ─▶ [payment-verify] ─▶ e-signature ─▶ id-check ─▶ create-booking ─▶ success
 *
 * with the side states e-signature-cancelled/-expired, id-check-cancelled/-expired/-in-progress,
 * and session-ended once `expires_at` has passed before success. Locations that do not require an
 * e-signature or an identity check skip that step. Every call runs in one transaction that locks
 * the basket row, so calls on one basket never interleave. A completed step (payment verified,
 * contract signed, identity passed) moves `expires_at`, and the unit's hold with it, to now plus
 * the hold time.
 */

const E_SIGNATURE_STEPS: readonly CheckoutStep[] = [
  'e-signature',
  'e-signature-cancelled',
  'e-signature-expired',
];
const ID_CHECK_STEPS: readonly CheckoutStep[] = ['id-check', 'id-check-cancelled', 'id-check-expired'];
const FINAL_STEPS: readonly CheckoutStep[] = ['success', 'session-ended'];

/** What a checkout call needs from its request. */
export interface CheckoutContext {
  db: Kysely<Database>;
  config: SandboxConfig;
  /** Sends the mails of a completed booking (after its transaction committed). */
  mailer: Mailer;
  language: string;
  /** The signed-in caller, when a valid bearer token came with the request. */
  customerId: number | undefined;
  origin: string;
}

interface LocationRules {
  id: number;
  tenant_id: number;
  time_zone: string;
  requires_e_signature: boolean;
  requires_id_check: boolean;
}

/** A basket locked for this transaction, with what its steps depend on. */
interface LockedBasket {
  row: Basket;
  step: CheckoutStep;
  location: LocationRules;
  request: StoredBookingRequest;
  price: PriceCalculation;
}

/** The step after a completed one, skipping what the location does not require. */
function stepAfter(location: LocationRules, completed: 'payment' | 'e-signature' | 'id-check'): CheckoutStep {
  if (completed === 'payment' && location.requires_e_signature) return 'e-signature';
  if (completed !== 'id-check' && location.requires_id_check) return 'id-check';
  return 'create-booking';
}

function wrongStep(step: CheckoutStep, language: string): ApiProblem {
  return new ApiProblem(
    409,
    'wrong-step',
    step === 'session-ended'
      ? checkoutText('sessionEnded', language)
      : checkoutText('wrongStep', language, { step }),
    [],
    step,
  );
}

/**
 * Who may use a basket's checkout: a basket made by a signed-in customer (`customer_id` set) only
 * with that customer's token; an anonymous one with its id alone (the id is the secret: random,
 * 53 bits). Everyone else is answered as for an unknown basket (404), so a basket's id tells
 * nothing about whether it exists or whose it is.
 */
export function mayUseBasket(basketCustomerId: number | null, callerId: number | undefined): boolean {
  return basketCustomerId === null || basketCustomerId === callerId;
}

/**
 * Runs one checkout call on a locked basket. An expired basket is ended first (step
 * `session-ended`, its unit released, any card authorisation voided). `work` answers a value, or
 * an ApiProblem to answer after committing what it changed; anything it throws rolls back.
 */
async function inCheckout<T>(
  ctx: CheckoutContext,
  basketId: number,
  work: (trx: Kysely<Database>, basket: LockedBasket, now: Date) => Promise<T | ApiProblem>,
): Promise<T> {
  const now = ctx.config.now();
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('basket')
      .selectAll()
      .where('id', '=', String(basketId))
      .forUpdate()
      .executeTakeFirst();
    if (!row || !mayUseBasket(row.customer_id, ctx.customerId)) {
      return notFound(checkoutText('basketNotFound', ctx.language));
    }
    const location = await trx
      .selectFrom('location')
      .select(['id', 'tenant_id', 'time_zone', 'requires_e_signature', 'requires_id_check'])
      .where('id', '=', row.location_id)
      .executeTakeFirstOrThrow();
    const basket: LockedBasket = {
      row,
      step: row.step as CheckoutStep,
      location,
      request: row.request as unknown as StoredBookingRequest,
      price: row.price as unknown as PriceCalculation,
    };
    if (!FINAL_STEPS.includes(basket.step) && row.expires_at.getTime() <= now.getTime()) {
      await endSession(trx, basket, now);
    }
    return work(trx, basket, now);
  });
  if (outcome instanceof ApiProblem) throw outcome;
  return outcome;
}

/** Ends an unfinished checkout: step `session-ended`, the unit released, card authorisations voided. */
async function endSession(trx: Kysely<Database>, basket: LockedBasket, now: Date): Promise<void> {
  await endBasket(trx, basket.row.id, now);
  basket.step = 'session-ended';
  basket.row.step = 'session-ended';
}

/**
 * Moves the basket to `step`. `extendMinutes` is given when a step was completed: the basket's
 * expiry and the unit's hold move to now plus that many minutes.
 */
async function moveTo(
  trx: Kysely<Database>,
  basket: LockedBasket,
  step: CheckoutStep,
  now: Date,
  extendMinutes?: number,
): Promise<void> {
  await trx.updateTable('basket').set({ step, updated_at: now }).where('id', '=', basket.row.id).execute();
  basket.step = step;
  basket.row.step = step;
  if (extendMinutes !== undefined) {
    const until = holdUntil(now, extendMinutes);
    await extendHold(trx, basket.row.id, until);
    basket.row.expires_at = until;
  }
}

async function unitTypeRef(trx: Kysely<Database>, unitTypeId: number, language: string) {
  const unitType = await trx
    .selectFrom('unit_type')
    .select(['id', 'name'])
    .where('id', '=', unitTypeId)
    .executeTakeFirstOrThrow();
  return { id: unitType.id, name: pick(unitType.name, language) };
}

async function stateOf(
  trx: Kysely<Database>,
  basket: LockedBasket,
  language: string,
): Promise<CheckoutState> {
  return {
    basketId: Number(basket.row.id),
    locationId: basket.row.location_id,
    step: basket.step,
    expiresAt: basket.row.expires_at.toISOString(),
    unitType: await unitTypeRef(trx, basket.row.unit_type_id, language),
    moveInDate: basket.row.move_in_date,
    currency: basket.price.currency,
    dueNow: basket.price.dueNow,
    recurringAmount: basket.price.recurringAmount,
    email: basket.request.email,
    bookingId: basket.row.booking_id,
  };
}

async function findSession(
  trx: Kysely<Database>,
  sessionId: string,
  kind: CheckoutSessionKind,
): Promise<ProviderSession | undefined> {
  return trx
    .selectFrom('provider_session')
    .selectAll()
    .where('id', '=', sessionId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
}

async function setSession(
  trx: Kysely<Database>,
  sessionId: string,
  changes: { status?: string; used?: boolean; detail?: object },
  now: Date,
): Promise<void> {
  const { detail, ...rest } = changes;
  await trx
    .updateTable('provider_session')
    .set({ ...rest, ...(detail ? { detail: jsonb(detail) } : {}), updated_at: now })
    .where('id', '=', sessionId)
    .execute();
}

/**
 * The checks every provider return makes, in the contract's order: an ended basket answers
 * `wrong-step`/`session-ended`, an unknown session 404, a session of another basket
 * `foreign-session`, a session already reported `session-used`, a basket not at one of `steps`
 * `wrong-step`. None of them change anything.
 */
async function checkReturn(
  trx: Kysely<Database>,
  basket: LockedBasket,
  options: {
    sessionId: string;
    kind: CheckoutSessionKind;
    steps: readonly CheckoutStep[];
    unknown: ApiProblem;
    language: string;
  },
): Promise<ProviderSession | ApiProblem> {
  if (basket.step === 'session-ended') return wrongStep('session-ended', options.language);
  const session = await findSession(trx, options.sessionId, options.kind);
  if (!session) return options.unknown;
  if (session.basket_id === null || String(session.basket_id) !== String(basket.row.id)) {
    return conflict('foreign-session', checkoutText('foreignSession', options.language));
  }
  if (session.used) return conflict('session-used', checkoutText('sessionUsed', options.language));
  if (!options.steps.includes(basket.step)) return wrongStep(basket.step, options.language);
  return session;
}

/** An identity check reported as in progress that has since passed moves the basket on. */
async function settleIdCheckInProgress(
  trx: Kysely<Database>,
  basket: LockedBasket,
  now: Date,
  config: SandboxConfig,
): Promise<void> {
  if (basket.step !== 'id-check-in-progress') return;
  const session = await trx
    .selectFrom('provider_session')
    .selectAll()
    .where('basket_id', '=', basket.row.id)
    .where('kind', '=', 'id-check')
    .where('used', '=', true)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!session) return;
  const status = effectiveStatus(session, now, config);
  if (status === session.status) return;
  await setSession(trx, session.id, { status }, now);
  if (status === 'passed') {
    await moveTo(trx, basket, stepAfter(basket.location, 'id-check'), now, config.holdMinutes);
  }
}

/** GET /checkout/{basketId}: the current step; settles an identity check that finished meanwhile. */
export async function getCheckoutState(ctx: CheckoutContext, basketId: number): Promise<CheckoutState> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    await settleIdCheckInProgress(trx, basket, now, ctx.config);
    return stateOf(trx, basket, ctx.language);
  });
}

/** POST /checkout/{basketId}/payment: opens (or returns the open) payment session, at `payment` or `payment-verify`. */
export async function startPayment(
  ctx: CheckoutContext,
  basketId: number,
  returnUrl: string,
): Promise<PaymentSession> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    // At payment-verify the provider still waits for the customer (3-D Secure): the open session
    // is handed out again so the customer can finish it.
    if (basket.step !== 'payment' && basket.step !== 'payment-verify')
      return wrongStep(basket.step, ctx.language);
    const target = await checkReturnUrl(trx, {
      returnUrl,
      origin: ctx.origin,
      tenantId: basket.location.tenant_id,
      language: ctx.language,
    });
    const dueNow = basket.price.dueNow;
    const detail: PaymentDetail = {
      intentType: toCents(dueNow) > 0 ? 'payment' : 'setup',
      amount: toCents(dueNow) > 0 ? dueNow : 0,
      currency: basket.price.currency,
    };
    const open = await trx
      .selectFrom('provider_session')
      .select('id')
      .where('basket_id', '=', basket.row.id)
      .where('kind', '=', 'payment')
      .where('used', '=', false)
      .where('status', 'in', ['pending', 'requires-verification'])
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    let sessionId: string;
    if (open) {
      sessionId = open.id;
      await trx
        .updateTable('provider_session')
        .set({ return_url: target, updated_at: now })
        .where('id', '=', sessionId)
        .execute();
    } else {
      sessionId = newSessionId('payment');
      await trx
        .insertInto('provider_session')
        .values({
          id: sessionId,
          kind: 'payment',
          basket_id: basket.row.id,
          customer_id: basket.row.customer_id,
          location_id: basket.row.location_id,
          status: 'pending',
          detail: jsonb(detail),
          return_url: target,
          used: false,
          ready_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    return {
      provider: 'sandbox',
      intentType: detail.intentType,
      clientSecret: null,
      publishableKey: null,
      redirectUrl: sessionPageUrl(ctx.origin, 'payment', sessionId),
      amount: detail.amount,
      currency: detail.currency,
    } satisfies PaymentSession;
  });
}

/**
 * POST /checkout/{basketId}/payment/verify: reads the outcome the payment page recorded on the
 * session. Authorised: the payment step is done. Still waiting for the customer (no card yet, or
 * the 3-D Secure challenge open): `payment-verify`. Declined or cancelled: back to `payment` and
 * 422 `payment-declined`.
 */
export async function verifyPayment(
  ctx: CheckoutContext,
  basketId: number,
  paymentReference: string,
): Promise<CheckoutState> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    const session = await checkReturn(trx, basket, {
      sessionId: paymentReference,
      kind: 'payment',
      steps: ['payment', 'payment-verify'],
      unknown: notFound(checkoutText('paymentReferenceUnknown', ctx.language)),
      language: ctx.language,
    });
    if (session instanceof ApiProblem) return session;
    switch (session.status) {
      case 'authorised':
        await setSession(trx, session.id, { used: true }, now);
        await moveTo(trx, basket, stepAfter(basket.location, 'payment'), now, ctx.config.holdMinutes);
        return stateOf(trx, basket, ctx.language);
      case 'pending':
      case 'requires-verification':
        await moveTo(trx, basket, 'payment-verify', now);
        return stateOf(trx, basket, ctx.language);
      default:
        // declined, canceled or voided: the customer tries again with a fresh payment session.
        await setSession(trx, session.id, { used: true }, now);
        await moveTo(trx, basket, 'payment', now);
        return unprocessable('payment-declined', checkoutText('paymentDeclined', ctx.language));
    }
  });
}

/** Opens a fresh e-signature or identity-check session; older open ones of the basket are superseded. */
async function startRedirectSession(
  ctx: CheckoutContext,
  basketId: number,
  returnUrl: string,
  kind: 'e-signature' | 'id-check',
): Promise<{ redirectUrl: string }> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    const steps = kind === 'e-signature' ? E_SIGNATURE_STEPS : ID_CHECK_STEPS;
    if (!steps.includes(basket.step)) return wrongStep(basket.step, ctx.language);
    const target = await checkReturnUrl(trx, {
      returnUrl,
      origin: ctx.origin,
      tenantId: basket.location.tenant_id,
      language: ctx.language,
    });
    await trx
      .updateTable('provider_session')
      .set({ status: 'superseded', used: true, updated_at: now })
      .where('basket_id', '=', basket.row.id)
      .where('kind', '=', kind)
      .where('used', '=', false)
      .execute();
    const sessionId = newSessionId(kind);
    await trx
      .insertInto('provider_session')
      .values({
        id: sessionId,
        kind,
        basket_id: basket.row.id,
        customer_id: basket.row.customer_id,
        location_id: basket.row.location_id,
        status: 'pending',
        detail: jsonb({}),
        return_url: target,
        used: false,
        ready_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    // A retry from the cancelled or expired page is back at the step itself.
    await moveTo(trx, basket, kind, now);
    return { redirectUrl: sessionPageUrl(ctx.origin, kind, sessionId) };
  });
}

/** POST /checkout/{basketId}/e-signature. */
export function startESignature(ctx: CheckoutContext, basketId: number, returnUrl: string) {
  return startRedirectSession(ctx, basketId, returnUrl, 'e-signature');
}

/** POST /checkout/{basketId}/id-check. */
export function startIdCheck(ctx: CheckoutContext, basketId: number, returnUrl: string) {
  return startRedirectSession(ctx, basketId, returnUrl, 'id-check');
}

/**
 * POST /checkout/{basketId}/e-signature/return: signed moves on, cancelled and expired go to their
 * side steps. A session the customer has not acted on yet changes nothing.
 */
export async function completeESignature(
  ctx: CheckoutContext,
  basketId: number,
  sessionId: string,
): Promise<CheckoutState> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    const session = await checkReturn(trx, basket, {
      sessionId,
      kind: 'e-signature',
      steps: E_SIGNATURE_STEPS,
      unknown: notFound(checkoutText('signingSessionUnknown', ctx.language)),
      language: ctx.language,
    });
    if (session instanceof ApiProblem) return session;
    const status = effectiveStatus(session, now, ctx.config);
    if (status === 'signed') {
      await setSession(trx, session.id, { used: true }, now);
      await moveTo(trx, basket, stepAfter(basket.location, 'e-signature'), now, ctx.config.holdMinutes);
    } else if (status === 'cancelled' || status === 'expired') {
      await setSession(trx, session.id, { status, used: true }, now);
      await moveTo(
        trx,
        basket,
        status === 'cancelled' ? 'e-signature-cancelled' : 'e-signature-expired',
        now,
      );
    }
    return stateOf(trx, basket, ctx.language);
  });
}

/**
 * POST /checkout/{basketId}/id-check/return: passed moves on; in progress waits (the client polls
 * GET /checkout/{basketId}); cancelled and expired go to their side steps. A session the customer
 * has not acted on yet changes nothing.
 */
export async function completeIdCheck(
  ctx: CheckoutContext,
  basketId: number,
  sessionId: string,
): Promise<CheckoutState> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    const session = await checkReturn(trx, basket, {
      sessionId,
      kind: 'id-check',
      steps: ID_CHECK_STEPS,
      unknown: notFound(checkoutText('idCheckSessionUnknown', ctx.language)),
      language: ctx.language,
    });
    if (session instanceof ApiProblem) return session;
    const status = effectiveStatus(session, now, ctx.config);
    if (status === 'passed') {
      await setSession(trx, session.id, { status, used: true }, now);
      await moveTo(trx, basket, stepAfter(basket.location, 'id-check'), now, ctx.config.holdMinutes);
    } else if (status === 'in-progress') {
      await setSession(trx, session.id, { used: true }, now);
      await moveTo(trx, basket, 'id-check-in-progress', now);
    } else if (status === 'cancelled' || status === 'expired') {
      await setSession(trx, session.id, { status, used: true }, now);
      await moveTo(trx, basket, status === 'cancelled' ? 'id-check-cancelled' : 'id-check-expired', now);
    }
    return stateOf(trx, basket, ctx.language);
  });
}

/**
 * Who a completed booking belongs to (booking, invoice and card all go to `customerId`):
 * - `signed-in`: the basket's signed-in customer, else the customer signed in now (of the same
 *   tenant). They changed their own account.
 * - `new-account`: nobody signed in and the email has no account at the tenant (guest records do
 *   not count): a new account (no password yet) made from the booking's details.
 * - `guest`: nobody signed in and the email has an account (`account`): a guest customer with the
 *   typed details, so that an anonymous caller never changes that account (its data, payment
 *   method or bookings). The owner can attach the booking through the claim mail.
 */
type BookingOwner =
  | { kind: 'signed-in' | 'new-account'; customerId: number }
  | { kind: 'guest'; customerId: number; account: { id: number; email: string; firstname: string } };

async function signedInCustomer(
  trx: Kysely<Database>,
  basket: LockedBasket,
  signedIn: number | undefined,
): Promise<number | undefined> {
  if (basket.row.customer_id !== null) return basket.row.customer_id;
  if (signedIn === undefined) return undefined;
  const own = await trx
    .selectFrom('customer')
    .select('id')
    .where('id', '=', signedIn)
    .where('tenant_id', '=', basket.location.tenant_id)
    .where('guest', '=', false)
    .executeTakeFirst();
  return own?.id;
}

/** A new customer row from the booking's details: an account (no password yet) or a guest record. */
async function insertCustomer(
  trx: Kysely<Database>,
  basket: LockedBasket,
  options: { guest: boolean; now: Date },
): Promise<number | undefined> {
  const request = basket.request;
  const insert = trx.insertInto('customer').values({
    tenant_id: basket.location.tenant_id,
    customer_type: request.customerType,
    company_name: request.customerType === 'business' ? (request.companyName ?? '').trim() : '',
    company_tax_id: request.companyTaxIdentificationNumber?.trim() ?? '',
    email: request.email.trim().toLowerCase(),
    firstname: request.firstname.trim(),
    lastname: request.lastname.trim(),
    phone_prefix: request.phonePrefix,
    phone_number: request.phoneNumber.trim(),
    street: request.street.trim(),
    city: request.city.trim(),
    postal_code: request.postalCode.trim(),
    country_id: request.countryId,
    password_hash: null,
    guest: options.guest,
    language: request.languageId.toLowerCase(),
    created_at: options.now,
  });
  if (options.guest) return (await insert.returning('id').executeTakeFirstOrThrow()).id;
  // One account per tenant and email: the partial unique index customer_account_email.
  const created = await insert
    .onConflict((conflicting) =>
      conflicting.expression(sql`tenant_id, lower(email)`).where(sql<boolean>`NOT guest`).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}

async function findAccount(trx: Kysely<Database>, tenantId: number, email: string) {
  return trx
    .selectFrom('customer')
    .select(['id', 'email', 'firstname'])
    .where('tenant_id', '=', tenantId)
    .where('guest', '=', false)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

async function resolveOwner(
  trx: Kysely<Database>,
  basket: LockedBasket,
  signedIn: number | undefined,
  now: Date,
): Promise<BookingOwner> {
  const own = await signedInCustomer(trx, basket, signedIn);
  if (own !== undefined) return { kind: 'signed-in', customerId: own };
  const tenantId = basket.location.tenant_id;
  let account = await findAccount(trx, tenantId, basket.request.email);
  if (!account) {
    const created = await insertCustomer(trx, basket, { guest: false, now });
    if (created !== undefined) return { kind: 'new-account', customerId: created };
    // A concurrent booking with this email created the account a moment ago.
    account = await findAccount(trx, tenantId, basket.request.email);
    if (!account) throw new Error('customer account vanished while being created');
  }
  const guest = await insertCustomer(trx, basket, { guest: true, now });
  if (guest === undefined) throw new Error('guest customer was not created');
  return { kind: 'guest', customerId: guest, account };
}

/** What the booking's mails say about it, in the booking's language. */
async function mailSummary(
  trx: Kysely<Database>,
  basket: LockedBasket,
  bookingId: number,
  language: string,
): Promise<MailBookingSummary> {
  const row = await trx
    .selectFrom('unit')
    .innerJoin('unit_type', 'unit_type.id', 'unit.unit_type_id')
    .innerJoin('location', 'location.id', 'unit_type.location_id')
    .select([
      'unit.name as unit_name',
      'unit_type.name as unit_type_name',
      'location.name as location_name',
      'location.street',
      'location.postal_code',
      'location.city',
    ])
    .where('unit.id', '=', basket.row.unit_id)
    .executeTakeFirstOrThrow();
  return {
    bookingId,
    unitTypeName: pick(row.unit_type_name, language),
    unitName: row.unit_name,
    locationName: row.location_name,
    locationAddress: `${row.street}, ${row.postal_code} ${row.city}`,
    moveInDate: basket.row.move_in_date,
    currency: basket.price.currency,
    dueNow: basket.price.dueNow,
    recurringAmount: basket.price.recurringAmount,
    period: basket.price.period,
  };
}

/**
 * The mails of a completed booking, with the tokens of their links: a confirmation to the email it
 * was made with, always; an activation link for a new account; a claim link to the owner of the
 * account whose email a guest booking used. Links point at the app origin the booking was made
 * from.
 */
async function bookingMails(
  trx: Kysely<Database>,
  basket: LockedBasket,
  options: { owner: BookingOwner; bookingId: number; requestOrigin: string; now: Date },
): Promise<AccountMail[]> {
  const { owner, bookingId, now } = options;
  const request = basket.request;
  const language = request.languageId.toLowerCase();
  const appOrigin = basket.row.app_origin ?? options.requestOrigin;
  const booking = await mailSummary(trx, basket, bookingId, language);
  const envelope = { language, tenantId: basket.location.tenant_id, appOrigin };
  const email = request.email.trim();
  const mails: AccountMail[] = [
    {
      ...envelope,
      kind: 'booking-confirmation',
      to: email,
      recipientName: request.firstname.trim(),
      booking,
      portalLink: `${appOrigin}/customer-portal/account-overview/${basket.row.location_id}?lang=${language}`,
    },
  ];
  if (owner.kind === 'new-account') {
    const token = await issueAccountToken(
      trx,
      { kind: 'activation', email, appOrigin, language, customerId: owner.customerId, bookingId },
      now,
    );
    mails.unshift({
      ...envelope,
      kind: 'activation',
      to: email,
      recipientName: request.firstname.trim(),
      link: accountLink('activation', appOrigin, token, language),
      booking,
    });
  } else if (owner.kind === 'guest') {
    const token = await issueAccountToken(
      trx,
      {
        kind: 'claim',
        email: owner.account.email,
        appOrigin,
        language,
        customerId: owner.account.id,
        bookingId,
      },
      now,
    );
    mails.push({
      ...envelope,
      kind: 'claim',
      to: owner.account.email,
      recipientName: owner.account.firstname,
      link: accountLink('claim', appOrigin, token, language),
      booking,
    });
  }
  return mails;
}

/** Product lines of a booking: one-time items at their price, recurring ones at the plan's period price. */
async function bookingProducts(
  trx: Kysely<Database>,
  basket: LockedBasket,
): Promise<{ product_id: number; quantity: number; amount: number }[]> {
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
  const weekly = basket.price.period === 'weekly';
  return items.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.id);
    if (!product) return [];
    const unitPrice =
      product.frequency === 'recurring' && weekly
        ? (product.amount_weekly ?? product.amount)
        : product.amount;
    return [
      { product_id: item.id, quantity: item.quantity, amount: (toCents(unitPrice) * item.quantity) / 100 },
    ];
  });
}

/**
 * The result of a completed checkout as `caller` sees it: `customerId` is the caller's own id when
 * they are signed in and the booking is on their account, null for everyone else (an anonymous
 * caller never learns a customer id, not even of an account created for them).
 */
async function resultOf(
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
  };
}

/** The customer id a caller may see: their own, when the booking is theirs; otherwise null. */
function ownId(bookingCustomerId: number, caller: number | undefined): number | null {
  return caller !== undefined && bookingCustomerId === caller ? caller : null;
}

/** A stored (idempotent) answer as `caller` sees it; the stored one names no customer. */
async function replayFor(
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

/**
 * POST /checkout/{basketId}/booking: in one transaction finds the booking's owner (see
 * {@link BookingOwner}: the signed-in account, a new account, or a guest record beside an existing
 * account), creates the booking with its products, captures the authorised payment into the first
 * invoice (paid; none when nothing was due), saves the card as the owner's payment method,
 * releases the hold (the booking now keeps the unit), issues the mailed links' tokens and moves
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

    // The unit must still be this basket's (it is, while the basket lives; checked under its lock).
    const unit = await trx
      .selectFrom('unit')
      .select(['id', 'held_by_basket_id'])
      .where('id', '=', basket.row.unit_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (unit.held_by_basket_id === null || String(unit.held_by_basket_id) !== String(basket.row.id)) {
      if (idempotency) await releaseClaim(trx, idempotency);
      await endSession(trx, basket, now);
      return wrongStep('session-ended', ctx.language);
    }

    const owner = await resolveOwner(trx, basket, ctx.customerId, now);
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const products = await bookingProducts(trx, basket);
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

/** GET /checkout/{basketId}/result: the success page's data. */
export async function getCheckoutResult(ctx: CheckoutContext, basketId: number): Promise<CheckoutResult> {
  return inCheckout(ctx, basketId, async (trx, basket) => {
    if (basket.step !== 'success') return wrongStep(basket.step, ctx.language);
    return resultOf(trx, basket, ctx.language, ctx.customerId);
  });
}

/**
 * POST /checkout/{basketId}/release: the customer starts over. An unfinished checkout ends now
 * (step `session-ended`, its unit free for others at once, card authorisations voided); an ended
 * one stays ended (the call is idempotent); a completed one answers `wrong-step` with `success`.
 */
export async function releaseBasket(ctx: CheckoutContext, basketId: number): Promise<void> {
  return inCheckout(ctx, basketId, async (trx, basket, now) => {
    if (basket.step === 'success') return wrongStep('success', ctx.language);
    if (basket.step !== 'session-ended') await endSession(trx, basket, now);
  });
}
