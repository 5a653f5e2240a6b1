/**
 * The part of the Web Storage API the booking core uses. Pass `window.localStorage` or
 * `window.sessionStorage` in a browser, or any object with these three methods elsewhere (a Map
 * wrapper in tests or on a server).
 */
export interface StorageLike {
  /** The stored text for `key`, or `null` when there is none. */
  getItem(key: string): string | null;
  /** Stores `value` under `key`. */
  setItem(key: string, value: string): void;
  /** Removes `key`; nothing happens when it is absent. */
  removeItem(key: string): void;
}
