import type { Schema } from '@stowly/api-client';
import { describe, expect, it } from 'vitest';
import { createBookingStore } from '../createBookingStore';
import { toSelectedUnitType } from '../toSelectedUnitType';

const UNIT_TYPE: Schema<'UnitType'> = {
  id: 12,
  locationId: 7,
  name: 'Small unit',
  description: 'Ground floor',
  categoryIds: [3, 4],
  size: { width: 1, length: 2, height: 2, area: 2, unit: 'm' },
  imageUrl: null,
  priceFrom: { amount: 49, amountInclTax: 49, taxRate: 0, period: 'monthly' },
  available: false,
  availableUnits: 0,
  features: ['Drive-up access'],
};

describe('a unit type chosen from the API', () => {
  it('keeps its id, categories and whether a unit is free today, and nothing else', () => {
    expect(toSelectedUnitType(UNIT_TYPE)).toEqual({ id: 12, categoryIds: [3, 4], available: false });
  });

  it('is what the flow stores, without sharing the API data', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType(toSelectedUnitType(UNIT_TYPE));
    expect(store.getState().unitType).toEqual({ id: 12, categoryIds: [3, 4], available: false });
    expect(store.getState().unitType?.categoryIds).not.toBe(UNIT_TYPE.categoryIds);
  });
});
