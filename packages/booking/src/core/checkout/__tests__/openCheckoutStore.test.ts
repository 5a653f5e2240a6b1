import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { createOpenCheckoutStore, openCheckoutStorageKey } from '../createOpenCheckoutStore';

const LOCATION = 7;
const KEY = 'stowly.open-checkout.7';
const BASKET = 8_234_551;
const OTHER_BASKET = 5_120_077;
const NOW = Date.parse('2026-03-20T10:15:00Z');
const clock = { now: () => NOW };
const EXPIRES_AT = '2026-03-20T10:30:00Z';
const OPEN = { locationId: LOCATION, basketId: BASKET, expiresAt: EXPIRES_AT, unitTypeName: 'Small unit' };

function setup(initial: Record<string, string> = {}) {
  const storage = createMemoryStorage(initial);
  const store = createOpenCheckoutStore({ locationId: LOCATION, storage, clock });
  return { storage, store };
}

describe('The open checkout: an unfinished basket any tab of the browser can resume', () => {
  it('names the storage key after the location', () => {
    expect(openCheckoutStorageKey(7)).toBe(KEY);
    expect(openCheckoutStorageKey(1234)).toBe('stowly.open-checkout.1234');
  });

  it('remembers a basket with its expiry and unit type, in storage for the other tabs', () => {
    const { store, storage } = setup();
    expect(store.getState().openCheckout).toBeNull();
    store.getState().remember({ basketId: BASKET, expiresAt: EXPIRES_AT, unitTypeName: 'Small unit' });
    expect(store.getState().openCheckout).toEqual(OPEN);
    expect(JSON.parse(storage.entries()[KEY] ?? 'null')).toEqual(OPEN);
    // Another tab (another store on the same storage) finds it.
    expect(createOpenCheckoutStore({ locationId: LOCATION, storage, clock }).getState().openCheckout).toEqual(
      OPEN,
    );
  });

  it('with deferRead, starts without the stored checkout and reads it on reload (after hydration)', () => {
    const storage = createMemoryStorage({ [KEY]: JSON.stringify(OPEN) });
    const getItem = vi.spyOn(storage, 'getItem');
    const store = createOpenCheckoutStore({ locationId: LOCATION, storage, clock, deferRead: true });
    expect(store.getState().openCheckout).toBeNull();
    expect(getItem).not.toHaveBeenCalled();
    store.getState().reload();
    expect(store.getState().openCheckout).toEqual(OPEN);
  });

  it('moves the expiry on and keeps the unit type name when a state read brings none', () => {
    const { store } = setup({ [KEY]: JSON.stringify(OPEN) });
    store.getState().remember({ basketId: BASKET, expiresAt: '2026-03-20T10:45:00Z' });
    expect(store.getState().openCheckout).toEqual({ ...OPEN, expiresAt: '2026-03-20T10:45:00Z' });
  });

  it('ignores a value that is not an open checkout', () => {
    const { store, storage } = setup();
    store.getState().remember({ basketId: 0, expiresAt: EXPIRES_AT });
    store.getState().remember({ basketId: BASKET, expiresAt: 'soon' });
    expect(store.getState().openCheckout).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('forgets the basket that ended, but not another one remembered meanwhile (by another tab)', () => {
    const { store, storage } = setup({ [KEY]: JSON.stringify(OPEN) });
    const otherTab = { ...OPEN, basketId: OTHER_BASKET };
    storage.setItem(KEY, JSON.stringify(otherTab));
    store.getState().forget(BASKET);
    expect(storage.entries()[KEY]).toBe(JSON.stringify(otherTab));
    expect(store.getState().openCheckout).toEqual(otherTab);
    store.getState().forget(OTHER_BASKET);
    expect(store.getState().openCheckout).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('forgets whatever is remembered when no basket is named', () => {
    const { store, storage } = setup({ [KEY]: JSON.stringify(OPEN) });
    store.getState().forget();
    expect(store.getState().openCheckout).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('reloads what another tab changed', () => {
    const { store, storage } = setup();
    storage.setItem(KEY, JSON.stringify(OPEN));
    expect(store.getState().openCheckout).toBeNull();
    store.getState().reload();
    expect(store.getState().openCheckout).toEqual(OPEN);
    storage.removeItem(KEY);
    store.getState().reload();
    expect(store.getState().openCheckout).toBeNull();
  });

  it('removes a hold that has run out when it reads it', () => {
    const { store, storage } = setup({
      [KEY]: JSON.stringify({ ...OPEN, expiresAt: '2026-03-20T10:15:00Z' }),
    });
    expect(store.getState().openCheckout).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it.each<[string, unknown]>([
    ['text that is not JSON', '{"basketId":'],
    ['a number', 42],
    ['another location', { ...OPEN, locationId: 8 }],
    ['a basket id as text', { ...OPEN, basketId: String(BASKET) }],
    ['a basket id of 0', { ...OPEN, basketId: 0 }],
    ['no expiry', { ...OPEN, expiresAt: undefined }],
    ['an expiry that is not a time', { ...OPEN, expiresAt: 'in 15 minutes' }],
    ['a unit type name that is a number', { ...OPEN, unitTypeName: 12 }],
    ['an empty unit type name', { ...OPEN, unitTypeName: '' }],
    ['a unit type name of 501 characters', { ...OPEN, unitTypeName: 'n'.repeat(501) }],
  ])('removes a malformed stored value (%s) and starts with none', (_name, value) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const { store, storage } = setup({ [KEY]: text });
    expect(store.getState().openCheckout).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('drops extra keys of a stored value', () => {
    const { store } = setup({ [KEY]: JSON.stringify({ ...OPEN, step: 'payment', __proto__: { x: 1 } }) });
    expect(store.getState().openCheckout).toEqual(OPEN);
  });

  it('works without storage, in memory only', () => {
    const store = createOpenCheckoutStore({ locationId: LOCATION, clock });
    store.getState().remember({ basketId: BASKET, expiresAt: EXPIRES_AT });
    expect(store.getState().openCheckout).toEqual({
      locationId: LOCATION,
      basketId: BASKET,
      expiresAt: EXPIRES_AT,
    });
    store.getState().forget(BASKET);
    expect(store.getState().openCheckout).toBeNull();
  });

  it('keeps working with a storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createOpenCheckoutStore({ locationId: LOCATION, storage: blocked, clock });
    store.getState().remember({ basketId: BASKET, expiresAt: EXPIRES_AT });
    expect(store.getState().openCheckout?.basketId).toBe(BASKET);
  });
});
