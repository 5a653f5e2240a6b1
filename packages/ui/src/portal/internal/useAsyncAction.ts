import { useState } from 'react';

/** What {@link useAsyncAction} returns. */
export interface AsyncAction<TArgs extends unknown[]> {
  /**
   * Runs the action. Resolves `true` when its promise fulfilled, `false` when it threw or rejected,
   * and `null` when it returned no promise (the host then tracks the outcome itself).
   */
  run: (...args: TArgs) => Promise<boolean | null>;
  /** Whether a promise returned by the action is still pending. */
  isPending: boolean;
  /** What the last run threw or rejected with, or null. */
  error: unknown;
  /** Forgets the last error. */
  reset: () => void;
}

/**
 * Tracks a host callback that may return a promise (a mutation), so a component can show its
 * pending and error states itself when the host passes none.
 */
export function useAsyncAction<TArgs extends unknown[]>(
  action: (...args: TArgs) => unknown,
): AsyncAction<TArgs> {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const run = async (...args: TArgs): Promise<boolean | null> => {
    setState({ isPending: false, error: null });
    try {
      const result = action(...args);
      if (!(result instanceof Promise)) return null;
      setState({ isPending: true, error: null });
      await result;
      setState({ isPending: false, error: null });
      return true;
    } catch (error) {
      setState({ isPending: false, error: error ?? new Error('Failed') });
      return false;
    }
  };
  return { run, ...state, reset: () => setState({ isPending: false, error: null }) };
}
