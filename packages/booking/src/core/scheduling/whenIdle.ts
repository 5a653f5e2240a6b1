/**
 * Runs `callback` once the browser is idle (`requestIdleCallback`, at the latest after `timeoutMs`),
 * or after a short delay where there are no idle callbacks (Safari, tests, servers). For work a page
 * does not need to show its content: loading a fallback catalog, a popover's chunk.
 *
 * @returns a function that cancels the callback if it has not run yet
 * @example
 * const cancel = whenIdle(() => void loadCalendar());
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 200);
  return () => clearTimeout(id);
}
