import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../whenIdle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('uses requestIdleCallback with the timeout, and cancels through cancelIdleCallback', () => {
    const request = vi.fn((_callback: () => void, _options: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const callback = vi.fn();
    const cancel = whenIdle(callback, 1000);
    expect(request).toHaveBeenCalledWith(callback, { timeout: 1000 });
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('falls back to a short delay without idle callbacks, and can be cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const ran = vi.fn();
    whenIdle(ran);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(200);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
