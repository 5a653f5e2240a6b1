import { ApiError, type Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { type CheckoutCalls, createCheckoutCalls } from '../checkoutCalls';
import { createCheckoutStore } from '../createCheckoutStore';
import {
  BASKET,
  CHECKOUT_RESULT,
  checkoutState,
  createFakeCheckoutApi,
  dataResponse,
  errorResponse,
  failedCall,
} from './fakeCheckoutApi';

const RETURN_URL = 'https://book.example.com/7/checkout/step/payment-verify?lang=sv';
const SIGN_RETURN_URL = `https://book.example.com/7/checkout/esignature/${BASKET}`;
const ID_RETURN_URL = `https://book.example.com/7/checkout/id-check/${BASKET}`;
const PAYMENT_SESSION: Schema<'PaymentSession'> = {
  provider: 'sandbox',
  intentType: 'payment',
  clientSecret: null,
  publishableKey: null,
  redirectUrl: 'https://sandbox.example.com/pay/ps_1',
  amount: 1290,
  currency: 'SEK',
};

interface CallCase {
  name: string;
  call: (calls: CheckoutCalls) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  answer: unknown;
  resolves: unknown;
}

const CALLS: CallCase[] = [
  {
    name: 'getState',
    call: (calls) => calls.getState(),
    method: 'GET',
    path: `/checkout/${BASKET}`,
    body: null,
    answer: checkoutState('payment'),
    resolves: checkoutState('payment'),
  },
  {
    name: 'startPayment',
    call: (calls) => calls.startPayment(RETURN_URL),
    method: 'POST',
    path: `/checkout/${BASKET}/payment`,
    body: { returnUrl: RETURN_URL },
    answer: PAYMENT_SESSION,
    resolves: PAYMENT_SESSION,
  },
  {
    name: 'verifyPayment',
    call: (calls) => calls.verifyPayment('pi_3NkQ2aLk'),
    method: 'POST',
    path: `/checkout/${BASKET}/payment/verify`,
    body: { paymentReference: 'pi_3NkQ2aLk' },
    answer: checkoutState('e-signature'),
    resolves: checkoutState('e-signature'),
  },
  {
    name: 'startESignature',
    call: (calls) => calls.startESignature(SIGN_RETURN_URL),
    method: 'POST',
    path: `/checkout/${BASKET}/e-signature`,
    body: { returnUrl: SIGN_RETURN_URL },
    answer: { redirectUrl: 'https://sign.example.com/s/es_42' },
    resolves: 'https://sign.example.com/s/es_42',
  },
  {
    name: 'completeESignature',
    call: (calls) => calls.completeESignature('es_42'),
    method: 'POST',
    path: `/checkout/${BASKET}/e-signature/return`,
    body: { sessionId: 'es_42' },
    answer: checkoutState('id-check'),
    resolves: checkoutState('id-check'),
  },
  {
    name: 'startIdCheck',
    call: (calls) => calls.startIdCheck(ID_RETURN_URL),
    method: 'POST',
    path: `/checkout/${BASKET}/id-check`,
    body: { returnUrl: ID_RETURN_URL },
    answer: { redirectUrl: 'https://id.example.com/check/ic_9' },
    resolves: 'https://id.example.com/check/ic_9',
  },
  {
    name: 'completeIdCheck',
    call: (calls) => calls.completeIdCheck('ic_9'),
    method: 'POST',
    path: `/checkout/${BASKET}/id-check/return`,
    body: { sessionId: 'ic_9' },
    answer: checkoutState('id-check-in-progress'),
    resolves: checkoutState('id-check-in-progress'),
  },
  {
    name: 'getResult',
    call: (calls) => calls.getResult(),
    method: 'GET',
    path: `/checkout/${BASKET}/result`,
    body: null,
    answer: CHECKOUT_RESULT,
    resolves: CHECKOUT_RESULT,
  },
  {
    name: 'release',
    call: (calls) => calls.release(),
    method: 'POST',
    path: `/checkout/${BASKET}/release`,
    body: null,
    answer: null,
    resolves: undefined,
  },
];

describe('createCheckoutCalls: one call per checkout step of the contract', () => {
  it.each(CALLS.map((entry) => [entry.name, entry] as const))(
    '%s sends its request for the basket and answers the data',
    async (_name, entry) => {
      const { client, sent } = createFakeCheckoutApi(() => dataResponse(entry.answer));
      await expect(entry.call(createCheckoutCalls(client, BASKET))).resolves.toEqual(entry.resolves);
      expect(sent).toHaveLength(1);
      const [request] = sent;
      expect(request).toMatchObject({ method: entry.method, path: entry.path, body: entry.body });
      expect(request?.headers.get('Content-Language')).toBe('en');
      expect(request?.headers.get('Idempotency-Key')).toBeNull();
      if (entry.body !== null) expect(request?.headers.get('Content-Type')).toMatch(/^application\/json/);
    },
  );

  it('sends the signed-in customer’s bearer token with every call (the API refuses their basket without it)', async () => {
    const auth = {
      getAccessToken: () => 'access-1',
      getRefreshToken: () => 'refresh-1',
      refresh: async () => {},
      onSessionExpired: () => {},
    };
    for (const entry of CALLS) {
      const { client, sent } = createFakeCheckoutApi(() => dataResponse(entry.answer), auth);
      await entry.call(createCheckoutCalls(client, BASKET));
      expect(sent[0]?.headers.get('Authorization'), entry.name).toBe('Bearer access-1');
    }
  });

  it('names the basket it was made for in every path', async () => {
    const { client, sent } = createFakeCheckoutApi(() => dataResponse(checkoutState('payment')));
    await createCheckoutCalls(client, 99).getState();
    await createCheckoutCalls(client, BASKET).getState();
    expect(sent.map((request) => request.path)).toEqual(['/checkout/99', `/checkout/${BASKET}`]);
  });
});

describe('release: "start over" ends an unfinished checkout', () => {
  it('posts to the release path without a body and resolves on 204 No Content', async () => {
    const { client, sent } = createFakeCheckoutApi(() => new Response(null, { status: 204 }));
    await expect(createCheckoutCalls(client, BASKET).release()).resolves.toBeUndefined();
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', path: `/checkout/${BASKET}/release`, body: null }),
    ]);
  });

  it('rejects a booked basket with wrong-step (current step success) and an unknown one with not-found', async () => {
    const booked = createFakeCheckoutApi(() => errorResponse(409, 'wrong-step', { currentStep: 'success' }));
    await expect(createCheckoutCalls(booked.client, BASKET).release()).rejects.toMatchObject({
      status: 409,
      code: 'wrong-step',
      currentStep: 'success',
    });
    const unknown = createFakeCheckoutApi(() => errorResponse(404, 'not-found'));
    await expect(createCheckoutCalls(unknown.client, BASKET).release()).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
    });
  });
});

