import type { UnitTypeCardData } from './UnitTypeCard';

/**
 * A unit type as the booking API sends it (`Schema<'UnitType'>` of `openapi/booking-api.yaml`,
 * from `GET /unit-type` or `GET /unit-type/{id}`), as far as a {@link UnitTypeCardData} needs it.
 * Declared here so that `@stowly/ui` does not depend on the API client; the API's object fits it.
 */
export interface ApiUnitType {
  /** The unit type's id. */
  id: number;
  /** The unit type's name. */
  name: string;
  /** The size, with all lengths in `unit`: metres (`m`) or feet (`ft`). */
  size: {
    width: number;
    length: number;
    /** Null when the unit has no fixed height. */
    height: number | null;
    /** The floor area in square `unit`s. */
    area: number;
    unit: 'm' | 'ft';
  };
  /** The lowest price of any billing period, without and with tax, and how often it is charged. */
  priceFrom: { amount: number; amountInclTax: number; period: 'monthly' | 'weekly' };
  /** Whether a unit is free today. */
  available: boolean;
  /** How many units are free today. */
  availableUnits: number;
  /** A picture of the unit type, or null. */
  imageUrl: string | null;
  /** What the unit type is, plain text; may be empty. */
  description?: string;
  /** Short feature texts, such as "Drive-up access". */
  features?: readonly string[];
}

/**
 * The data a `UnitTypeCard` (or `UnitTypeList`) shows for a unit type of the booking API: the id
 * as a string, square metres or feet, the price period as `month` or `week`, and no height or
 * picture when the API has none.
 *
 * @example
 * const { data } = useUnitTypes();
 * <UnitTypeList unitTypes={(data?.data ?? []).map(unitTypeCardData)} ... />
 */
export function unitTypeCardData(unitType: ApiUnitType): UnitTypeCardData {
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
    priceFrom: {
      amount: priceFrom.amount,
      amountInclTax: priceFrom.amountInclTax,
      period: priceFrom.period === 'weekly' ? 'week' : 'month',
    },
    available: unitType.available,
    availableUnits: unitType.availableUnits,
    ...(unitType.imageUrl && { imageUrl: unitType.imageUrl }),
    ...(unitType.description?.trim() && { description: unitType.description }),
    ...(unitType.features && unitType.features.length > 0 && { features: unitType.features }),
  };
}
