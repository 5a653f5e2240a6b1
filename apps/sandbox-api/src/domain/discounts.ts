import type { Schema } from '@stowly/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { Database, DiscountCodeTable } from '../db/types';
import { type ApiProblem, unprocessable } from '../http/ApiProblem';
import { addDays, addMonths, type IsoDate } from './calendar';
import { cachedCatalogueRead } from './catalogueCache';
import { say } from './catalogueMessages';
import { percentOf, toCents } from './money';

export type DiscountCodeRow = Selectable<DiscountCodeTable>;

type DiscountCodeRejection = Schema<'DiscountCodeRejection'>;

/** The message of each rejection (catalogueMessages). */
const REJECTION_MESSAGES = {
  unknown: 'discountCodeUnknown',
  expired: 'discountCodeExpired',
  'not-yet-valid': 'discountCodeNotYetValid',
  'unit-type': 'discountCodeUnitType',
  'billing-plan': 'discountCodeBillingPlan',
  'customer-type': 'discountCodeCustomerType',
} as const satisfies Record<DiscountCodeRejection, string>;

/**
 * 422 `invalid-discount-code` with the detail the form shows: `discountCode` and why
 * (`reason`), the message saying it in the request's language.
 */
function invalidDiscountCode(reason: DiscountCodeRejection, language: string): ApiProblem {
  return unprocessable('invalid-discount-code', say(REJECTION_MESSAGES[reason], language), [
    { field: 'discountCode', code: 'discountCode', reason },
  ]);
}

/** Why the code `row` does not apply to `where`, checked in the contract's order; null when it does. */
function rejectionOf(row: DiscountCodeRow | undefined, where: DiscountCodeUse): DiscountCodeRejection | null {
  if (!row || Number(row.discount_value) <= 0) return 'unknown';
  if (row.valid_until !== null && where.today > row.valid_until) return 'expired';
  if (row.valid_from !== null && where.today < row.valid_from) return 'not-yet-valid';
  if (row.unit_type_ids !== null && !row.unit_type_ids.map(Number).includes(where.unitTypeId))
    return 'unit-type';
  if (row.billing_periods !== null && !row.billing_periods.includes(where.period)) return 'billing-plan';
  if (row.customer_types !== null && !row.customer_types.includes(where.customerType)) return 'customer-type';
  return null;
}

/** What a discount code is used for: the unit type, its plan's period and the customer type, today. */
export interface DiscountCodeUse {
  tenantId: number;
  unitTypeId: number;
  /** The period of the chosen billing plan. */
  period: 'weekly' | 'monthly';
  customerType: 'private' | 'business';
  code: string;
  today: IsoDate;
  language: string;
}

/**
 * The discount code a customer typed, when it applies: it belongs to the unit type's tenant
 * (matched case-insensitively, surrounding blanks ignored), `today` (in the location's time zone)
 * is within its valid_from..valid_until days, and its unit type, plan period and customer type
 * lists, where it has them, name the unit type, the chosen plan's period and the customer type.
 * Throws 422 `invalid-discount-code` with the reason otherwise.
 */
export async function requireValidDiscountCode(
  db: Kysely<Database>,
  where: DiscountCodeUse,
): Promise<DiscountCodeRow> {
  const typed = where.code.trim().toLowerCase();
  if (!typed) throw invalidDiscountCode('unknown', where.language);
  const row = await cachedCatalogueRead(db, `discount:${where.tenantId}:${typed}`, () =>
    db
      .selectFrom('discount_code')
      .selectAll()
      .where('tenant_id', '=', where.tenantId)
      .where((eb) => eb(eb.fn('lower', ['code']), '=', typed))
      .executeTakeFirst(),
  );
  const rejection = rejectionOf(row, where);
  if (rejection !== null || !row) throw invalidDiscountCode(rejection ?? 'unknown', where.language);
  return row;
}

/** How many months a `multiple_month` discount runs; null for the other durations. */
function durationMonths(row: DiscountCodeRow): number | null {
  return row.duration === 'multiple_month' ? Math.max(1, row.duration_month ?? 1) : null;
}

/** A discount code as the contract describes it. */
export function describeDiscount(row: DiscountCodeRow): Schema<'DiscountCode'> {
  const value = Number(row.discount_value);
  return {
    code: row.code,
    discountType: row.discount_type,
    discountValue: row.discount_type === 'percentage' ? Math.min(value, 100) : value,
    duration: row.duration,
    durationMonth: durationMonths(row),
  };
}

/**
 * Whether the discount applies to the rent of the billing period number `index` (0 = the first),
 * for a rental starting on `moveIn`: `once` only the first period, `forever` every period,
 * `multiple_month` every period that starts within `durationMonth` months of the move-in.
 */
export function discountAppliesToPeriod(
  row: DiscountCodeRow,
  moveIn: IsoDate,
  period: 'weekly' | 'monthly',
  index: number,
): boolean {
  if (row.duration === 'forever') return true;
  if (index === 0) return true;
  const months = durationMonths(row);
  if (months === null) return false;
  const start = period === 'weekly' ? addDays(moveIn, 7 * index) : addMonths(moveIn, index);
  return start < addMonths(moveIn, months);
}

/**
 * What the discount takes off one period's rent, in minor units: a percentage of the rent, or the
 * amount (per billing period), never more than the rent itself.
 */
export function discountOnRent(row: DiscountCodeRow, rentCents: number): number {
  const value = Number(row.discount_value);
  const off =
    row.discount_type === 'percentage' ? percentOf(rentCents, Math.min(value, 100)) : toCents(value);
  return Math.max(0, Math.min(off, rentCents));
}
