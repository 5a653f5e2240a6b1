import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After an in-app navigation to a new path, moves the focus to the new page's main heading, so
 * keyboard and screen reader users start on the new content instead of the top of the document or
 * a control that is gone (WCAG 2.4.3; see `focusNewPage`). The first page of a load keeps the
 * browser's start. The code that moves the focus loads with the first navigation, off the path to
 * the unit list (its byte gate).
 */
export function RouteFocus(): null {
  const [pathname] = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // What had the focus when the path changed: the old page's link or button, or nothing.
    const before = document.activeElement;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('./focusNewPage').then((module) => {
      if (!cancelled) stop = module.focusNewPage(before);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [pathname]);

  return null;
}
