import type { StorageLike } from '../../core/auth/StorageLike';

/** A Map-backed {@link StorageLike} for tests, with its entries readable. */
export function createMemoryStorage(initial: Record<string, string> = {}): StorageLike & {
  entries(): Record<string, string>;
} {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
    removeItem: (key) => {
      map.delete(key);
    },
    entries: () => Object.fromEntries(map),
  };
}
