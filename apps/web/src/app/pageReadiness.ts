import { useEffect } from 'react';

/**
 * What the page is still busy with before its content shows: page chunks loading and loading
 * indicators on screen. `afterPageData` waits for none, so that code the page does not need (error
 * reporting, the consent dialog, the language menu) loads after the content (issue 10).
 */
let busy = 0;
const listeners = new Set<() => void>();

function release(): void {
  busy -= 1;
  for (const listener of listeners) listener();
}

/** Counts `work` (a page chunk loading) as busy until it settles; returns it. */
export function trackPageWork<T>(work: Promise<T>): Promise<T> {
  busy += 1;
  work.then(release, release);
  return work;
}

/** Counts the calling loading indicator as busy while it is mounted. */
export function useLoadingIndicator(): void {
  useEffect(() => {
    busy += 1;
    return release;
  }, []);
}

/** Whether a page chunk is loading or a loading indicator shows. */
export function isPageBusy(): boolean {
  return busy > 0;
}

/** Calls `listener` whenever some page work ends; returns the unsubscribe. */
export function onPageWorkDone(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
