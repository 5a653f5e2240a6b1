import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Clock } from '../auth/createLoginAttempt';
import {
  getMoveInDateWindow,
  MIN_DATE_REFRESH_MS,
  type MoveInDateWindow,
  type MoveInDateWindowLocation,
} from './getMoveInDateWindow';

/** Runs `callback` every `ms` milliseconds and returns what stops it (setInterval-like). */
export type IntervalScheduler = (callback: () => void, ms: number) => () => void;

/** The move-in window store's state: the window and what updates it. */
export interface MoveInDateWindowState extends MoveInDateWindow {
  /** Takes new location data (the location config is refetched every 60 s). */
  setLocation(location: MoveInDateWindowLocation): void;
  /** Recomputes the window now. */
  refresh(): void;
}

/** Options of {@link createMoveInDateWindowStore}. */
export interface CreateMoveInDateWindowStoreOptions {
  /** The location whose window it is: time zone, earliest bookable date and `bookableTill`. */
  location: MoveInDateWindowLocation;
  /** The current time, for today in the location's time zone. */
  clock: Clock;
  /**
   * Runs the periodic recompute while anyone is subscribed.
   * @default setInterval and clearInterval of the global scope
   */
  scheduler?: IntervalScheduler;
  /**
   * How often the window is recomputed, in milliseconds.
   * @default MIN_DATE_REFRESH_MS (60_000)
   */
  refreshMs?: number;
}

const everyInterval: IntervalScheduler = (callback, ms) => {
  const handle = setInterval(callback, ms);
  return () => clearInterval(handle);
};

/**
 * A store of the location's move-in window that recomputes it every {@link MIN_DATE_REFRESH_MS}
 * while anyone is subscribed, so the minimum moves on at midnight without a reload. The timer
 * starts with the first subscriber and stops with the last.
 */
export function createMoveInDateWindowStore(
  options: CreateMoveInDateWindowStoreOptions,
): StoreApi<MoveInDateWindowState> {
  let location = options.location;
  const compute = () => getMoveInDateWindow({ location, now: new Date(options.clock.now()) });
  const store = createStore<MoveInDateWindowState>()((set, get) => ({
    ...compute(),
    setLocation: (next) => {
      location = next;
      get().refresh();
    },
    refresh: () => {
      const window = compute();
      const current = get();
      // Only a new day changes the state, so subscribers are not woken every minute for nothing.
      if (window.minDate !== current.minDate || window.maxDate !== current.maxDate) set(window);
    },
  }));

  const schedule = options.scheduler ?? everyInterval;
  const subscribe = store.subscribe;
  let subscribers = 0;
  let stop: (() => void) | undefined;
  store.subscribe = (listener) => {
    const unsubscribe = subscribe(listener);
    if (subscribers++ === 0) {
      store.getState().refresh();
      stop = schedule(() => store.getState().refresh(), options.refreshMs ?? MIN_DATE_REFRESH_MS);
    }
    let active = true;
    return () => {
      if (!active) return;
      active = false;
      unsubscribe();
      if (--subscribers === 0) stop?.();
    };
  };
  return store;
}
