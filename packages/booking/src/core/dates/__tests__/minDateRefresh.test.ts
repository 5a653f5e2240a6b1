import { describe, expect, it, vi } from 'vitest';
import { createMoveInDateWindowStore, type IntervalScheduler } from '../createMoveInDateWindowStore';

const location = { timeZone: 'Europe/Stockholm', earliestBookableDate: '2026-03-01', bookableTill: 30 };

/** A scheduler that runs its callbacks only when the test ticks. */
function manualScheduler() {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 0;
  const scheduler: IntervalScheduler = vi.fn((callback: () => void, ms: number) => {
    const handle = next++;
    timers.set(handle, { callback, ms });
    return () => timers.delete(handle);
  });
  return {
    scheduler,
    timers,
    tick: () => {
      for (const timer of timers.values()) timer.callback();
    },
  };
}

describe('minimum date refresh (spec section 5)', () => {
  it('recomputes the window every 60 s while subscribed, so the minimum moves on at midnight', () => {
    let now = Date.parse('2026-03-10T22:58:30Z'); // 23:58:30 in Stockholm
    const { scheduler, timers, tick } = manualScheduler();
    const store = createMoveInDateWindowStore({ location, clock: { now: () => now }, scheduler });
    expect(store.getState().minDate).toBe('2026-03-10');

    const seen: string[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.minDate));
    expect(scheduler).toHaveBeenCalledWith(expect.any(Function), 60_000);

    now += 60_000;
    tick();
    expect(seen).toEqual([]); // same day: subscribers are not woken
    now += 60_000;
    tick();
    expect(store.getState().minDate).toBe('2026-03-11');
    expect(store.getState().maxDate).toBe('2026-04-10');
    expect(seen).toEqual(['2026-03-11']);

    unsubscribe();
    expect(timers.size).toBe(0);
  });

  it('runs one timer for any number of subscribers and stops with the last', () => {
    const { scheduler, timers } = manualScheduler();
    const store = createMoveInDateWindowStore({ location, clock: { now: () => Date.now() }, scheduler });
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    expect(timers.size).toBe(1);
    first();
    first();
    expect(timers.size).toBe(1);
    second();
    expect(timers.size).toBe(0);
  });

  it('catches up when the first subscriber arrives after midnight', () => {
    let now = Date.parse('2026-03-10T12:00:00Z');
    const { scheduler } = manualScheduler();
    const store = createMoveInDateWindowStore({ location, clock: { now: () => now }, scheduler });
    now = Date.parse('2026-03-11T12:00:00Z');
    store.subscribe(() => {});
    expect(store.getState().minDate).toBe('2026-03-11');
  });

  it('takes new location data', () => {
    const { scheduler } = manualScheduler();
    const store = createMoveInDateWindowStore({
      location,
      clock: { now: () => Date.parse('2026-03-10T12:00:00Z') },
      scheduler,
    });
    store.getState().setLocation({ ...location, earliestBookableDate: '2026-03-20', bookableTill: null });
    expect([store.getState().minDate, store.getState().maxDate]).toEqual(['2026-03-20', '2026-05-10']);
  });

  it('uses setInterval by default', () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(Date.parse('2026-03-10T22:59:30Z'));
      const store = createMoveInDateWindowStore({ location, clock: { now: () => Date.now() } });
      const unsubscribe = store.subscribe(() => {});
      vi.advanceTimersByTime(60_000);
      expect(store.getState().minDate).toBe('2026-03-11');
      unsubscribe();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
