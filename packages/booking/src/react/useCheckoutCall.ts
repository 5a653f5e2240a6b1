import { useCallback, useEffect, useRef, useState } from 'react';
import { type CheckoutOutcome, checkoutOutcome } from '../checkout';

/**
 * Where a checkout call stands: `idle` before it runs (and after a failure that moved the
 * checkout), `pending` from its start on (a success is followed by the page moving on), `failed`
 * when it may be retried.
 */
export type CheckoutCallStatus = 'idle' | 'pending' | 'failed';

/** Options of {@link useCheckoutCall}. */
export interface UseCheckoutCallOptions {
  /** Runs the call once when the component mounts, as the booking step does. @default false */
  runOnMount?: boolean;
  /**
   * Hears where a failed call left the checkout when it is not a retryable failure (a step the
   * server named, or a resync). Without it the refreshed `useCheckoutState` shows the way.
   */
  onOutcome?: (outcome: Exclude<CheckoutOutcome, { kind: 'failed' }>) => void;
}

/** What {@link useCheckoutCall} returns. */
export interface CheckoutCall {
  /** Where the call stands. */
  status: CheckoutCallStatus;
  /** Runs the call (again). */
  run: () => void;
}

/**
 * Runs a checkout call from a button or on mount and classifies its failure with
 * `checkoutOutcome`: a retryable failure sets `failed`, anything else (`wrong-step`, a declined
 * card, a used session) goes to `onOutcome`.
 *
 * @example
 * const handOff = useCheckoutCall(async () => goToProvider(await actions.startIdCheck(returnUrl)));
 * <button disabled={handOff.status === 'pending'} onClick={handOff.run}>Start the identity check</button>
 */
export function useCheckoutCall(
  call: () => Promise<unknown>,
  options: UseCheckoutCallOptions = {},
): CheckoutCall {
  const [status, setStatus] = useState<CheckoutCallStatus>('idle');
  const latest = useRef({ call, onOutcome: options.onOutcome });
  latest.current = { call, onOutcome: options.onOutcome };
  const run = useCallback(() => {
    setStatus('pending');
    latest.current.call().catch((error: unknown) => {
      const outcome = checkoutOutcome(error);
      if (outcome.kind === 'failed') return setStatus('failed');
      setStatus('idle');
      latest.current.onOutcome?.(outcome);
    });
  }, []);
  const started = useRef(false);
  const runOnMount = options.runOnMount ?? false;
  useEffect(() => {
    if (!runOnMount || started.current) return;
    started.current = true;
    run();
  }, [runOnMount, run]);
  return { status, run };
}
