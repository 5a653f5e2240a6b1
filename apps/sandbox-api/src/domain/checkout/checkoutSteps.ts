import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { SandboxConfig } from '../../config';
import type { Database } from '../../db/types';
import { ApiProblem, notFound, unprocessable } from '../../http/ApiProblem';
import {
  checkReturnUrl,
  effectiveStatus,
  jsonb,
  newSessionId,
  type PaymentDetail,
  sessionPageUrl,
} from '../../providers/providerSessions';
import { checkoutText } from '../checkoutMessages';
import { toCents } from '../money';
import {
  type CheckoutContext,
  type CheckoutStep,
  endSession,
  inCheckout,
  type LockedBasket,
  moveTo,
  stateOf,
  stepAfter,
  wrongStep,
} from './lockedBasket';
import { checkReturn, setSession } from './providerReturn';

type CheckoutState = Schema<'CheckoutState'>;
type PaymentSession = Schema<'PaymentSession'>;

/*
 * The checkout steps before the booking (see lockedBasket.ts for the state machine): state,
 * payment, e-signature, identity check, and release.
 */

const E_SIGNATURE_STEPS: readonly CheckoutStep[] = [
  'e-signature',
  'e-signature-cancelled',
  'e-signature-expired',
];
const ID_CHECK_STEPS: readonly CheckoutStep[] = [
  'id-check',
  'id-check-cancelled',
  'id-check-expired',
  'id-check-failed',
];

/** The side step of an identity check that did not pass. */
const ID_CHECK_SIDE_STEP = {
  cancelled: 'id-check-cancelled',
  expired: 'id-check-expired',
  rejected: 'id-check-failed',
} as const satisfies Record<string, CheckoutStep>;

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
    await moveTo(trx, basket, stepAfter(basket, 'id-check'), now, config.holdMinutes);
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
        await moveTo(trx, basket, stepAfter(basket, 'payment'), now, ctx.config.holdMinutes);
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
      await moveTo(trx, basket, stepAfter(basket, 'e-signature'), now, ctx.config.holdMinutes);
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
 * GET /checkout/{basketId}); cancelled, expired and rejected (step `id-check-failed`) go to their
 * side steps. A session the customer
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
      await moveTo(trx, basket, stepAfter(basket, 'id-check'), now, ctx.config.holdMinutes);
    } else if (status === 'in-progress') {
      await setSession(trx, session.id, { used: true }, now);
      await moveTo(trx, basket, 'id-check-in-progress', now);
    } else if (status === 'cancelled' || status === 'expired' || status === 'rejected') {
      await setSession(trx, session.id, { status, used: true }, now);
      await moveTo(trx, basket, ID_CHECK_SIDE_STEP[status], now);
    }
    return stateOf(trx, basket, ctx.language);
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
