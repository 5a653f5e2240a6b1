import type { StorageLike } from '@stowly/booking';

/** A storage that keeps nothing: where the browser blocks Web Storage (a sandboxed frame, some privacy modes). */
const NO_STORAGE: StorageLike = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

/**
 * The browser's `localStorage` or `sessionStorage`, or a storage that keeps nothing when reading
 * the property itself throws (blocked storage).
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    return window[kind];
  } catch {
    return NO_STORAGE;
  }
}
