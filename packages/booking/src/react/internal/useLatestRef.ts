import { useInsertionEffect, useRef } from 'react';

/**
 * A ref that always holds the latest `value`, updated before any layout or passive effect of the
 * tree runs, so callbacks can be read at call time without restarting effects when the integrator
 * passes a new function on every render. An insertion effect: it runs in every commit before the
 * others, and never on a server (where the ref keeps the first render's value, which is all a
 * server render can call anyway), without React 18's server warning for layout effects and
 * without looking for a `document`.
 */
export function useLatestRef<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
