import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../../internal/__tests__/memoryStorage';
import { createBookingStore } from '../createBookingStore';
import { bookingDraftStorageKey, createDraftPersistence } from '../createDraftPersistence';
import { clock, createFakeBookingApi } from './fakeBookingApi';

const KEY = 'stowly.booking-draft.7';

function setup() {
  const store = createBookingStore({ locationId: 7 });
  const storage = createMemoryStorage();
  const { client } = createFakeBookingApi();
  const persistence = createDraftPersistence({ store, storage, client, clock });
  const stored = () => storage.entries()[KEY];
  return { store, storage, persistence, stored };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draft saving (spec sections 3 and 4)', () => {
  it('keeps one draft per location', () => {
    expect(bookingDraftStorageKey(7)).toBe(KEY);
    expect(bookingDraftStorageKey(8)).not.toBe(KEY);
  });

  it('saves every flow change at once, in the exact draft shape', () => {
    const { store, stored } = setup();
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      unitType: { id: 12 },
      discountCode: null,
      customerData: { customerType: 'private' },
      insurance: null,
      bookingPlan: null,
      moveInDate: null,
      oneTimeProducts: [],
      recurringProducts: [],
    });

    store.getState().setMoveInDate('2026-03-20');
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan({ id: 21, hasInsurances: true, period: 'monthly', amount: 99 });
    store.getState().selectInsurance({ id: 31, billingPeriodId: 41 });
    store.getState().toggleProduct({ id: 51, frequency: 'one_time' });
    store.getState().setProductQuantity({ id: 61, frequency: 'recurring' }, 2);
    store.getState().setDiscountCode('SPRING');
    expect(stored()).toBe(
      JSON.stringify({
        unitType: { id: 12 },
        discountCode: 'SPRING',
        customerData: { customerType: 'private' },
        insurance: { id: 31, billingPeriod: { id: 41 } },
        bookingPlan: { id: 21 },
        moveInDate: '2026-03-20',
        oneTimeProducts: [{ id: 51, quantity: 1 }],
        recurringProducts: [{ id: 61, quantity: 2 }],
      }),
    );
  });

  it('saves customer data 500 ms after the last change', () => {
    const { store, stored } = setup();
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    store.getState().setCustomerData({ customerType: 'business' });
    vi.advanceTimersByTime(400);
    store.getState().setCustomerData({ companyName: 'Acme AB' });
    vi.advanceTimersByTime(400);
    expect(JSON.parse(stored() ?? 'null').customerData).toEqual({ customerType: 'private' });
    vi.advanceTimersByTime(100);
    expect(JSON.parse(stored() ?? 'null').customerData).toEqual({
      customerType: 'business',
      companyName: 'Acme AB',
    });
  });

  it('keeps the details typed (not the checkboxes or the bot-check token) for a reload', () => {
    const { store, stored } = setup();
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    store.getState().setCustomerData({
      firstName: 'Anna',
      street: 'Storgatan 1',
      zip: '111 22',
      country: { id: 752 },
      email: 'anna@example.com',
      phone: { prefix: '+46', number: '701234567' },
      conditions: true,
      consents: { newsletter: true },
      recaptchaToken: 'token',
    });
    vi.advanceTimersByTime(500);
    expect(JSON.parse(stored() ?? 'null').customerData).toEqual({
      customerType: 'private',
      firstName: 'Anna',
      street: 'Storgatan 1',
      zip: '111 22',
      country: { id: 752 },
      email: 'anna@example.com',
      phone: { prefix: '+46', number: '701234567' },
    });
  });

  it('a flow change saves pending customer data with it', () => {
    const { store, stored } = setup();
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    store.getState().setCustomerData({ customerType: 'business' });
    store.getState().setMoveInDate('2026-03-20');
    expect(JSON.parse(stored() ?? 'null')).toMatchObject({
      moveInDate: '2026-03-20',
      customerData: { customerType: 'business' },
    });
  });

  it('flush saves pending customer data now; dispose stops saving', () => {
    const { store, stored, persistence } = setup();
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    store.getState().setCustomerData({ customerType: 'business' });
    persistence.flush();
    expect(JSON.parse(stored() ?? 'null').customerData.customerType).toBe('business');
    persistence.dispose();
    store.getState().setMoveInDate('2026-03-20');
    expect(JSON.parse(stored() ?? 'null').moveInDate).toBeNull();
  });

  it('removes the draft when the flow goes back to having no unit type', () => {
    const { store, stored } = setup();
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    expect(stored()).toBeDefined();
    store.getState().resetToUnitSelection();
    expect(stored()).toBeUndefined();
  });

  it('a storage that throws does not break the flow', () => {
    const store = createBookingStore({ locationId: 7 });
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    createDraftPersistence({ store, storage: failing, client: createFakeBookingApi().client, clock });
    store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
    store.getState().reset();
    expect(store.getState().unitType).toBeNull();
  });
});
