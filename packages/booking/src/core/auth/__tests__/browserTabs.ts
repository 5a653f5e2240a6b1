import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import type { AuthLock } from '../createAuthStore';
import type { StorageLike } from '../StorageLike';

/**
 * One lock shared by the tabs of a browser, granted in turn like `navigator.locks.request`: a task
 * starts once the one before it has settled. Records the names it was asked for.
 */
export function createSharedLock() {
  let queue: Promise<unknown> = Promise.resolve();
  const names: string[] = [];
  const lock: AuthLock = (name, task) => {
    names.push(name);
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  return { lock, names };
}

/**
 * One browser's local storage shared by its tabs. Each `tab()` gets its own view: a change made
 * through one view is announced to the watchers of the other views (as the browser's `storage`
 * event is, a moment later), never to the view that made it, and only when a value changed.
 */
export function createSharedStorage(initial: Record<string, string> = {}) {
  const shared = createMemoryStorage(initial);
  const watchers: { tab: number; onChange: () => void }[] = [];
  let tabs = 0;

  function tab(): { storage: StorageLike; watchOtherTabs: (onChange: () => void) => void } {
    tabs += 1;
    const id = tabs;
    const announce = () => {
      for (const watcher of watchers) if (watcher.tab !== id) queueMicrotask(watcher.onChange);
    };
    return {
      storage: {
        getItem: (key) => shared.getItem(key),
        setItem(key, value) {
          const before = shared.getItem(key);
          shared.setItem(key, value);
          if (before !== value) announce();
        },
        removeItem(key) {
          const before = shared.getItem(key);
          shared.removeItem(key);
          if (before !== null) announce();
        },
      },
      watchOtherTabs: (onChange) => {
        watchers.push({ tab: id, onChange });
      },
    };
  }

  return { tab, entries: () => shared.entries() };
}

/** Lets queued microtasks and promise callbacks run (storage announcements, fake fetch answers). */
export async function settle(): Promise<void> {
  for (let round = 0; round < 10; round += 1) await Promise.resolve();
}
