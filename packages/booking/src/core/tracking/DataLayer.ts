/**
 * Where tracking data goes: `window.dataLayer` in a browser (an array works as it is), or any
 * object with a `push` method (a test recorder, a server-side collector).
 */
export interface DataLayer {
  /** Appends one entry: an event object or a gtag-style command. */
  push(entry: unknown): unknown;
}
