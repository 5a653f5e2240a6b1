import type { Schema } from '@stowly/api-client';
import type { SelectedUnitType } from './createBookingStore';

/**
 * The part of a unit type of the booking API (`GET /unit-type`, `GET /unit-type/{id}`) the flow
 * keeps when it is chosen: its id, categories and whether a unit is free today.
 *
 * @example
 * actions.selectUnitType(toSelectedUnitType(unitType));
 */
export function toSelectedUnitType(
  unitType: Pick<Schema<'UnitType'>, 'id' | 'categoryIds' | 'available'>,
): SelectedUnitType {
  return { id: unitType.id, categoryIds: [...unitType.categoryIds], available: unitType.available };
}
