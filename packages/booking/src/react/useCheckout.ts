import { checkoutQueries, isApiError, isApiUnavailable, type Schema } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import {
  type CheckoutState,
  type CheckoutStoreState,
  createCheckoutCalls,
  isFinalCheckoutStep,
  type PaymentSession,
} from '../checkout';
import { useBookingContext } from './internal/BookingContext';

/** How often the checkout state is read again while an identity check is in progress. @default 2000 */
export const ID_CHECK_POLL_INTERVAL_MS = 2000;

/** What {@link useCheckout} returns: the checkout this tab is in at the provider's location. */
export interface CheckoutView
  extends Pick<CheckoutStoreState, 'basketId' | 'bookingKey' | 'startCheckout' | 'endCheckout'> {
  /**
   * False while the tab's checkout has not been read from the provider's storage yet: in a server
   * render and in the render that hydrates it (the storage is the browser's), until the effect
   * right after hydration. A null `basketId` means "no checkout" only once this is true. A
   * provider created in the browser reads its storage at once, so it is true from the first render.
   */
  isRestored: boolean;
}

/**
 * The checkout of this tab at the provider's location: the basket (set by `useSubmitBooking` when
 * the booking is submitted, or by a route that names a basket) and its booking key, kept in the
 * provider's storage across provider redirects. `endCheckout` also forgets the basket as the
 * browser's open checkout (see `useOpenCheckout`).
 */
export function useCheckout(): CheckoutView {
  const { checkoutStore, openCheckoutStore, checkoutRestored } = useBookingContext('useCheckout');
  const basketId = useStore(checkoutStore, (state) => state.basketId);
  const bookingKey = useStore(checkoutStore, (state) => state.bookingKey);
  const { startCheckout } = checkoutStore.getState();
  const endCheckout = useCallback(() => {
    const ended = checkoutStore.getState().basketId;
    checkoutStore.getState().endCheckout();
    if (ended !== null) openCheckoutStore.getState().forget(ended);
  }, [checkoutStore, openCheckoutStore]);
  return { basketId, bookingKey, startCheckout, endCheckout, isRestored: checkoutRestored };
}

/** Options of {@link useCheckoutState}. */
export interface UseCheckoutStateOptions {
  /**
   * How often to read the state again while the step is `id-check-in-progress`; `false` never.
   * @default ID_CHECK_POLL_INTERVAL_MS
   */
  pollWhileInProgress?: number | false;
}

/**
 * The server's checkout state of a basket (`GET /checkout/{basketId}`), read again whenever it is
 * shown and every 2 s while an identity check is in progress. Its `step` decides what the
 * customer sees. Disabled while `basketId` is null. Each state read keeps the browser's open
 * checkout (see `useOpenCheckout`) current: an unfinished one is remembered with its new
 * `expiresAt`, a finished (`success`, `session-ended`) or unknown one is forgotten.
 */
export function useCheckoutState(
  basketId: number | null,
  options: UseCheckoutStateOptions = {},
): UseQueryResult<CheckoutState, Error> {
  const { client, locationId, openCheckoutStore } = useBookingContext('useCheckoutState');
  const poll = options.pollWhileInProgress ?? ID_CHECK_POLL_INTERVAL_MS;
  const query = useQuery({
    ...checkoutQueries.state(client, basketId ?? 0),
    enabled: basketId !== null,
    retry: false,
    refetchInterval: (query) =>
      poll !== false && query.state.data?.step === 'id-check-in-progress' ? poll : false,
  });
  const { data, error } = query;
  useEffect(() => {
    if (!data || data.locationId !== locationId) return;
    const open = openCheckoutStore.getState();
    if (isFinalCheckoutStep(data.step)) open.forget(data.basketId);
    else
      open.remember({ basketId: data.basketId, expiresAt: data.expiresAt, unitTypeName: data.unitType.name });
  }, [data, locationId, openCheckoutStore]);
  useEffect(() => {
    if (basketId !== null && isApiError(error, 'not-found')) openCheckoutStore.getState().forget(basketId);
  }, [error, basketId, openCheckoutStore]);
  return query;
}

/**
 * The result of a basket at `success` (`GET /checkout/{basketId}/result`), for the success page:
 * what it shows is read from the server, not from its URL. A booked basket's result never
 * changes, so once known (also from `createBooking`'s answer) it is not read again. Disabled
 * while `basketId` is null.
 */
