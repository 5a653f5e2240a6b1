import type { AuthState } from '@stowly/booking';
import { useAppServices } from './useAppServices';
import { useStoreState } from './useStoreState';

/**
 * Reads the sign-in (the auth store) in a component. The server cannot know it, so the server's
 * page and the hydration see the store's first state (`undetermined`: being checked), and the
 * browser's own follows right after.
 */
export function useAuthState<TSelected>(selector: (state: AuthState) => TSelected): TSelected {
  const { authStore } = useAppServices();
  return useStoreState(authStore, selector, authStore.getInitialState());
}
