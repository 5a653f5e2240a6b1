import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import type { StorageLike } from '../../auth/StorageLike';
import { checkoutStorageKey, createCheckoutStore } from '../createCheckoutStore';

const LOCATION = 7;
const KEY = 'stowly.checkout.7';
const BASKET = 8_234_551;
const OTHER_BASKET = 5_120_077;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Makes keys `key-0001`, `key-0002`, ... so a test can tell them apart. */
function keyMaker() {
  let count = 0;
  return vi.fn(() => `key-${String(++count).padStart(4, '0')}`);
}

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const createKey = keyMaker();
  const store = createCheckoutStore({ locationId: LOCATION, storage, createKey });
  return { storage, createKey, store };
}

function stored(storage: StorageLike, key = KEY): unknown {
  const text = storage.getItem(key);
  return text === null ? undefined : JSON.parse(text);
}

describe("The tab's checkout: which basket, and its booking's idempotency key", () => {
  it('names the storage key after the location', () => {
    expect(checkoutStorageKey(7)).toBe('stowly.checkout.7');
    expect(checkoutStorageKey(1234)).toBe('stowly.checkout.1234');
  });

  it('starts with no checkout and stores nothing', () => {
    const { store, storage } = setup();
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    expect(storage.entries()).toEqual({});
  });

  it('starts a checkout: the basket and a new key, stored under stowly.checkout.<locationId>', () => {
    const { store, storage } = setup();
    store.getState().startCheckout(BASKET);
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-0001' });
    expect(storage.entries()).toEqual({
      [KEY]: JSON.stringify({ basketId: BASKET, bookingKey: 'key-0001' }),
    });
  });

  it('keeps the key when the same basket is started again, without writing or notifying', () => {
    const { store, storage, createKey } = setup();
    store.getState().startCheckout(BASKET);
    const setItem = vi.spyOn(storage, 'setItem');
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().startCheckout(BASKET);
    expect(store.getState().bookingKey).toBe('key-0001');
    expect(createKey).toHaveBeenCalledTimes(1);
    expect(setItem).not.toHaveBeenCalled();
    expect(listener).not.toHaveBeenCalled();
  });

  it('makes a new key for another basket and stores it', () => {
    const { store, storage } = setup();
    store.getState().startCheckout(BASKET);
    store.getState().startCheckout(OTHER_BASKET);
    expect(store.getState()).toMatchObject({ basketId: OTHER_BASKET, bookingKey: 'key-0002' });
    expect(stored(storage)).toEqual({ basketId: OTHER_BASKET, bookingKey: 'key-0002' });
  });

  it('comes back after a reload (a provider redirect): same basket, same key', () => {
    const { store, storage } = setup();
    store.getState().startCheckout(BASKET);
    const createKey = keyMaker();
    const reloaded = createCheckoutStore({ locationId: LOCATION, storage, createKey });
    expect(reloaded.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-0001' });
    reloaded.getState().startCheckout(BASKET);
    expect(reloaded.getState().bookingKey).toBe('key-0001');
    expect(createKey).not.toHaveBeenCalled();
  });

  it('with deferRead, starts without the stored checkout and reads it on reload (after hydration)', () => {
    const storage = createMemoryStorage({
      [KEY]: JSON.stringify({ basketId: BASKET, bookingKey: 'key-stored' }),
    });
    const getItem = vi.spyOn(storage, 'getItem');
    const store = createCheckoutStore({ locationId: LOCATION, storage, deferRead: true });
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    expect(getItem).not.toHaveBeenCalled();
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().reload();
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-stored' });
    expect(listener).toHaveBeenCalledTimes(1);
    // Nothing changed in storage: no new state, no notification.
    store.getState().reload();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reload drops a malformed stored value, as on creation', () => {
    const storage = createMemoryStorage({ [KEY]: '{"basketId":"x"}' });
    const store = createCheckoutStore({ locationId: LOCATION, storage, deferRead: true });
    store.getState().reload();
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    expect(storage.entries()).toEqual({});
  });

  it('ends the checkout: nothing in the state, the stored value removed, other keys left alone', () => {
    const { store, storage } = setup({ 'stowly.checkout.8': '{"basketId":1,"bookingKey":"other-location"}' });
    store.getState().startCheckout(BASKET);
    store.getState().endCheckout();
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    expect(storage.entries()).toEqual({
      'stowly.checkout.8': '{"basketId":1,"bookingKey":"other-location"}',
    });
    expect(createCheckoutStore({ locationId: LOCATION, storage }).getState().basketId).toBeNull();
  });

  it('makes a new key when the same basket starts again after the checkout ended', () => {
    const { store } = setup();
    store.getState().startCheckout(BASKET);
    store.getState().endCheckout();
    store.getState().startCheckout(BASKET);
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-0002' });
  });

  it('keeps each location apart', () => {
    const storage = createMemoryStorage();
    const seven = createCheckoutStore({ locationId: 7, storage, createKey: () => 'key-seven' });
    const eight = createCheckoutStore({ locationId: 8, storage, createKey: () => 'key-eight' });
    seven.getState().startCheckout(BASKET);
    eight.getState().startCheckout(OTHER_BASKET);
    seven.getState().endCheckout();
    expect(storage.entries()).toEqual({
      'stowly.checkout.8': JSON.stringify({ basketId: OTHER_BASKET, bookingKey: 'key-eight' }),
    });
    expect(createCheckoutStore({ locationId: 8, storage }).getState()).toMatchObject({
      basketId: OTHER_BASKET,
      bookingKey: 'key-eight',
    });
  });

  it('makes random UUID keys by default, one per basket, that survive a reload', () => {
    const storage = createMemoryStorage();
    const store = createCheckoutStore({ locationId: LOCATION, storage });
    store.getState().startCheckout(BASKET);
    const first = store.getState().bookingKey;
    store.getState().startCheckout(OTHER_BASKET);
    const second = store.getState().bookingKey;
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(createCheckoutStore({ locationId: LOCATION, storage }).getState().bookingKey).toBe(second);
  });

  it('works in memory without a storage', () => {
    const store = createCheckoutStore({ locationId: LOCATION, createKey: () => 'memory-key' });
    store.getState().startCheckout(BASKET);
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'memory-key' });
    store.getState().endCheckout();
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
  });

  it.each([0, -1, 1.5, Number.NaN, 2 ** 53, Number.POSITIVE_INFINITY])(
    'refuses %s as a basket id and keeps the checkout it had',
    (basketId) => {
      const { store, storage } = setup();
      store.getState().startCheckout(BASKET);
      expect(() => store.getState().startCheckout(basketId)).toThrow(TypeError);
      expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-0001' });
      expect(stored(storage)).toEqual({ basketId: BASKET, bookingKey: 'key-0001' });
    },
  );
});

