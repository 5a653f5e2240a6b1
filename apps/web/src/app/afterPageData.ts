import { whenIdle } from '@stowly/booking';
import type { QueryClient } from '@tanstack/react-query';
import { isPageBusy, onPageWorkDone } from './pageReadiness';

/**
 * How long to wait for the page's data at most (a slow or hanging API must not keep error
 * reporting or the consent dialog away for long).
 */
const MAX_WAIT_MS = 10_000;

/**
 * Resolves once the page's code and data have arrived (no page chunk loading, no loading
 * indicator showing, no query of `queryClient` fetching) and the browser is idle, or after
 * {@link MAX_WAIT_MS}: the moment for code the page does not need to show its content
 * (error reporting, the consent dialog and the language menu stay off the unit list's critical path).
 * Aborting `signal` stops the wait (no timer, idle callback or subscription is left) and the
 * promise never settles: for a component that unmounts meanwhile.
 */
export function afterPageData(
  queryClient: QueryClient,
  { maxWaitMs = MAX_WAIT_MS, signal }: { maxWaitMs?: number; signal?: AbortSignal } = {},
): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return;
    let settled = false;
    // Each check's idle chain, so that stopping cancels those still running.
    const pending = new Set<() => void>();
    const stop = () => {
      settled = true;
      unsubscribe();
      unsubscribePages();
      clearTimeout(deadline);
      for (const cancel of pending) cancel();
      pending.clear();
      signal?.removeEventListener('abort', stop);
    };
    const finish = () => {
      if (settled) return;
      stop();
      resolve();
    };
    // Idle, a frame, idle again: the page a finished chunk or query lets React render has been
    // rendered and painted by then.
    const idleAfterFrame = (run: () => void) => {
      let cancel = whenIdle(() => {
        const frame = requestAnimationFrame(() => {
          cancel = whenIdle(() => {
            pending.delete(cancelChain);
            run();
          }, 1000);
        });
        cancel = () => cancelAnimationFrame(frame);
      }, 1000);
      const cancelChain = () => cancel();
      pending.add(cancelChain);
    };
    const busy = () => queryClient.isFetching() > 0 || isPageBusy();
    const check = () => {
      if (settled || busy()) return;
      idleAfterFrame(() => {
        if (!busy()) finish();
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const unsubscribePages = onPageWorkDone(check);
    const deadline = setTimeout(finish, maxWaitMs);
    signal?.addEventListener('abort', stop);
    check();
  });
}
