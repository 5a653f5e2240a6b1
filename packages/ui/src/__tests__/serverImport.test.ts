// @vitest-environment node
/**
 * Importing @stowly/ui and @stowly/ui/stripe on a server reads no browser global (see
 * `watchBrowserGlobals`: a `typeof window` check in the SDK's source counts as a read).
 * react-aria and Stripe may look for a `window`; they find none, as on a server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchBrowserGlobals } from '../../../../scripts/testing/watchBrowserGlobals';

let watch: ReturnType<typeof watchBrowserGlobals>;
beforeAll(() => {
  watch = watchBrowserGlobals();
});
afterAll(() => watch.stop());

describe('@stowly/ui imported on a server', () => {
  it('has no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('loads both entries without reading a browser global', { timeout: 120_000 }, async () => {
    const [main, stripe] = await Promise.all([import('../index'), import('../stripe')]);
    expect(typeof main.StowlyThemeProvider).toBe('function');
    expect(typeof stripe.StripeCardPayment).toBe('function');
    expect(watch.reads).toEqual([]);
  });
});
