import { type Schema, type StowlyClient, unwrap } from '@stowly/api-client';

/** The server's checkout state of a basket: its step and summary. */
export type CheckoutState = Schema<'CheckoutState'>;
/** The payment session `POST /checkout/{basketId}/payment` answers: which provider, and how to hand over. */
export type PaymentSession = Schema<'PaymentSession'>;

/**
 * The checkout calls of the booking API, one per step (see the Checkout tag of the contract).
 * Framework-free: `useCheckoutActions` of `@stowly/booking/react` wraps them with the query cache,
 * and a frontend on another framework can call them directly. Every call rejects with an
 * `ApiError`; {@link checkoutOutcome} says what such an error means for the customer.
 */
export function createCheckoutCalls(client: StowlyClient, basketId: number) {
  const path = { params: { path: { basketId } } };
  return {
    /** `GET /checkout/{basketId}`: the current step and summary. */
    getState: async (): Promise<CheckoutState> =>
      (await unwrap(client.GET('/checkout/{basketId}', path))).data,
    /** `POST .../payment`: opens (or returns the open) payment session; the provider returns to `returnUrl`. */
    startPayment: async (returnUrl: string): Promise<PaymentSession> =>
      (await unwrap(client.POST('/checkout/{basketId}/payment', { ...path, body: { returnUrl } }))).data,
    /** `POST .../payment/verify` with the provider's reference from the return URL. */
    verifyPayment: async (paymentReference: string): Promise<CheckoutState> =>
      (
        await unwrap(
          client.POST('/checkout/{basketId}/payment/verify', { ...path, body: { paymentReference } }),
        )
      ).data,
    /** `POST .../e-signature`: a fresh signing session; answers the provider page to send the browser to. */
    startESignature: async (returnUrl: string): Promise<string> =>
      (await unwrap(client.POST('/checkout/{basketId}/e-signature', { ...path, body: { returnUrl } }))).data
        .redirectUrl,
    /** `POST .../e-signature/return` with the provider's session id from the return URL. */
    completeESignature: async (sessionId: string): Promise<CheckoutState> =>
      (await unwrap(client.POST('/checkout/{basketId}/e-signature/return', { ...path, body: { sessionId } })))
        .data,
    /** `POST .../id-check`: a fresh identity-check session; answers the provider page to send the browser to. */
    startIdCheck: async (returnUrl: string): Promise<string> =>
      (await unwrap(client.POST('/checkout/{basketId}/id-check', { ...path, body: { returnUrl } }))).data
        .redirectUrl,
    /** `POST .../id-check/return` with the provider's session id from the return URL. */
    completeIdCheck: async (sessionId: string): Promise<CheckoutState> =>
      (await unwrap(client.POST('/checkout/{basketId}/id-check/return', { ...path, body: { sessionId } })))
        .data,
    /**
     * `POST .../booking` with `Idempotency-Key: bookingKey`: creates the booking. `replayed` is
     * true when the server answered an earlier call with the same key again (the booking already
     * existed; track nothing twice).
     */
    createBooking: async (
      bookingKey: string,
    ): Promise<{ result: Schema<'CheckoutResult'>; replayed: boolean }> => {
      const call = client.POST('/checkout/{basketId}/booking', {
        params: { path: { basketId }, header: { 'Idempotency-Key': bookingKey } },
      });
      const { response } = await call;
      const result = (await unwrap(call)).data;
      return { result, replayed: response.headers.get('Idempotent-Replayed') === 'true' };
    },
    /** `GET .../result`: the booking result of a basket at `success`. */
    getResult: async (): Promise<Schema<'CheckoutResult'>> =>
      (await unwrap(client.GET('/checkout/{basketId}/result', path))).data,
    /**
     * `POST .../release`: ends an unfinished checkout now ("start over"): the basket moves to
     * `session-ended` and its unit is free for others at once. An ended basket answers the same
     * again; a booked one rejects with `wrong-step` (current step `success`), an unknown one with
     * `not-found`.
     */
    release: async (): Promise<void> => {
      await unwrap(client.POST('/checkout/{basketId}/release', path));
    },
  };
}

/** The checkout calls of one basket; see {@link createCheckoutCalls}. */
export type CheckoutCalls = ReturnType<typeof createCheckoutCalls>;
