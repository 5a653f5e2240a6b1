import { useEffect } from 'react';

/**
 * What the page is still busy with before its content shows: the first render, page chunks loading
 * or loaded but not yet on screen, and loading indicators on screen. `afterPageData` waits for none, so that code the page does not need (error
 * reporting, the consent dialog, the language menu) loads after the content.
 */
let busy = 0;
const listeners = new Set<() => void>();

function release(): void {
  busy -= 1;
  for (const listener of listeners) listener();
}

/** Counts the page as busy until the returned function is called (once). */
export function holdPage(): () => void {
  busy += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    release();
  };
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
