import type { Schema } from '@stowly/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { SandboxConfig } from '../../config';
import type { BasketTable, Database } from '../../db/types';
import { ApiProblem, notFound } from '../../http/ApiProblem';
import type { Mailer } from '../../mail/accountMail';
import type { StoredBookingRequest } from '../baskets';
import { checkoutText } from '../checkoutMessages';
import { pick } from '../i18n';
import { endBasket, extendHold, holdUntil } from '../unitHolds';

export type CheckoutStep = Schema<'CheckoutStep'>;
type CheckoutState = Schema<'CheckoutState'>;
type PriceCalculation = Schema<'PriceCalculation'>;
type Basket = Selectable<BasketTable>;

/*
 * The checkout state machine of a basket (contract, Checkout tag). This module holds the locked
 * basket every checkout call works on and its moves; the steps are in checkoutSteps.ts, the
 * booking in createBookingFromBasket.ts.
 *
 *
 *   payment ─▶ [payment-verify] ─▶ e-signature ─▶ id-check ─▶ create-booking ─▶ success
 *
 * with the side states e-signature-cancelled/-expired, id-check-cancelled/-expired/-failed/-in-progress,
 * and session-ended once `expires_at` has passed before success. Locations that do not require an
 * e-signature or an identity check skip that step, and so does a basket whose customer's identity
 * is already verified (its `identity_check`, decided at submission: verifiedIdentity.ts). Every call runs in one transaction that locks
 * the basket row, so calls on one basket never interleave. A completed step (payment verified,
 * contract signed, identity passed) moves `expires_at`, and the unit's hold with it, to now plus
 * the hold time.
 */

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
}

/** A basket locked for this transaction, with what its steps depend on. */
export interface LockedBasket {
  row: Basket;
  step: CheckoutStep;
  location: LocationRules;
  request: StoredBookingRequest;
  price: PriceCalculation;
}

/**
 * The step after a completed one, skipping what the location does not require and the identity
 * check of a basket that has none (`identity_check` other than `required`: see
 * verifiedIdentity.ts).
 */
export function stepAfter(
  basket: Pick<LockedBasket, 'location' | 'row'>,
  completed: 'payment' | 'e-signature' | 'id-check',
): CheckoutStep {
  if (completed === 'payment' && basket.location.requires_e_signature) return 'e-signature';
  if (completed !== 'id-check' && basket.row.identity_check === 'required') return 'id-check';
  return 'create-booking';
}

export function wrongStep(step: CheckoutStep, language: string): ApiProblem {
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
export async function inCheckout<T>(
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
      .select(['id', 'tenant_id', 'time_zone', 'requires_e_signature'])
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
export async function endSession(trx: Kysely<Database>, basket: LockedBasket, now: Date): Promise<void> {
  await endBasket(trx, basket.row.id, now);
  basket.step = 'session-ended';
  basket.row.step = 'session-ended';
}

/**
 * Moves the basket to `step`. `extendMinutes` is given when a step was completed: the basket's
 * expiry and the unit's hold move to now plus that many minutes.
 */
export async function moveTo(
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

export async function unitTypeRef(trx: Kysely<Database>, unitTypeId: number, language: string) {
  const unitType = await trx
    .selectFrom('unit_type')
    .select(['id', 'name'])
    .where('id', '=', unitTypeId)
    .executeTakeFirstOrThrow();
  return { id: unitType.id, name: pick(unitType.name, language) };
}

export async function stateOf(
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
    identityCheck: basket.row.identity_check,
  };
}