describe('createBooking: the Idempotency-Key and the replay header', () => {
  const KEY = '6f1c2a0e-4d7b-4a55-9a57-0e8f3f5d2b19';

  it('posts to the booking path with the key as Idempotency-Key and no body', async () => {
    const { client, sent } = createFakeCheckoutApi(() => dataResponse(CHECKOUT_RESULT, { status: 201 }));
    const answer = await createCheckoutCalls(client, BASKET).createBooking(KEY);
    expect(answer).toEqual({ result: CHECKOUT_RESULT, replayed: false });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: `/checkout/${BASKET}/booking`, body: null });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe(KEY);
    expect(sent[0]?.headers.get('Content-Language')).toBe('en');
  });

  it.each([
    ['true', true],
    ['false', false],
    ['TRUE', false],
    ['1', false],
  ])('reads Idempotent-Replayed: %s as replayed %s', async (header, replayed) => {
    const { client } = createFakeCheckoutApi(() =>
      dataResponse(CHECKOUT_RESULT, { status: 201, headers: { 'Idempotent-Replayed': header } }),
    );
    await expect(createCheckoutCalls(client, BASKET).createBooking(KEY)).resolves.toEqual({
      result: CHECKOUT_RESULT,
      replayed,
    });
  });

  it('replays the booking after a reload: the restored key is sent again and the answer says replayed', async () => {
    const answers: string[] = [];
    const { client, sent } = createFakeCheckoutApi((request) => {
      const key = request.headers.get('Idempotency-Key') ?? '';
      const replayed = answers.includes(key);
      answers.push(key);
      return dataResponse(CHECKOUT_RESULT, {
        status: 201,
        headers: replayed ? { 'Idempotent-Replayed': 'true' } : {},
      });
    });
    const storage = createMemoryStorage();
    const calls = createCheckoutCalls(client, BASKET);

    const firstTab = createCheckoutStore({ locationId: 7, storage });
    firstTab.getState().startCheckout(BASKET);
    const first = await calls.createBooking(firstTab.getState().bookingKey ?? '');

    const reloaded = createCheckoutStore({ locationId: 7, storage });
    reloaded.getState().startCheckout(BASKET);
    const second = await calls.createBooking(reloaded.getState().bookingKey ?? '');

    expect(first.replayed).toBe(false);
    expect(second).toEqual({ result: CHECKOUT_RESULT, replayed: true });
    const keys = sent.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[\w-]{8,255}$/);
    expect(keys).toEqual([keys[0], keys[0]]);
  });

  it('rejects a 409 wrong-step with an ApiError that carries the current step', async () => {
    const { client } = createFakeCheckoutApi(() =>
      errorResponse(409, 'wrong-step', { currentStep: 'success' }),
    );
    const error = await failedCall(createCheckoutCalls(client, BASKET).createBooking(KEY));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'wrong-step', currentStep: 'success' });
  });

  it('rejects a 422 idempotency-key-reused with its code', async () => {
    const { client } = createFakeCheckoutApi(() => errorResponse(422, 'idempotency-key-reused'));
    await expect(createCheckoutCalls(client, BASKET).createBooking(KEY)).rejects.toMatchObject({
      status: 422,
      code: 'idempotency-key-reused',
    });
  });
});

