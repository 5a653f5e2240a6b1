import { useSyncExternalStore } from 'react';

/**
 * The smallest router that does the job: the page is chosen by `location.pathname`, and `navigate`
 * pushes (or replaces) a history entry. A real site would use its own router here.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/** The current path (without the query). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

/** Goes to a path of this site without a page load. */
export function navigate(path: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  for (const listener of listeners) listener();
  window.scrollTo(0, 0);
}

/** An absolute URL of a path of this site, for the providers to send the customer back to. */
export function siteUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
