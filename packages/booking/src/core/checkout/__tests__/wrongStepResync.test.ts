import { ApiError, type Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { type CheckoutCalls, createCheckoutCalls } from '../checkoutCalls';
import { CHECKOUT_REASONS, checkoutOutcome, isCheckoutReason } from '../checkoutOutcome';
import { CHECKOUT_SIDE_STATES, CHECKOUT_STEPS } from '../checkoutSteps';
import {
  BASKET,
  CHECKOUT_RESULT,
  checkoutState,
  createFakeCheckoutApi,
  dataResponse,
  errorResponse,
  failedCall,
} from './fakeCheckoutApi';

type Step = Schema<'CheckoutStep'>;

const RETURN_URL = 'https://book.example.com/7/checkout/step/payment-verify';

/** Each step call of the contract and the server steps it is allowed at (Checkout tag). */
const STEP_CALLS: {
  name: string;
  /** The path below `/checkout/{basketId}`. */
  path: string;
  call: (calls: CheckoutCalls) => Promise<unknown>;
  allowedAt: Step[];
}[] = [
  {
    name: 'startPayment',
    path: '/payment',
    call: (calls) => calls.startPayment(RETURN_URL),
    allowedAt: ['payment', 'payment-verify'],
  },
  {
    name: 'verifyPayment',
    path: '/payment/verify',
    call: (calls) => calls.verifyPayment('pi_1'),
    allowedAt: ['payment', 'payment-verify'],
  },
  {
    name: 'startESignature',
    path: '/e-signature',
    call: (calls) => calls.startESignature(RETURN_URL),
    allowedAt: ['e-signature', 'e-signature-cancelled', 'e-signature-expired'],
  },
  {
    name: 'completeESignature',
    path: '/e-signature/return',
    call: (calls) => calls.completeESignature('es_1'),
    allowedAt: ['e-signature', 'e-signature-cancelled', 'e-signature-expired'],
  },
  {
    name: 'startIdCheck',
    path: '/id-check',
    call: (calls) => calls.startIdCheck(RETURN_URL),
    allowedAt: ['id-check', 'id-check-cancelled', 'id-check-expired', 'id-check-failed'],
  },
  {
    name: 'completeIdCheck',
    path: '/id-check/return',
    call: (calls) => calls.completeIdCheck('ic_1'),
    allowedAt: ['id-check', 'id-check-cancelled', 'id-check-expired', 'id-check-failed'],
  },
  {
    name: 'createBooking',
    path: '/booking',
    call: (calls) => calls.createBooking('6f1c2a0e-4d7b'),
    allowedAt: ['create-booking'],
  },
  { name: 'getResult', path: '/result', call: (calls) => calls.getResult(), allowedAt: ['success'] },
];

const ALL_STEPS: Step[] = [...CHECKOUT_STEPS, ...CHECKOUT_SIDE_STATES];

/**
 * A checkout API whose basket is at `serverStep`: `GET /checkout/{basketId}` answers that step, and a
 * step call not allowed there answers 409 `wrong-step` with it as `currentStep`.
 */
function fakeCheckoutServer(serverStep: Step) {
  return createFakeCheckoutApi((request) => {
    const rest = request.path.replace(`/checkout/${BASKET}`, '');
    if (request.method === 'GET' && rest === '') return dataResponse(checkoutState(serverStep));
    const entry = STEP_CALLS.find((candidate) => candidate.path === rest);
    if (!entry?.allowedAt.includes(serverStep)) {
      return errorResponse(409, 'wrong-step', { currentStep: serverStep });
    }
    if (rest === '/booking' || rest === '/result') return dataResponse(CHECKOUT_RESULT);
    if (rest === '/e-signature' || rest === '/id-check') {
      return dataResponse({ redirectUrl: 'https://provider.example.com/s/1' });
    }
    return dataResponse(checkoutState(serverStep));
  });
}

const wrongStepCases = ALL_STEPS.flatMap((serverStep) =>
  STEP_CALLS.filter((entry) => !entry.allowedAt.includes(serverStep)).map(
    (entry) => [entry.name, serverStep, entry] as const,
  ),
);

describe('wrong-step resync (spec section 4): the client goes to the step the server is at', () => {
  it.each(wrongStepCases)('%s on a basket at %s goes to that step', async (_name, serverStep, entry) => {
    const { client } = fakeCheckoutServer(serverStep);
    const error = await failedCall(entry.call(createCheckoutCalls(client, BASKET)));
    expect(checkoutOutcome(error)).toEqual({ kind: 'step', step: serverStep, reason: null });
  });

  it('a call at its own step goes through, and getState names the same step the resync goes to', async () => {
    const { client, sent } = fakeCheckoutServer('e-signature');
    const calls = createCheckoutCalls(client, BASKET);
    await expect(calls.startESignature(RETURN_URL)).resolves.toBe('https://provider.example.com/s/1');
    const outcome = checkoutOutcome(await failedCall(calls.startPayment(RETURN_URL)));
    expect(outcome).toEqual({ kind: 'step', step: 'e-signature', reason: null });
    await expect(calls.getState()).resolves.toMatchObject({ step: 'e-signature' });
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST /checkout/${BASKET}/e-signature`,
      `POST /checkout/${BASKET}/payment`,
      `GET /checkout/${BASKET}`,
    ]);
  });

  it('an ended basket sends every step call to session-ended', async () => {
    const { client } = fakeCheckoutServer('session-ended');
    const calls = createCheckoutCalls(client, BASKET);
    for (const entry of STEP_CALLS) {
      expect(checkoutOutcome(await failedCall(entry.call(calls))), entry.name).toEqual({
        kind: 'step',
        step: 'session-ended',
        reason: null,
      });
    }
  });
});

describe('checkoutOutcome: where a failed checkout call leaves the customer', () => {
  const apiError = (status: number, body: unknown) => ApiError.fromBody(status, body);
  const error = (code: string, extra: Record<string, unknown> = {}) => ({
    error: { code, message: `Failed: ${code}`, details: [], ...extra },
  });

  it.each([
    ['a wrong-step without a current step', apiError(409, error('wrong-step'))],
    [
      'a wrong-step naming a step the contract does not know',
      apiError(409, error('wrong-step', { currentStep: 'refund' })),
    ],
    ['a wrong-step naming an empty step', apiError(409, error('wrong-step', { currentStep: '' }))],
    ['a session already reported (reload of a return route)', apiError(409, error('session-used'))],
  ])('resyncs without a reason for %s', (_name, failure) => {
    expect(checkoutOutcome(failure)).toEqual({ kind: 'resync', reason: null });
  });

  it('resyncs with the foreign-session reason for a provider return of another basket', async () => {
    const { client } = createFakeCheckoutApi(() => errorResponse(409, 'foreign-session'));
    const failure = await failedCall(createCheckoutCalls(client, BASKET).completeESignature('es_other'));
    expect(checkoutOutcome(failure)).toEqual({ kind: 'resync', reason: 'foreign-session' });
  });

  it('sends a declined payment back to the payment step with its reason', async () => {
    const { client } = createFakeCheckoutApi(() => errorResponse(422, 'payment-declined'));
    const failure = await failedCall(createCheckoutCalls(client, BASKET).verifyPayment('pi_declined'));
    expect(checkoutOutcome(failure)).toEqual({ kind: 'step', step: 'payment', reason: 'payment-declined' });
  });

  it('resyncs after a not-found answer: an unknown provider reference leaves the basket alive', async () => {
    const { client } = createFakeCheckoutApi(() => errorResponse(404, 'not-found'));
    const failure = await failedCall(createCheckoutCalls(client, 1).verifyPayment('pay_unknown'));
    expect(checkoutOutcome(failure)).toEqual({ kind: 'resync', reason: null });
  });

  it.each([
    ['a server error', apiError(500, undefined)],
    ['a network failure', new ApiError({ status: 0, code: 'network-error', message: 'fetch failed' })],
    ['an invalid return URL', apiError(422, error('invalid-return-url'))],
    ['a reused idempotency key', apiError(422, error('idempotency-key-reused'))],
    ['an unavailable unit', apiError(409, error('unit-unavailable'))],
    [
      'a detail code that only looks like wrong-step',
      apiError(
        409,
        error('conflict', { details: [{ field: 'step', code: 'wrong-step' }], currentStep: 'success' }),
      ),
    ],
    ['an error that is not from the API', new Error('wrong-step')],
    ['a thrown string', 'wrong-step'],
    ['an API-shaped plain object', { code: 'wrong-step', currentStep: 'payment' }],
  ])('answers failed, with the error, for %s', (_name, failure) => {
    const outcome = checkoutOutcome(failure);
    expect(outcome).toEqual({ kind: 'failed', error: failure });
    expect(outcome.kind === 'failed' && outcome.error).toBe(failure);
  });

  it('answers failed for a network failure of a real call', async () => {
    const { client } = createFakeCheckoutApi(() => {
      throw new TypeError('fetch failed');
    });
    const failure = await failedCall(createCheckoutCalls(client, BASKET).startPayment(RETURN_URL));
    expect(checkoutOutcome(failure)).toMatchObject({ kind: 'failed', error: { code: 'network-error' } });
  });
});

describe('checkout reasons of the reason query', () => {
  it('knows the reasons the app explains', () => {
    expect([...CHECKOUT_REASONS].sort()).toEqual(['foreign-session', 'payment-declined', 'unknown-basket']);
    expect(CHECKOUT_REASONS.every(isCheckoutReason)).toBe(true);
  });

  it.each([
    null,
    undefined,
    '',
    'session-used',
    'Payment-Declined',
    'payment-declined ',
    42,
    ['foreign-session'],
  ])('refuses %j', (value) => {
    expect(isCheckoutReason(value)).toBe(false);
  });
});
