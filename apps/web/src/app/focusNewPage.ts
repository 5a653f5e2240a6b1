/** How long a new page may take to show its heading (a lazily loaded page, its data). */
const WAIT_FOR_HEADING_MS = 10_000;
const POLL_MS = 50;

/**
 * Moves the focus to the new page's main heading (`h1` in `main`, made focusable with
 * `tabindex="-1"`) once it shows, unless the focus moved away from `before` (what had it when the
 * path changed) meanwhile: a page that puts the focus into its content itself (the options page's
 * section heading), or a visitor who moved on, keeps it. Answers a function that stops waiting.
 */
export function focusNewPage(before: Element | null): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const place = () => {
    const active = document.activeElement;
    if (active !== null && active !== document.body && active !== before) return;
    const heading = document.querySelector('main')?.querySelector('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    if (Date.now() - started < WAIT_FOR_HEADING_MS) timer = setTimeout(place, POLL_MS);
  };
  place();
  return () => clearTimeout(timer);
}
