import { documentLanguage } from '../documents/documentMessages';
import { getCheckoutResult } from '../domain/checkout/checkoutResult';
import {
  completeESignature,
  completeIdCheck,
  getCheckoutState,
  releaseBasket,
  startESignature,
  startIdCheck,
  startPayment,
  verifyPayment,
} from '../domain/checkout/checkoutSteps';
import { createBookingFromBasket } from '../domain/checkout/createBookingFromBasket';
import { calendarHeaders, moveInCalendar } from '../domain/moveIn';
import type { Handlers } from '../http/operations';

/** The checkout state machine per basket: see domain/checkout/. */
export const checkoutHandlers: Handlers = {
  getCheckout: async (ctx) => ({
    status: 200,
    body: { data: await getCheckoutState(ctx, ctx.path.basketId) },
  }),

  startPayment: async (ctx) => ({
    status: 200,
    body: { data: await startPayment(ctx, ctx.path.basketId, ctx.body.returnUrl) },
  }),

  verifyPayment: async (ctx) => ({
    status: 200,
    body: { data: await verifyPayment(ctx, ctx.path.basketId, ctx.body.paymentReference) },
  }),

  startESignature: async (ctx) => ({
    status: 200,
    body: { data: await startESignature(ctx, ctx.path.basketId, ctx.body.returnUrl) },
  }),

  completeESignature: async (ctx) => ({
    status: 200,
    body: { data: await completeESignature(ctx, ctx.path.basketId, ctx.body.sessionId) },
  }),

  startIdCheck: async (ctx) => ({
    status: 200,
    body: { data: await startIdCheck(ctx, ctx.path.basketId, ctx.body.returnUrl) },
  }),

  completeIdCheck: async (ctx) => ({
    status: 200,
    body: { data: await completeIdCheck(ctx, ctx.path.basketId, ctx.body.sessionId) },
  }),

  createCheckoutBooking: async (ctx) => {
    const { result, replayed } = await createBookingFromBasket(
      ctx,
      ctx.path.basketId,
      ctx.headers['idempotency-key'],
    );
    return {
      status: 201,
      body: { data: result },
      ...(replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
    };
  },

  getCheckoutResult: async (ctx) => ({
    status: 200,
    body: { data: await getCheckoutResult(ctx, ctx.path.basketId) },
  }),

  getCheckoutResultCalendar: async (ctx) => {
    // The same access as the result itself; the file holds its non-secret move-in facts only.
    const result = await getCheckoutResult(ctx, ctx.path.basketId);
    const body = new TextEncoder().encode(
      moveInCalendar(result.moveIn, {
        uid: `move-in-${result.bookingId}@stowly.sandbox`,
        language: documentLanguage(ctx.language),
        now: ctx.config.now(),
      }),
    );
    return { status: 200, body, headers: calendarHeaders(body, result.moveIn.unitName) };
  },

  releaseBasket: async (ctx) => {
    await releaseBasket(ctx, ctx.path.basketId);
    return { status: 204, body: undefined };
  },
};
