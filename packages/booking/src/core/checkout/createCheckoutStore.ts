import { createStore, type StoreApi } from 'zustand/vanilla';
import { isId } from '../../internal/isId';
import { isRecord } from '../../internal/isRecord';
import { readStoredJson, safeRemove, writeStoredJson } from '../../internal/readStoredJson';
import type { StorageLike } from '../auth/StorageLike';

/**
 * The checkout this browser tab is in at one location: which basket, and the idempotency key of
 * its booking. Which step the basket is at is server state (`GET /checkout/{basketId}`), never
 * kept here, so the client cannot show a step the server has not reached.
 */
export interface CheckoutStoreState {
  /** The basket of the checkout in progress; null when there is none. */
  basketId: number | null;
  /**
   * The `Idempotency-Key` of `POST /checkout/{basketId}/booking` for this basket, kept so a reload
   * or a lost answer replays the booking instead of failing or creating a second one.
   */
  bookingKey: string | null;
  /**
   * Makes `basketId` the checkout in progress (a basket from `POST /booking`, or one a return
   * route or `/checkout/{basketId}` names). The booking key is kept for the same basket and made
   * anew for another one.
   */
  startCheckout(basketId: number): void;
  /** Forgets the checkout (the basket ended: booked, or its session ended). */
  endCheckout(): void;
  /**
   * Reads the checkout from `storage` again (validated as on creation). For a store made with
   * `deferRead`: call it once the page has hydrated, such as in an effect.
   */
  reload(): void;
}

/** A vanilla zustand store of the tab's checkout at one location. */
export type CheckoutStore = StoreApi<CheckoutStoreState>;

/** Options of {@link createCheckoutStore}. */
export interface CreateCheckoutStoreOptions {
  /** The location of the checkout; the storage key names it. */
  locationId: number;
  /**
   * Where the checkout is kept across reloads and provider redirects, such as `sessionStorage`.
   * Malformed stored values are removed and the store starts empty.
   * @default null (kept in memory only)
   */
  storage?: StorageLike | null;
  /** Makes a new idempotency key. @default crypto.randomUUID */
  createKey?: () => string;
  /**
   * Leaves the first read of `storage` to `reload()`: the store starts without a checkout, so a
   * server render and the browser's render that hydrates it show the same. `BookingProvider`
   * does this by itself when it renders on a server or hydrates server HTML.
   * @default false (read when the store is created)
   */
  deferRead?: boolean;
}

/** The storage key of the checkout at a location. */
export function checkoutStorageKey(locationId: number): string {
  return `stowly.checkout.${locationId}`;
}

const KEY_PATTERN = /^[\w-]{8,255}$/;

type StoredCheckout = Pick<CheckoutStoreState, 'basketId' | 'bookingKey'>;

function readStored(storage: StorageLike | null, key: string): StoredCheckout {
  const empty = { basketId: null, bookingKey: null };
  if (!storage) return empty;
  const value = readStoredJson(storage, key);
  if (value === undefined) return empty;
  if (
    !isRecord(value) ||
    !isId(value.basketId) ||
    typeof value.bookingKey !== 'string' ||
    !KEY_PATTERN.test(value.bookingKey)
  ) {
    safeRemove(storage, key);
    return empty;
  }
  return { basketId: value.basketId, bookingKey: value.bookingKey };
}

/**
 * Creates the checkout store of a location, restored from `storage` (validated: a malformed value
 * resets to no checkout) when it is created, or with `deferRead` by `reload()`, and written back
 * on every change.
 *
 * @example
 * const checkout = createCheckoutStore({ locationId: 1, storage: sessionStorage });
 * checkout.getState().startCheckout(basket.basketId);
 */
export function createCheckoutStore(options: CreateCheckoutStoreOptions): CheckoutStore {
  const storage = options.storage ?? null;
  const key = checkoutStorageKey(options.locationId);
  const createKey = options.createKey ?? (() => crypto.randomUUID());
  const initial = options.deferRead ? readStored(null, key) : readStored(storage, key);
  return createStore<CheckoutStoreState>()((set, get) => ({
    ...initial,
    startCheckout: (basketId) => {
      if (!isId(basketId)) throw new TypeError(`startCheckout: ${String(basketId)} is not a basket id.`);
      if (get().basketId === basketId && get().bookingKey) return;
      const next = { basketId, bookingKey: createKey() };
      set(next);
      if (storage) writeStoredJson(storage, key, next);
    },
    endCheckout: () => {
      set({ basketId: null, bookingKey: null });
      if (storage) safeRemove(storage, key);
    },
    reload: () => {
      const next = readStored(storage, key);
      if (next.basketId !== get().basketId || next.bookingKey !== get().bookingKey) set(next);
    },
  }));
}
