import { type RefCallback, useRef, useState } from 'react';

/** What {@link useShowMore} returns. */
export interface ShowMore<T> {
  /** The items to render now: the first pages, and at least up to `minimumShown`. */
  visibleItems: readonly T[];
  /** Whether a "Show more" button is needed. */
  hasMore: boolean;
  /** Reveals the next page and moves focus to its first item once it renders. */
  showMore(): void;
  /**
   * The ref for the element of the item at `index`: on the first new item after `showMore`, it
   * focuses the element's first input, so focus is not lost when the button goes away.
   */
  focusRef(index: number): RefCallback<HTMLElement> | undefined;
}

/**
 * Pages a list for "Show more": `pageSize` items at first (at least 1, spec section 5), one more page
 * per `showMore`, and never fewer than `minimumShown` (so a chosen item further down stays visible).
 */
export function useShowMore<T>(items: readonly T[], pageSize: number, minimumShown = 0): ShowMore<T> {
  const size = Math.max(1, Math.floor(pageSize));
  const [count, setCount] = useState(size);
  const focusIndex = useRef<number | null>(null);
  const shown = Math.max(count, minimumShown);
  return {
    visibleItems: items.slice(0, shown),
    hasMore: items.length > shown,
    showMore: () => {
      focusIndex.current = shown;
      setCount(shown + size);
    },
    focusRef: (index) =>
      index === focusIndex.current
        ? (element) => {
            if (!element) return;
            focusIndex.current = null;
            element.querySelector('input')?.focus();
          }
        : undefined,
  };
}