describe('A stored checkout is validated on read', () => {
  it.each([
    ['not JSON', '{"basketId":8234551,"bookingKey":"6f1c2a0e'],
    ['JSON null', 'null'],
    ['an array', '[8234551,"6f1c2a0e-4d7b-4a55"]'],
    ['a string', '"8234551"'],
    ['no key', '{"basketId":8234551}'],
    ['no basket', '{"bookingKey":"6f1c2a0e-4d7b-4a55"}'],
    ['a basket id of 0', '{"basketId":0,"bookingKey":"6f1c2a0e-4d7b-4a55"}'],
    ['a negative basket id', '{"basketId":-4,"bookingKey":"6f1c2a0e-4d7b-4a55"}'],
    ['a fractional basket id', '{"basketId":1.5,"bookingKey":"6f1c2a0e-4d7b-4a55"}'],
    ['a basket id as text', '{"basketId":"8234551","bookingKey":"6f1c2a0e-4d7b-4a55"}'],
    ['an unsafe basket id', '{"basketId":9007199254740993,"bookingKey":"6f1c2a0e-4d7b-4a55"}'],
    ['a key of 7 characters', '{"basketId":8234551,"bookingKey":"abcdefg"}'],
    ['a key of 256 characters', JSON.stringify({ basketId: BASKET, bookingKey: 'k'.repeat(256) })],
    ['a key with a space', '{"basketId":8234551,"bookingKey":"6f1c2a0e 4d7b"}'],
    ['a key with a line break', '{"basketId":8234551,"bookingKey":"6f1c2a0e-4d7b\\n"}'],
    ['a key as a number', '{"basketId":8234551,"bookingKey":12345678901}'],
    ['an empty key', '{"basketId":8234551,"bookingKey":""}'],
  ])('starts empty and removes %s', (_name, text) => {
    const { store, storage } = setup({ [KEY]: text, 'stowly.checkout.8': text });
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    expect(storage.getItem(KEY)).toBeNull();
    expect(storage.getItem('stowly.checkout.8')).toBe(text);
  });

  it.each([
    ['a UUID key', '6f1c2a0e-4d7b-4a55-9a57-0e8f3f5d2b19'],
    ['a key of 8 characters', 'abcd_123'],
    ['a key of 255 characters', 'k'.repeat(255)],
  ])('restores %s', (_name, bookingKey) => {
    const { store, storage } = setup({ [KEY]: JSON.stringify({ basketId: BASKET, bookingKey }) });
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey });
    expect(stored(storage)).toEqual({ basketId: BASKET, bookingKey });
  });

  it('restores only the two fields of a value with extra keys', () => {
    const { store } = setup({
      [KEY]: `{"basketId":${BASKET},"bookingKey":"key-stored","step":"success","__proto__":{"polluted":true}}`,
    });
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-stored' });
    expect(store.getState()).not.toHaveProperty('step');
    expect(store.getState()).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws and holds either no checkout or a valid one, whatever was stored', () => {
    const anyText = fc.oneof(
      fc.string(),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .record({
          basketId: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
          bookingKey: fc.oneof(fc.string({ maxLength: 300 }), fc.integer()),
        })
        .map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(anyText, (text) => {
        const storage = createMemoryStorage({ [KEY]: text });
        const { basketId, bookingKey } = createCheckoutStore({ locationId: LOCATION, storage }).getState();
        if (basketId === null) {
          expect(bookingKey).toBeNull();
          expect(storage.getItem(KEY)).toBeNull();
        } else {
          expect(Number.isSafeInteger(basketId) && basketId >= 1).toBe(true);
          expect(bookingKey).toMatch(/^[\w-]{8,255}$/);
          expect(storage.getItem(KEY)).toBe(text);
        }
      }),
    );
  });
});

