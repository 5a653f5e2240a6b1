// @vitest-environment node
/**
 * Importing the entries of @stowly/booking on a server reads no browser global (see
 * `watchBrowserGlobals`: a `typeof window` check in the SDK's source counts as a read).
 * Dependencies may look for a `window`; they find none, as on a server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchBrowserGlobals } from '../../../../scripts/testing/watchBrowserGlobals';

let watch: ReturnType<typeof watchBrowserGlobals>;
beforeAll(() => {
  watch = watchBrowserGlobals();
});
afterAll(() => watch.stop());

describe('@stowly/booking imported on a server', () => {
  it('has no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('loads every entry without reading a browser global', { timeout: 60_000 }, async () => {
    const [core, react, checkout, vite] = await Promise.all([
      import('../index'),
      import('../react/index'),
      import('../checkout'),
      import('../vite'),
    ]);
    expect(typeof core.createBookingStore).toBe('function');
    expect(typeof react.BookingProvider).toBe('function');
    expect(typeof checkout.createCheckoutStore).toBe('function');
    expect(typeof vite.precompileMessages).toBe('function');
    expect(watch.reads).toEqual([]);
  });
});
