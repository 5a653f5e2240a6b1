import { useCallback, useSyncExternalStore } from 'react';
import type { StoreApi } from 'zustand';
import type { MoveInDateWindow, MoveInDateWindowState } from '../../index';

const noSubscription = () => () => {};

/**
 * Reads the move-in window store, which exists only once the location config is known (zustand's
 * `useStore` needs a store on every render). Subscribing starts the store's minimum-date refresh;
 * the last unsubscribe stops it.
 */
export function useMoveInDateWindowState(
  store: StoreApi<MoveInDateWindowState> | null,
): MoveInDateWindow | null {
  const subscribe = useCallback(
    (listener: () => void) => (store ? store.subscribe(listener) : noSubscription()),
    [store],
  );
  const getSnapshot = useCallback(() => store?.getState() ?? null, [store]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
