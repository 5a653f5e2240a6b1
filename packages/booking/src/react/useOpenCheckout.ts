import { checkoutQueries, isApiError, isApiUnavailable } from '@stowly/api-client';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { createCheckoutCalls, type OpenCheckout, openCheckoutStorageKey } from '../checkout';
import { useBookingContext } from './internal/BookingContext';

/** What {@link useOpenCheckout} returns. */
export interface OpenCheckoutView {
  /**
   * The unfinished checkout a tab of this browser started at the provider's location (kept in the
   * provider's `openCheckoutStorage`), or null. Offer to continue it at
   * `/{locationId}/checkout/{basketId}` or to start over. Null in a server render and the render
   * that hydrates it (the storage is the browser's).
   */
  openCheckout: OpenCheckout | null;
  /**
   * Starts over: releases the checkout (`POST /checkout/{basketId}/release`), so its unit is free
   * at once, and forgets it (and the tab's checkout, when it is that basket). Resolves true once it
   * is gone (also when the server had already ended, booked or forgotten it); false when the call
   * failed, with the checkout kept and the error in `startOverError`.
   */
  startOver(): Promise<boolean>;
  /** The release is under way: disable both actions. */
  isStartingOver: boolean;
  /** Why the last start over failed (an `ApiError`, such as no answer); null otherwise. */
  startOverError: Error | null;
  /**
   * Forgets the checkout without asking the server, such as when its hold has run out; with
   * `basketId`, only when it is that basket's (which ended: booked, say).
   */
  forget(basketId?: number): void;
}

/** An answer meaning the checkout is not open any more: unknown (404), or booked (409 `wrong-step`). */
function alreadyGone(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.code === 'wrong-step');
}

/**
 * The unfinished checkout this browser remembers at the provider's location, with "start over".
 * The SDK keeps it current: `useSubmitBooking` remembers a new basket, reading the checkout state
 * moves its expiry on, and booking, a session end or a release forget it. Other tabs' changes
 * arrive through the `storage` event.
 *
 * @example
 * const { openCheckout, startOver, isStartingOver } = useOpenCheckout();
 * const { secondsLeft } = useHoldCountdown(openCheckout?.expiresAt, { onExpire: forget });
 * {openCheckout ? <a href={`/7/checkout/${openCheckout.basketId}`}>Continue booking</a> : null}
 */
export function useOpenCheckout(): OpenCheckoutView {
  const { client, queryClient, locationId, openCheckoutStore, checkoutStore, callbacks } =
    useBookingContext('useOpenCheckout');

  const openCheckout = useSyncExternalStore(
    openCheckoutStore.subscribe,
    () => openCheckoutStore.getState().openCheckout,
    () => null,
  );

  useEffect(() => {
    const { reload } = openCheckoutStore.getState();
    reload();
    if (typeof window === 'undefined') return;
    const key = openCheckoutStorageKey(locationId);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [openCheckoutStore, locationId]);

  const mutation = useMutation<void, Error, number>({
    mutationKey: ['checkout', 'release'],
    mutationFn: async (basketId) => {
      try {
        await createCheckoutCalls(client, basketId).release();
      } catch (error) {
        if (!alreadyGone(error)) throw error;
      }
    },
    onSuccess: (_answer, basketId) => {
      openCheckoutStore.getState().forget(basketId);
      if (checkoutStore.getState().basketId === basketId) checkoutStore.getState().endCheckout();
      void queryClient.invalidateQueries({ queryKey: checkoutQueries.state(client, basketId).queryKey });
    },
    onError: (error) => {
      if (!isApiError(error) || isApiUnavailable(error)) callbacks.current.onError?.(error);
    },
  });

  const { mutateAsync } = mutation;
  const startOver = useCallback(async () => {
    const current = openCheckoutStore.getState().openCheckout;
    if (!current) return true;
    return mutateAsync(current.basketId).then(
      () => true,
      () => false,
    );
  }, [mutateAsync, openCheckoutStore]);
  const forget = useCallback(
    (basketId?: number) => {
      const current = openCheckoutStore.getState().openCheckout;
      if (current) openCheckoutStore.getState().forget(basketId ?? current.basketId);
    },
    [openCheckoutStore],
  );

  return {
    openCheckout,
    startOver,
    isStartingOver: mutation.isPending,
    startOverError: mutation.error,
    forget,
  };
}
