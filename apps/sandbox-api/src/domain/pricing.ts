// Owned by the catalogue work: the price calculation of POST /unit-type/{id}/price, also used to
// snapshot a basket's price at booking submission.
import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

export type PriceCalculationInput = Schema<'PriceCalculationRequest'>;

/**
 * Computes the price of a unit type for the given plan, insurance, products, discount and move-in
 * date. Throws ApiProblem 422 `insufficient-data` when data is missing and a discount-code 422 for
 * a code that is unknown, expired or not valid for the unit type; 404 for unknown ids.
 */
export async function calculatePrice(
  _db: Kysely<Database>,
  _unitTypeId: number,
  _input: PriceCalculationInput,
  _context: { language: string; now: Date },
): Promise<Schema<'PriceCalculation'>> {
  throw new Error('calculatePrice is not implemented yet');
}
