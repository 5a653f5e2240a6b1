import type { StorageLike } from '../core/auth/StorageLike';

/**
 * Reads and parses a JSON value from storage. Returns `undefined` when the key is absent, when the
 * storage throws (blocked storage), or when the text is not JSON; unparseable text is removed so
 * it cannot break the next start either.
 */
export function readStoredJson(storage: StorageLike, key: string): unknown {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    safeRemove(storage, key);
    return undefined;
  }
}

/** Writes a value as JSON; a full or blocked storage is ignored (the state still works in memory). */
export function writeStoredJson(storage: StorageLike, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded or storage disabled: nothing to keep, the in-memory state stays correct.
  }
}

/** Removes a key, ignoring a storage that throws. */
export function safeRemove(storage: StorageLike, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Blocked storage holds nothing of ours.
  }
}
