import { useSyncExternalStore } from 'react';

/** The part of a vanilla (zustand) store that React needs to follow it. */
interface ReadableStore<TState> {
  getState(): TState;
  subscribe(listener: () => void): () => void;
}

/**
 * Reads a vanilla store of `@stowly/booking` (language, consent) in a component, re-rendering when
 * the selected value changes. Select a field or a primitive.
 */
export function useStoreState<TState, TSelected>(
  store: ReadableStore<TState>,
  selector: (state: TState) => TSelected,
): TSelected {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
