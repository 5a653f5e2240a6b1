/**
 * The flow navigation a page has just started: its target path and when it started. A page changes
 * the flow state and then navigates; React renders the new state a moment before the router has
 * moved, and the step guard must not judge the old route by the new state in between (it would
 * send the visitor back, spec section 2: "never back past the current route unless the state
 * requires it"). One app has one router, so one pending navigation at a time.
 */
let pending: { pathname: string; startedAt: number } | null = null;

/** How long a started navigation may take before the guard judges routes again. */
const PENDING_LIMIT_MS = 5_000;

/** Records that the flow is navigating to `path` (a path with or without a query). */
export function markFlowNavigation(path: string): void {
  pending = { pathname: new URL(path, 'http://app.invalid').pathname, startedAt: Date.now() };
}

/**
 * Whether a flow navigation is on its way and the router is still at another path. Arriving at
 * the target (or the time limit) ends it.
 */
export function isFlowNavigationPending(currentPathname: string): boolean {
  if (pending === null) return false;
  if (pending.pathname === currentPathname || Date.now() - pending.startedAt > PENDING_LIMIT_MS) {
    pending = null;
    return false;
  }
  return true;
}
