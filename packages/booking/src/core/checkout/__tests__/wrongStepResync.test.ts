import { ApiError, createStowlyClient, unwrap } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { createCheckoutStore } from '../createCheckoutStore';

const BASKET = 8_234_551;

/** A checkout API whose basket is at `serverStep`, so any other step call answers 409 wrong-step. */
function fakeCheckoutApi(serverStep: string) {
  const fetch = async (request: Request) => {
    const step = new URL(request.url).pathname.split('/').pop();
    if (step === serverStep) return Response.json({ data: { redirectUrl: 'https://pay.example.com' } });
    return Response.json(
      {
        error: {
          code: 'wrong-step',
          message: 'This checkout step is not the current one.',
          details: [],
          currentStep: serverStep,
        },
      },
      { status: 409 },
    );
  };
  return createStowlyClient({ baseUrl: 'https://api.example.com/v1', getLocale: () => 'en', fetch });
}

async function failedCall(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('wrong-step resync (spec section 4, checkout)', () => {
  it('holds the basket and the server step, unknown until the first answer', () => {
    const store = createCheckoutStore({ basketId: BASKET });
    expect(store.getState()).toMatchObject({ basketId: BASKET, step: null });
    store.getState().applyServerState({ basketId: BASKET, checkoutStep: 'payment' });
    expect(store.getState().step).toBe('payment');
    store.getState().applyServerState({ basketId: BASKET, step: 'e-signature' });
    expect(store.getState().step).toBe('e-signature');
  });

  it('ignores answers about another basket', () => {
    const store = createCheckoutStore({ basketId: BASKET, step: 'payment' });
    store.getState().applyServerState({ basketId: 1, step: 'success' });
    expect(store.getState().step).toBe('payment');
  });

  it('moves to the step the server reports with a 409 wrong-step', async () => {
    const client = fakeCheckoutApi('e-signature');
    const store = createCheckoutStore({ basketId: BASKET, step: 'payment' });
    const error = await failedCall(
      unwrap(
        client.POST('/checkout/{basketId}/payment', {
          params: { path: { basketId: BASKET } },
          body: { returnUrl: 'https://book.example.com/7/checkout/step/payment-verify' },
        }),
      ),
    );
    expect(store.getState().resyncOnWrongStep(error)).toBe(true);
    expect(store.getState().step).toBe('e-signature');
  });

  it('follows the server to session-ended', () => {
    const store = createCheckoutStore({ basketId: BASKET, step: 'id-check' });
    const ended = ApiError.fromBody(409, {
      error: { code: 'wrong-step', message: 'Ended', details: [], currentStep: 'session-ended' },
    });
    expect(store.getState().resyncOnWrongStep(ended)).toBe(true);
    expect(store.getState().step).toBe('session-ended');
  });

  it.each([
    [
      'another error code',
      ApiError.fromBody(409, { error: { code: 'session-used', message: 'Used', details: [] } }),
    ],
    [
      'a wrong-step without a step',
      ApiError.fromBody(409, { error: { code: 'wrong-step', message: 'x', details: [] } }),
    ],
    [
      'a step the contract does not know',
      ApiError.fromBody(409, {
        error: { code: 'wrong-step', message: 'x', details: [], currentStep: 'refund' },
      }),
    ],
    [
      'a detail code that only looks like it',
      ApiError.fromBody(409, {
        error: {
          code: 'conflict',
          message: 'x',
          details: [{ field: 'step', code: 'wrong-step' }],
          currentStep: 'success',
        },
      }),
    ],
    ['an error that is not from the API', new Error('wrong-step')],
  ])('changes nothing for %s', (_name, error) => {
    const store = createCheckoutStore({ basketId: BASKET, step: 'payment' });
    expect(store.getState().resyncOnWrongStep(error)).toBe(false);
    expect(store.getState().step).toBe('payment');
  });
});