describe('A storage that throws does not break the checkout', () => {
  function throwingStorage(): StorageLike {
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    return { getItem: blocked, setItem: blocked, removeItem: blocked };
  }

  it('starts empty when reading throws, and works in memory', () => {
    const store = createCheckoutStore({
      locationId: LOCATION,
      storage: throwingStorage(),
      createKey: () => 'key-memory',
    });
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    store.getState().startCheckout(BASKET);
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-memory' });
    store.getState().startCheckout(BASKET);
    expect(store.getState().bookingKey).toBe('key-memory');
    store.getState().endCheckout();
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
  });

  it('keeps the checkout in memory when the storage is full', () => {
    const storage = createMemoryStorage();
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const store = createCheckoutStore({ locationId: LOCATION, storage, createKey: () => 'key-memory' });
    store.getState().startCheckout(BASKET);
    expect(store.getState()).toMatchObject({ basketId: BASKET, bookingKey: 'key-memory' });
    expect(storage.entries()).toEqual({});
  });

  it('starts empty when a malformed value cannot be removed', () => {
    const storage = createMemoryStorage({ [KEY]: '{"basketId":"x"}' });
    vi.spyOn(storage, 'removeItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const store = createCheckoutStore({ locationId: LOCATION, storage, createKey: () => 'key-memory' });
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
    store.getState().startCheckout(BASKET);
    store.getState().endCheckout();
    expect(store.getState()).toMatchObject({ basketId: null, bookingKey: null });
  });
});
