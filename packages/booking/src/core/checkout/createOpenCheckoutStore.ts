import { createStore, type StoreApi } from 'zustand/vanilla';
import { isId } from '../../internal/isId';
import { isRecord } from '../../internal/isRecord';
import { readStoredJson, safeRemove, writeStoredJson } from '../../internal/readStoredJson';
import type { Clock } from '../auth/createLoginAttempt';
import type { StorageLike } from '../auth/StorageLike';

/** An unfinished checkout this browser started at a location, remembered so any tab can resume it. */
export interface OpenCheckout {
  /** The location of the checkout. */
  locationId: number;
  /** The basket; `/{locationId}/checkout/{basketId}` continues it. */
  basketId: number;
  /** When the hold ends unless the checkout moves on, as the server last said (ISO 8601). */
  expiresAt: string;
  /** The booked unit type's name, to say what is being booked. */
  unitTypeName?: string;
}

/** The open checkout of one location and what changes it. */
export interface OpenCheckoutStoreState {
  /** The remembered unfinished checkout at the location; null when there is none (or it has run out). */
  openCheckout: OpenCheckout | null;
  /**
   * Remembers an unfinished checkout of the location (a basket just submitted, or a checkout state
   * read from the server, whose `expiresAt` moves on with each completed step). It replaces the
   * one remembered before. A value that is not one (no basket id, `expiresAt` not a time) is
   * ignored.
   */
  remember(checkout: Omit<OpenCheckout, 'locationId'>): void;
  /**
   * Forgets the remembered checkout: the one of `basketId` only (another basket remembered
   * meanwhile is kept), or whichever it is when `basketId` is omitted. Call it when the checkout
   * ended: booked, session ended, or released.
   */
  forget(basketId?: number): void;
  /** Reads the storage again, such as after another tab changed it (a `storage` event for {@link openCheckoutStorageKey}). */
  reload(): void;
}

/** A vanilla zustand store of the open checkout at one location. */
export type OpenCheckoutStore = StoreApi<OpenCheckoutStoreState>;

/** Options of {@link createOpenCheckoutStore}. */
export interface CreateOpenCheckoutStoreOptions {
  /** The location; the storage key names it. */
  locationId: number;
  /**
   * Where the open checkout is kept, shared by every tab of the browser: `window.localStorage`.
   * Malformed or expired values are removed when read.
   * @default null (kept in memory only)
   */
  storage?: StorageLike | null;
  /** The current time, to drop a checkout whose hold has run out. @default { now: Date.now } */
  clock?: Clock;
  /**
   * Leaves the first read of `storage` to `reload()`: the store starts without an open checkout,
   * so a server render and the browser's render that hydrates it show the same. `BookingProvider`
   * does this by itself when it renders on a server or hydrates server HTML.
   * @default false (read when the store is created)
   */
  deferRead?: boolean;
}

/** The storage key of the open checkout at a location. */
export function openCheckoutStorageKey(locationId: number): string {
  return `stowly.open-checkout.${locationId}`;
}

const TEXT_MAX = 500;

/** The stored value as an open checkout of `locationId`, or null when it is not one. */
function parseOpenCheckout(value: unknown, locationId: number): OpenCheckout | null {
  if (
    !isRecord(value) ||
    value.locationId !== locationId ||
    !isId(value.basketId) ||
    typeof value.expiresAt !== 'string' ||
    Number.isNaN(Date.parse(value.expiresAt)) ||
    !(
      value.unitTypeName === undefined ||
      (typeof value.unitTypeName === 'string' &&
        value.unitTypeName.length > 0 &&
        value.unitTypeName.length <= TEXT_MAX)
    )
  ) {
    return null;
  }
  return {
    locationId,
    basketId: value.basketId,
    expiresAt: value.expiresAt,
    ...(value.unitTypeName !== undefined && { unitTypeName: value.unitTypeName }),
  };
}

/**
 * Creates the store of the open checkout at a location: the basket this browser submitted and has
 * not finished, kept in `storage` (validated when read: a malformed or expired value is removed)
 * so the location's booking pages in any tab can offer to resume it or to start over. The booking
 * hooks of `@stowly/booking/react` keep it current when the provider has `openCheckoutStorage`.
 *
 * @example
 * const open = createOpenCheckoutStore({ locationId: 7, storage: localStorage });
 * open.getState().remember({ basketId: basket.basketId, expiresAt: basket.expiresAt });
 * window.addEventListener('storage', (event) => {
 *   if (event.key === openCheckoutStorageKey(7)) open.getState().reload();
 * });
 */
export function createOpenCheckoutStore(options: CreateOpenCheckoutStoreOptions): OpenCheckoutStore {
  const { locationId } = options;
  const storage = options.storage ?? null;
  const clock = options.clock ?? { now: () => Date.now() };
  const key = openCheckoutStorageKey(locationId);

  const read = (): OpenCheckout | null => {
    if (!storage) return null;
    const value = readStoredJson(storage, key);
    if (value === undefined) return null;
    const checkout = parseOpenCheckout(value, locationId);
    if (!checkout || Date.parse(checkout.expiresAt) <= clock.now()) {
      safeRemove(storage, key);
      return null;
    }
    return checkout;
  };

  return createStore<OpenCheckoutStoreState>()((set, get) => ({
    openCheckout: options.deferRead ? null : read(),
    remember: (checkout) => {
      const next = parseOpenCheckout({ ...checkout, locationId }, locationId);
      if (!next) return;
      const current = get().openCheckout;
      if (
        current?.basketId === next.basketId &&
        current.expiresAt === next.expiresAt &&
        current.unitTypeName === (next.unitTypeName ?? current.unitTypeName)
      ) {
        return;
      }
      // A state read without the name keeps the name remembered for the same basket.
      const merged =
        current?.basketId === next.basketId && next.unitTypeName === undefined && current.unitTypeName
          ? { ...next, unitTypeName: current.unitTypeName }
          : next;
      set({ openCheckout: merged });
      if (storage) writeStoredJson(storage, key, merged);
    },
    forget: (basketId) => {
      // Another tab may have remembered a newer basket: compare with what is stored now.
      const stored = read();
      const current = stored ?? get().openCheckout;
      if (basketId !== undefined && current !== null && current.basketId !== basketId) {
        if (stored?.basketId !== get().openCheckout?.basketId) set({ openCheckout: stored });
        return;
      }
      if (get().openCheckout !== null) set({ openCheckout: null });
      if (storage) safeRemove(storage, key);
    },
    reload: () => {
      const next = read();
      const current = get().openCheckout;
      if (
        next?.basketId !== current?.basketId ||
        next?.expiresAt !== current?.expiresAt ||
        next?.unitTypeName !== current?.unitTypeName
      ) {
        set({ openCheckout: next });
      }
    },
  }));
}
