import { describe, expect, it } from 'vitest';
import { createToastStore, type ToastScheduler } from '../createToastStore';
import {
  APP_TOAST_SPEED_MS,
  DEFAULT_TOAST_DURATION_MS,
  TOAST_SPEED_MS,
  TOAST_WIDTH_PX,
} from '../toastConstants';

/** A scheduler whose time moves only when the test says so. */
function createManualScheduler() {
  let now = 0;
  let nextHandle = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const scheduler: ToastScheduler = {
    setTimeout(callback, ms) {
      nextHandle += 1;
      pending.set(nextHandle, { at: now + ms, callback });
      return nextHandle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  return {
    scheduler,
    pendingCount: () => pending.size,
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle);
          timer.callback();
        }
      }
    },
  };
}

describe('Toasts auto-dismiss after 3000 ms by default and on click', () => {
  it('fills the notification model with the spec defaults', () => {
    const store = createToastStore({ scheduler: createManualScheduler().scheduler });
    const id = store.getState().show({ title: 'Saved' });
    expect(store.getState().toasts).toEqual([
      {
        id,
        title: 'Saved',
        text: '',
        type: 'default',
        duration: 3000,
        speed: 300,
        group: 'default',
        data: undefined,
      },
    ]);
  });

  it('dismisses a toast after 3000 ms, not before', () => {
    const time = createManualScheduler();
    const store = createToastStore({ scheduler: time.scheduler });
    store.getState().show({ type: 'success', text: 'Booked' });
    time.advance(2999);
    expect(store.getState().toasts).toHaveLength(1);
    time.advance(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it('honours a custom duration, and keeps a toast with duration 0 until clicked', () => {
    const time = createManualScheduler();
    const store = createToastStore({ scheduler: time.scheduler });
    store.getState().show({ type: 'warn', text: 'Short', duration: 500 });
    const sticky = store.getState().show({ type: 'error', text: 'Sticky', duration: 0 });
    time.advance(10_000);
    expect(store.getState().toasts.map((toast) => toast.id)).toEqual([sticky]);
    store.getState().dismiss(sticky);
    expect(store.getState().toasts).toEqual([]);
  });

  it('dismisses on click and cancels its timer', () => {
    const time = createManualScheduler();
    const store = createToastStore({ scheduler: time.scheduler });
    const id = store.getState().show({ type: 'error', title: 'Failed', text: 'Try again' });
    store.getState().dismiss(id);
    expect(store.getState().toasts).toEqual([]);
    expect(time.pendingCount()).toBe(0);
  });

  it('replaces a toast shown again with the same id, restarting its timer', () => {
    const time = createManualScheduler();
    const store = createToastStore({ scheduler: time.scheduler });
    store.getState().show({ id: 'network', text: 'Offline' });
    time.advance(2000);
    store.getState().show({ id: 'network', text: 'Still offline' });
    time.advance(2000);
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual(['Still offline']);
    time.advance(1000);
    expect(store.getState().toasts).toEqual([]);
  });

  it('clears one group or all', () => {
    const time = createManualScheduler();
    const store = createToastStore({ scheduler: time.scheduler });
    store.getState().show({ text: 'a', group: 'portal' });
    store.getState().show({ text: 'b' });
    store.getState().clear('portal');
    expect(store.getState().toasts.map((toast) => toast.text)).toEqual(['b']);
    store.getState().clear();
    expect(store.getState().toasts).toEqual([]);
    expect(time.pendingCount()).toBe(0);
  });

  it('exposes the constants of spec section 9', () => {
    expect([DEFAULT_TOAST_DURATION_MS, TOAST_SPEED_MS, APP_TOAST_SPEED_MS, TOAST_WIDTH_PX]).toEqual([
      3000, 300, 250, 300,
    ]);
  });
});
