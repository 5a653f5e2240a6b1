import { useEffect, useState } from 'react';

/** An item to render: still present, or gone from the list and playing its leave animation. */
export interface ShownItem<T> {
  /** The item. */
  item: T;
  /** True while the item plays its leave animation after it left the list. */
  leaving: boolean;
}

interface LeavingEntry<T> {
  item: T;
  /** Its position in the list it left, so it leaves in place. */
  index: number;
}

/**
 * `items` plus the ones that just left it, kept `leaveMs` long in their old place with
 * `leaving: true` so they can animate out. With `leaveMs` 0 (reduced motion) items go at once. An
 * item whose id comes back is present again.
 */
export function useLeavingItems<T extends { id: string }>(
  items: readonly T[],
  leaveMs: number,
): ShownItem<T>[] {
  const [previous, setPrevious] = useState(items);
  const [leaving, setLeaving] = useState<readonly LeavingEntry<T>[]>([]);

  // Derived from the previous render's items (React's "adjusting state when a prop changes").
  if (previous !== items) {
    const ids = new Set(items.map((item) => item.id));
    const gone =
      leaveMs > 0 ? previous.flatMap((item, index) => (ids.has(item.id) ? [] : [{ item, index }])) : [];
    setPrevious(items);
    setLeaving((current) => [...current.filter((entry) => !ids.has(entry.item.id)), ...gone]);
  }

  useEffect(() => {
    if (leaving.length === 0) return;
    const timer = setTimeout(() => setLeaving([]), leaveMs);
    return () => clearTimeout(timer);
  }, [leaving, leaveMs]);

  const shown: ShownItem<T>[] = items.map((item) => ({ item, leaving: false }));
  for (const entry of [...leaving].sort((a, b) => a.index - b.index)) {
    shown.splice(Math.min(entry.index, shown.length), 0, { item: entry.item, leaving: true });
  }
  return shown;
}
