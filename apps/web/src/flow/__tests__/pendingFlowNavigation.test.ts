import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFlowNavigationPending, markFlowNavigation } from '../pendingFlowNavigation';

afterEach(() => {
  vi.useRealTimers();
  // Arriving ends any navigation a test left behind.
  isFlowNavigationPending('/1/unit-type/102/options');
});

describe('pending flow navigation', () => {
  it('is pending while the router is still at another path, and ends on arrival', () => {
    expect(isFlowNavigationPending('/1/unit-type/104/options/not-available/2026-11-24')).toBe(false);
    markFlowNavigation('/1/unit-type/102/options?section=moveInDate&lang=en');
    expect(isFlowNavigationPending('/1/unit-type/104/options/not-available/2026-11-24')).toBe(true);
    expect(isFlowNavigationPending('/1/unit-type/102/options')).toBe(false);
    // Once arrived, the guard judges every route again.
    expect(isFlowNavigationPending('/1/unit-type/104/options/not-available/2026-11-24')).toBe(false);
  });

  it('ends after five seconds when the router never arrives', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') });
    markFlowNavigation('/1/unit-type/102/options');
    vi.advanceTimersByTime(4_999);
    expect(isFlowNavigationPending('/1')).toBe(true);
    vi.advanceTimersByTime(2);
    expect(isFlowNavigationPending('/1')).toBe(false);
  });
});