describe('failed checkout calls reject with an ApiError', () => {
  it.each(CALLS.map((entry) => [entry.name, entry] as const))(
    '%s rejects a 409 wrong-step with currentStep',
    async (_name, entry) => {
      const { client } = createFakeCheckoutApi(() =>
        errorResponse(409, 'wrong-step', { currentStep: 'session-ended' }),
      );
      const error = await failedCall(entry.call(createCheckoutCalls(client, BASKET)));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 409, code: 'wrong-step', currentStep: 'session-ended' });
    },
  );

  it('rejects a declined payment with payment-declined', async () => {
    const { client } = createFakeCheckoutApi(() => errorResponse(422, 'payment-declined'));
    await expect(createCheckoutCalls(client, BASKET).verifyPayment('pi_1')).rejects.toMatchObject({
      status: 422,
      code: 'payment-declined',
      currentStep: undefined,
    });
  });

  it('rejects a server error without a JSON body with its status as code', async () => {
    const { client } = createFakeCheckoutApi(
      () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(createCheckoutCalls(client, BASKET).getState()).rejects.toMatchObject({
      status: 502,
      code: 'http-502',
    });
  });

  it('rejects a network failure with network-error and status 0', async () => {
    const { client } = createFakeCheckoutApi(() => {
      throw new TypeError('fetch failed');
    });
    const calls = createCheckoutCalls(client, BASKET);
    for (const call of [() => calls.getState(), () => calls.createBooking('key-12345678')]) {
      const error = await failedCall(call());
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 0, code: 'network-error' });
    }
  });
});
