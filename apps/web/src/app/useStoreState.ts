import { useSyncExternalStore } from 'react';

/** The part of a vanilla (zustand) store that React needs to follow it. */
interface ReadableStore<TState> {
  getState(): TState;
  subscribe(listener: () => void): () => void;
}

/**
 * Reads a vanilla store of `@stowly/booking` (language, consent) in a component, re-rendering when
 * the selected value changes. Select a field or a primitive. `serverState` is what the server
 * rendered from, when the browser's state may differ (the stored sign-in): the hydration uses it,
 * and the browser's state follows right after.
 */
export function useStoreState<TState, TSelected>(
  store: ReadableStore<TState>,
  selector: (state: TState) => TSelected,
  serverState?: TState,
): TSelected {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(serverState ?? store.getState()),
  );
}
