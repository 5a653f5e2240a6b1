import type { Kysely } from 'kysely';
import { PAGING } from '../contract/contractLimits';
import type { Database } from '../db/types';
import { notFound, type ProblemDetail } from '../http/ApiProblem';

/** A unit type with the fields of its location that pricing and availability need. */
export async function findUnitTypeWithLocation(db: Kysely<Database>, unitTypeId: number) {
  return db
    .selectFrom('unit_type')
    .innerJoin('location', 'location.id', 'unit_type.location_id')
    .select([
      'unit_type.id',
      'unit_type.location_id',
      'unit_type.name',
      'location.tenant_id',
      'location.time_zone',
      'location.currency_code',
      'location.tax_rate',
      'location.earliest_bookable_date',
      'location.bookable_till',
    ])
    .where('unit_type.id', '=', unitTypeId)
    .executeTakeFirst();
}

export type UnitTypeWithLocation = NonNullable<Awaited<ReturnType<typeof findUnitTypeWithLocation>>>;

/** The billing period and insurance a price calculation or discount validation names. */
export interface PlanChoice {
  billingPeriodId: number;
  insuranceId?: number | null;
  insuranceBillingPeriodId?: number | null;
}

/**
 * Looks up the chosen billing period (one of the unit type's) and insurance (offered with that
 * billing period at the unit type's location, sent with its own billing period id, which is the
 * plan's). Problems come back as details, one per field: `required` for half an insurance choice,
 * `invalid` for an id that is unknown or not offered here.
 */
export async function resolvePlanChoice(
  db: Kysely<Database>,
  unitType: UnitTypeWithLocation,
  choice: PlanChoice,
) {
  const details: ProblemDetail[] = [];
  const plan = await db
    .selectFrom('billing_period')
    .selectAll()
    .where('id', '=', choice.billingPeriodId)
    .where('unit_type_id', '=', unitType.id)
    .executeTakeFirst();
  if (!plan) details.push({ field: 'billingPeriodId', code: 'invalid' });

  const insuranceId = choice.insuranceId ?? null;
  const insuranceBillingPeriodId = choice.insuranceBillingPeriodId ?? null;
  let insurance: { id: number; name: Record<string, string>; amount: string } | undefined;
  if (insuranceId !== null && insuranceBillingPeriodId === null) {
    details.push({ field: 'insuranceBillingPeriodId', code: 'required' });
  } else if (insuranceId === null && insuranceBillingPeriodId !== null) {
    details.push({ field: 'insuranceId', code: 'required' });
  } else if (insuranceId !== null && insuranceBillingPeriodId !== null && plan) {
    if (insuranceBillingPeriodId !== plan.id) {
      details.push({ field: 'insuranceBillingPeriodId', code: 'invalid' });
    } else {
      insurance = await db
        .selectFrom('insurance_price')
        .innerJoin('insurance', 'insurance.id', 'insurance_price.insurance_id')
        .select(['insurance.id', 'insurance.name', 'insurance_price.amount'])
        .where('insurance_price.insurance_id', '=', insuranceId)
        .where('insurance_price.billing_period_id', '=', plan.id)
        .where('insurance.location_id', '=', unitType.location_id)
        .executeTakeFirst();
      if (!insurance) details.push({ field: 'insuranceId', code: 'invalid' });
    }
  }
  return { plan, insurance, details };
}

/**
 * The locations of `ids`, in that order and each once. Throws 404 `not-found` naming the first id
 * that does not exist.
 */
export async function requireLocations(
  db: Kysely<Database>,
  ids: readonly number[],
  message: (id: number) => string,
) {
  const unique = [...new Set(ids)];
  const rows =
    unique.length === 0
      ? []
      : await db.selectFrom('location').selectAll().where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(message(id));
    return row;
  });
}

/** One page of a list, with the contract's paging fields (`lastPage` is at least 1). */
export function pageOf<T>(items: readonly T[], query: { page?: number; pageSize?: number }) {
  const page = query.page ?? PAGING.page.default;
  const pageSize = query.pageSize ?? PAGING.pageSize.default;
  return {
    data: items.slice((page - 1) * pageSize, page * pageSize),
    page,
    pageSize,
    lastPage: Math.max(1, Math.ceil(items.length / pageSize)),
    total: items.length,
  };
}

/** A stored URL as the absolute URL the contract wants: paths are resolved against the API's origin. */
export function absoluteUrl(value: string | null | undefined, origin: string): string | null {
  if (!value) return null;
  return new URL(value, origin).toString();
}
