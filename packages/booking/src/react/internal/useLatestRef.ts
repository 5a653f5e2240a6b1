import { useEffect, useLayoutEffect, useRef } from 'react';

// Layout effects do not run on a server; there the ref keeps the first render's value, which is
// all a server render can call anyway.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A ref that always holds the latest `value`, updated before any passive effect (`useEffect`) of
 * the tree runs, so callbacks can be read at call time without restarting effects when the
 * integrator passes a new function on every render.
 */
export function useLatestRef<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useIsomorphicLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
