import type { Schema } from '@stowly/api-client';
import type { SelectedUnitType } from '@stowly/booking';
import type { UnitTypeCardData } from '@stowly/ui';

/**
 * A unit type of the booking API as the `UnitTypeCard` of `@stowly/ui` takes it (string id, `m2`
 * instead of `m`, `month` instead of `monthly`).
 * TODO(sdk): the card's data is not the API shape yet; once `@stowly/ui` takes `Schema<'UnitType'>`
 * (or ships this mapping) this file goes.
 */
export function toUnitTypeCardData(unitType: Schema<'UnitType'>): UnitTypeCardData {
  const { size, priceFrom } = unitType;
  return {
    id: String(unitType.id),
    name: unitType.name,
    size: {
      area: size.area,
      unit: size.unit === 'ft' ? 'ft2' : 'm2',
      width: size.width,
      length: size.length,
      ...(size.height !== null && { height: size.height }),
    },
    priceFrom: { amount: priceFrom.amount, period: priceFrom.period === 'weekly' ? 'week' : 'month' },
    available: unitType.available,
    availableUnits: unitType.availableUnits,
    ...(unitType.imageUrl && { imageUrl: unitType.imageUrl }),
  };
}

/** The part of a unit type the booking flow keeps when it is chosen. */
export function toSelectedUnitType(unitType: Schema<'UnitType'>): SelectedUnitType {
  return { id: unitType.id, categoryIds: unitType.categoryIds, available: unitType.available };
}
