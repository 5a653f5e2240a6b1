import type { BookingStep, OptionsSection } from '@stowly/booking';

/** A booking flow route of one location, as {@link flowPath} takes it. */
interface FlowPathTarget {
  step: BookingStep;
  /** The unit type of the route; without one every step falls back to unit selection. */
  unitTypeId: number | null;
  /** The options page section (`?section=`). */
  section?: OptionsSection | undefined;
}

/**
 * The path of a booking flow route (spec section 2), without `lang`: `/1` (unit selection),
 * `/1/unit-type/101/options[?section=…]`, `/1/unit-type/101/options/basket` and
 * `/1/unit-type/101/customer`. A step after unit selection without a unit type is unit selection.
 */
export function flowPath(locationId: number, target: FlowPathTarget): string {
  const { step, unitTypeId, section } = target;
  if (step === 'unit-selection' || unitTypeId === null) return `/${locationId}`;
  const unitType = `/${locationId}/unit-type/${unitTypeId}`;
  switch (step) {
    case 'options':
      return section ? `${unitType}/options?section=${section}` : `${unitType}/options`;
    case 'basket':
      return `${unitType}/options/basket`;
    case 'customer':
      return `${unitType}/customer`;
  }
}

/** The path of the route that pre-selects a unit type: `/1/unit-type/101`. */
export function preselectPath(locationId: number, unitTypeId: number): string {
  return `/${locationId}/unit-type/${unitTypeId}`;
}

/** The path of the not-available page of a unit type and move-in date (`YYYY-MM-DD`). */
export function notAvailablePath(locationId: number, unitTypeId: number, moveInDate: string): string {
  return `/${locationId}/unit-type/${unitTypeId}/options/not-available/${encodeURIComponent(moveInDate)}`;
}
