/**
 * Shared by the server-rendering tests of the three SDK packages.
 *
 * Watches the browser globals for reads from the SDK's own source: while a watch runs, each global
 * is a getter that answers what the global was (undefined on a server, so dependencies that look
 * for a `window` find none, as on a server) and records a read from a source file of
 * `packages/{api-client,booking,ui}/src` (tests excluded), a `typeof window` check included.
 */

/** Browser globals, and `crypto`, which a server has but the SDK must only use when called. */
const WATCHED = [
  'window',
  'document',
  'self',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestIdleCallback',
  'BroadcastChannel',
  'crypto',
] as const;

/** Source files of the SDK packages, not their tests. */
const SDK_SOURCE = /\/packages\/(api-client|booking|ui)\/src\/(?!.*__tests__)/;

/**
 * Starts watching: `reads` fills with `<global> read at <file:line:column>`; `stop()` puts the
 * globals back as they were.
 */
export function watchBrowserGlobals(): { readonly reads: string[]; stop(): void } {
  const reads: string[] = [];
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of WATCHED) {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, name);
    saved.set(name, descriptor);
    const value: unknown = descriptor?.get ? descriptor.get.call(globalThis) : descriptor?.value;
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        // The first frame after this getter is the code that read the global.
        const caller = new Error().stack?.split('\n')[2]?.trim() ?? '';
        if (SDK_SOURCE.test(caller)) reads.push(`${name} read ${caller}`);
        return value;
      },
    });
  }
  return {
    reads,
    stop() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else Reflect.deleteProperty(globalThis, name);
      }
    },
  };
}
