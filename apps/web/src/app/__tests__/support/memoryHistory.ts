import { memoryLocation } from 'wouter/memory-location';
import type { AppHistory } from '../../createAppServices';

/** A history in memory for tests: wouter's memory location with its entries recorded. */
export interface MemoryHistory extends AppHistory {
  /** The location hook, for wouter's `<Router hook={history.hook}>`. */
  readonly hook: ReturnType<typeof memoryLocation>['hook'];
  /** Every entry, oldest first; the last one is the current (a replaced entry is overwritten). */
  readonly entries: readonly string[];
  /** Opens `path` as a new entry, as a link or a pushed navigation does. */
  push(path: string): void;
}

/** A memory history with `entries` (paths with their query), at the last one. */
export function createMemoryHistory(entries: [string, ...string[]]): MemoryHistory {
  const [first, ...rest] = entries;
  const memory = memoryLocation({ path: first, record: true });
  for (const entry of rest) memory.navigate(entry);
  return {
    hook: memory.hook,
    entries: memory.history,
    get location() {
      const current = memory.history.at(-1) ?? '/';
      const queryStart = current.indexOf('?');
      return queryStart === -1
        ? { pathname: current, search: '' }
        : { pathname: current.slice(0, queryStart), search: current.slice(queryStart) };
    },
    push: (path) => memory.navigate(path),
    replace: (path) => memory.navigate(path, { replace: true }),
  };
}
