import type { Schema } from '@stowly/api-client';
import type { Kysely, Selectable } from 'kysely';
import type { Database, UnitTypeTable } from '../db/types';
import { countFreeUnits } from './availability';
import { bookingWindow } from './bookingWindow';
import { absoluteUrl } from './catalogue';
import { pick } from './i18n';
import { priceFrom } from './priceFrom';

type UnitTypeRow = Selectable<UnitTypeTable>;

/**
 * Unit types as the contract describes them, with their {@link priceFrom} price. Availability is
 * counted from the location's earliest selectable move-in date (the later of its earliest bookable
 * date and today in its time zone). Unit types without any billing period cannot be booked and are
 * left out.
 */
export async function describeUnitTypes(
  db: Kysely<Database>,
  rows: UnitTypeRow[],
  context: { language: string; origin: string; now: Date },
): Promise<Schema<'UnitType'>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const locationIds = [...new Set(rows.map((row) => row.location_id))];
  const [members, plans, locations] = await Promise.all([
    db
      .selectFrom('unit_type_category_member')
      .innerJoin('unit_type_category', 'unit_type_category.id', 'unit_type_category_member.category_id')
      .select(['unit_type_category_member.unit_type_id', 'unit_type_category_member.category_id'])
      .where('unit_type_category_member.unit_type_id', 'in', ids)
      .orderBy('unit_type_category.sort_order')
      .orderBy('unit_type_category.id')
      .execute(),
    db
      .selectFrom('billing_period')
      .select(['unit_type_id', 'period', 'amount'])
      .where('unit_type_id', 'in', ids)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('location').selectAll().where('id', 'in', locationIds).execute(),
  ]);
  const windows = new Map(locations.map((location) => [location.id, bookingWindow(location, context.now)]));

  const described: Schema<'UnitType'>[] = [];
  for (const row of rows) {
    const location = locations.find((candidate) => candidate.id === row.location_id);
    const window = windows.get(row.location_id);
    if (!location || !window) continue;
    const from = priceFrom(
      plans.filter((plan) => plan.unit_type_id === row.id),
      Number(location.tax_rate),
    );
    if (!from) continue;
    const availableUnits =
      window.earliest > window.latest ? 0 : await countFreeUnits(db, row.id, window.earliest, context.now);
    const width = Number(row.width);
    const length = Number(row.length);
    described.push({
      id: row.id,
      locationId: row.location_id,
      name: pick(row.name, context.language),
      description: pick(row.description, context.language),
      categoryIds: members
        .filter((member) => member.unit_type_id === row.id)
        .map((member) => member.category_id),
      size: {
        width,
        length,
        height: row.height === null ? null : Number(row.height),
        area: Math.round(width * length * 100) / 100,
        unit: row.size_unit,
      },
      imageUrl: absoluteUrl(row.image_url, context.origin),
      priceFrom: from,
      available: availableUnits > 0,
      availableUnits,
      features: row.features.map((feature) => pick(feature, context.language)),
    });
  }
  return described;
}