export function useCheckoutResult(basketId: number | null): UseQueryResult<Schema<'CheckoutResult'>, Error> {
  const { client } = useBookingContext('useCheckoutResult');
  return useQuery({
    ...checkoutQueries.result(client, basketId ?? 0),
    enabled: basketId !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The checkout calls of one basket, each keeping the cached checkout state up to date. */
export interface CheckoutActions {
  /** Opens (or returns the open) payment session; the provider sends the customer back to `returnUrl`. */
  startPayment(returnUrl: string): Promise<PaymentSession>;
  /** Verifies the payment with the provider's reference from the return URL; answers the new state. */
  verifyPayment(paymentReference: string): Promise<CheckoutState>;
  /** Opens a fresh signing session; answers the provider page to send the browser to. */
  startESignature(returnUrl: string): Promise<string>;
  /** Reports the return from the signature provider; answers the new state. */
  completeESignature(sessionId: string): Promise<CheckoutState>;
  /** Opens a fresh identity-check session; answers the provider page to send the browser to. */
  startIdCheck(returnUrl: string): Promise<string>;
  /** Reports the return from the identity-check provider; answers the new state. */
  completeIdCheck(sessionId: string): Promise<CheckoutState>;
  /**
   * Creates the booking with the checkout's idempotency key (a repeat replays the first answer).
   * On success the flow draft is cleared and the browser's open checkout forgotten; the tab's
   * checkout keeps the booked basket (its state is then `success`) until the next booking
   * replaces it. `replayed` tells whether the booking
   * already existed (track the purchase only when it is false).
   */
  createBooking(): Promise<{ result: Schema<'CheckoutResult'>; replayed: boolean }>;
}

/**
 * The step calls of a basket's checkout (see `createCheckoutCalls` of `@stowly/booking`). Every
 * answer that carries the state replaces the cached `useCheckoutState`; a failed call marks it
 * stale so it is read again (the client resyncs after `wrong-step`). Calls reject with the
 * `ApiError`; `checkoutOutcome` says where that leaves the customer. The provider's `onError`
 * hears of failures that are not a checkout outcome (no answer, or a server error).
 *
 * @example
 * const actions = useCheckoutActions(basketId);
 * const redirectUrl = await actions.startESignature(`${origin}/1/checkout/esignature/${basketId}`);
 * window.location.assign(redirectUrl);
 */
export function useCheckoutActions(basketId: number): CheckoutActions {
  const { client, queryClient, checkoutStore, openCheckoutStore, bookingStore, callbacks } =
    useBookingContext('useCheckoutActions');
  return useMemo(() => {
    const calls = createCheckoutCalls(client, basketId);
    const stateKey = checkoutQueries.state(client, basketId).queryKey;
    const track = async <T>(call: () => Promise<T>, onAnswer?: (answer: T) => void): Promise<T> => {
      try {
        const answer = await call();
        onAnswer?.(answer);
        return answer;
      } catch (error) {
        void queryClient.invalidateQueries({ queryKey: stateKey, exact: true });
        if (!isApiError(error) || isApiUnavailable(error)) callbacks.current.onError?.(error);
        throw error;
      }
    };
    const keepState = (state: CheckoutState) => {
      if (state.basketId === basketId) queryClient.setQueryData(stateKey, state);
    };
    return {
      startPayment: (returnUrl) => track(() => calls.startPayment(returnUrl)),
      verifyPayment: (reference) => track(() => calls.verifyPayment(reference), keepState),
      startESignature: (returnUrl) => track(() => calls.startESignature(returnUrl)),
      completeESignature: (sessionId) => track(() => calls.completeESignature(sessionId), keepState),
      startIdCheck: (returnUrl) => track(() => calls.startIdCheck(returnUrl)),
      completeIdCheck: (sessionId) => track(() => calls.completeIdCheck(sessionId), keepState),
      createBooking: () => {
        const checkout = checkoutStore.getState();
        checkout.startCheckout(basketId);
        const bookingKey = checkoutStore.getState().bookingKey as string;
        return track(
          () => calls.createBooking(bookingKey),
          ({ result }) => {
            queryClient.setQueryData(checkoutQueries.result(client, basketId).queryKey, result);
            void queryClient.invalidateQueries({ queryKey: stateKey, exact: true });
            // Booked: no tab offers to resume it any more.
            openCheckoutStore.getState().forget(basketId);
            // The tab keeps the basket (and its key): coming back shows it as booked, and a repeated
            // call replays this answer instead of booking again.
            bookingStore.getState().reset();
          },
        );
      },
    };
  }, [client, queryClient, checkoutStore, openCheckoutStore, bookingStore, callbacks, basketId]);
}
