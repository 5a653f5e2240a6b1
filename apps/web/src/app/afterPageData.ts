import type { QueryClient } from '@tanstack/react-query';

/**
 * How long to wait for the page's data at most (a slow or hanging API must not keep error
 * reporting or the consent dialog away for long).
 */
const MAX_WAIT_MS = 4000;

/**
 * Resolves once the page's data has arrived (no query of `queryClient` fetching) and the browser is
 * idle, or after {@link MAX_WAIT_MS}: the moment for code the page does not need to show its
 * content (issue 10: error reporting, the consent dialog and the language menu stay off the
 * unit list's critical path).
 */
export function afterPageData(queryClient: QueryClient, maxWaitMs = MAX_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      unsubscribe();
      clearTimeout(deadline);
      resolve();
    };
    const whenIdle = (run: () => void) => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 1000 });
      else setTimeout(run, 1);
    };
    // A query may start while waiting for idle time (the page's own): then wait for it as well.
    const check = () => {
      if (settled || queryClient.isFetching() > 0) return;
      whenIdle(() => {
        if (queryClient.isFetching() === 0) finish();
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    const deadline = setTimeout(finish, maxWaitMs);
    check();
  });
}
