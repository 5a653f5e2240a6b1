import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import { PRODUCT_MAX_QUANTITY } from '../contract/contractLimits';
import type { Database } from '../db/types';
import { countFreeUnits, firstFreeDate } from '../domain/availability';
import { bookingWindow, outsideWindow } from '../domain/bookingWindow';
import {
  absoluteUrl,
  findUnitTypeWithLocation,
  pageOf,
  requireLocations,
  resolvePlanChoice,
  type UnitTypeWithLocation,
} from '../domain/catalogue';
import { say } from '../domain/catalogueMessages';
import { describeUnitTypes } from '../domain/describeUnitTypes';
import { asDiscountAttempt, discountAttemptOf } from '../domain/discountAttempts';
import { describeDiscount, requireValidDiscountCode } from '../domain/discounts';
import { pick, pickNullable } from '../domain/i18n';
import { fromCents, pricedWithTax, toCents } from '../domain/money';
import { calculatePrice } from '../domain/pricing';
import { productUnitPrice } from '../domain/productUnitPrice';
import { ApiProblem, notFound, unprocessable } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
import { consumeCaptchaToken } from '../providers/captcha';

/** The unit type and its location, or 404. */
async function requireUnitType(
  db: Kysely<Database>,
  id: number,
  language: string,
): Promise<UnitTypeWithLocation> {
  const unitType = await findUnitTypeWithLocation(db, id);
  if (!unitType) throw notFound(say('unitTypeNotFound', language));
  return unitType;
}

/** A billing period of the unit type, or 404. */
async function requireBillingPeriod(db: Kysely<Database>, unitTypeId: number, id: number, language: string) {
  const plan = await db
    .selectFrom('billing_period')
    .selectAll()
    .where('id', '=', id)
    .where('unit_type_id', '=', unitTypeId)
    .executeTakeFirst();
  if (!plan) throw notFound(say('billingPeriodNotFound', language));
  return plan;
}

/** Handlers of the unit type catalogue: categories, unit types, plans, insurances, products, prices. */
export const unitTypeHandlers: Handlers = {
  listUnitTypeCategories: async ({ db, query, language }) => {
    const locations = await requireLocations(db, query.locationIds, (id) =>
      say('locationNotFound', language, { id }),
    );
    const order = new Map(locations.map((location, index) => [location.id, index]));
    const rows = await db
      .selectFrom('unit_type_category')
      .selectAll()
      .where(
        'location_id',
        'in',
        locations.map((location) => location.id),
      )
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    rows.sort((a, b) => (order.get(a.location_id) ?? 0) - (order.get(b.location_id) ?? 0));
    return {
      status: 200,
      body: {
        data: rows.map((row) => ({
          id: row.id,
          locationId: row.location_id,
          name: pick(row.name, language),
          description: pickNullable(row.description, language),
        })),
      },
    };
  },

  listUnitTypes: async ({ db, config, query, language, origin }) => {
    if (query.minArea !== undefined && query.maxArea !== undefined && query.minArea > query.maxArea) {
      throw new ApiProblem(400, 'bad-request', 'minArea must not be greater than maxArea', [
        { field: 'minArea', code: 'maximum' },
      ]);
    }
    const locations = await requireLocations(db, query.locationIds, (id) =>
      say('locationNotFound', language, { id }),
    );
    const order = new Map(locations.map((location, index) => [location.id, index]));
    let select = db
      .selectFrom('unit_type')
      .selectAll()
      .where(
        'location_id',
        'in',
        locations.map((location) => location.id),
      );
    const categoryIds = query.categoryIds;
    if (categoryIds && categoryIds.length > 0) {
      select = select.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('unit_type_category_member')
            .select('unit_type_category_member.unit_type_id')
            .whereRef('unit_type_category_member.unit_type_id', '=', 'unit_type.id')
            .where('unit_type_category_member.category_id', 'in', categoryIds),
        ),
      );
    }
    const rows = await select.orderBy('sort_order').orderBy('id').execute();
    rows.sort((a, b) => (order.get(a.location_id) ?? 0) - (order.get(b.location_id) ?? 0));
    const unitTypes = (await describeUnitTypes(db, rows, { language, origin, now: config.now() })).filter(
      (unitType) =>
        (query.available === undefined || unitType.available === query.available) &&
        (query.minArea === undefined || unitType.size.area >= query.minArea) &&
        (query.maxArea === undefined || unitType.size.area <= query.maxArea),
    );
    return { status: 200, body: pageOf(unitTypes, query) };
  },

  getUnitType: async ({ db, config, path, language, origin }) => {
    const row = await db.selectFrom('unit_type').selectAll().where('id', '=', path.id).executeTakeFirst();
    const [unitType] = row ? await describeUnitTypes(db, [row], { language, origin, now: config.now() }) : [];
    if (!unitType) throw notFound(say('unitTypeNotFound', language));
    return { status: 200, body: { data: unitType } };
  },

  getUnitAvailability: async ({ db, config, path, query, language }) => {
    const unitType = await requireUnitType(db, path.id, language);
    let inCategory = true;
    if (query.categoryId !== undefined) {
      const category = await db
        .selectFrom('unit_type_category')
        .select('id')
        .where('id', '=', query.categoryId)
        .executeTakeFirst();
      if (!category) throw notFound(say('categoryNotFound', language));
      const member = await db
        .selectFrom('unit_type_category_member')
        .select('unit_type_id')
        .where('unit_type_id', '=', unitType.id)
        .where('category_id', '=', query.categoryId)
        .executeTakeFirst();
      inCategory = member !== undefined;
    }
    const now = config.now();
    const window = bookingWindow(unitType, now);
    // Outside the booking window, or of another category, nothing can be booked for that day.
    const availableUnits =
      inCategory && outsideWindow(window, query.moveIn) === null
        ? await countFreeUnits(db, unitType.id, query.moveIn, now)
        : 0;
    const nextAvailableDate =
      availableUnits > 0 || !inCategory ? null : await firstFreeDate(db, unitType.id, window, now);
    return {
      status: 200,
      body: { data: { available: availableUnits > 0, availableUnits, nextAvailableDate } },
    };
  },

  listBillingPeriods: async ({ db, path, query, language }) => {
    const unitType = await requireUnitType(db, path.id, language);
    const taxRate = Number(unitType.tax_rate);
    let select = db
      .selectFrom('billing_period')
      .select((eb) => [
        'billing_period.id',
        'billing_period.name',
        'billing_period.period',
        'billing_period.amount',
        'billing_period.minimum_periods',
        'billing_period.notice_period_days',
        eb
          .exists(
            eb
              .selectFrom('insurance_price')
              .select('insurance_price.insurance_id')
              .whereRef('insurance_price.billing_period_id', '=', 'billing_period.id'),
          )
          .as('has_insurances'),
      ])
      .where('billing_period.unit_type_id', '=', path.id);
    const billingPeriodIds = query.billingPeriodIds;
    if (billingPeriodIds && billingPeriodIds.length > 0) {
      select = select.where('billing_period.id', 'in', billingPeriodIds);
    }
    const rows = await select.orderBy('billing_period.sort_order').orderBy('billing_period.id').execute();
    const plans = rows.map((row) => ({
      id: row.id,
      name: pick(row.name, language),
      period: row.period,
      ...pricedWithTax(toCents(row.amount), taxRate),
      hasInsurances: Boolean(row.has_insurances),
      minimumPeriods: Math.max(1, row.minimum_periods),
      noticePeriodDays: Math.max(0, row.notice_period_days),
    }));
    return { status: 200, body: pageOf(plans, query) };
  },

  listInsurances: async ({ db, path, query, language }) => {
    const unitType = await requireUnitType(db, path.id, language);
    const plan = await requireBillingPeriod(db, unitType.id, query.billingPeriodId, language);
    const rows = await db
      .selectFrom('insurance_price')
      .innerJoin('insurance', 'insurance.id', 'insurance_price.insurance_id')
      .select([
        'insurance.id',
        'insurance.name',
        'insurance.description',
        'insurance.coverage_amount',
        'insurance_price.amount',
      ])
      .where('insurance_price.billing_period_id', '=', plan.id)
      .where('insurance.location_id', '=', unitType.location_id)
      .orderBy('insurance.sort_order')
      .orderBy('insurance.id')
      .execute();
    const insurances = rows.map((row) => ({
      id: row.id,
      name: pick(row.name, language),
      description: pick(row.description, language),
      coverageAmount: fromCents(toCents(row.coverage_amount)),
      billingPeriod: {
        id: plan.id,
        period: plan.period,
        ...pricedWithTax(toCents(row.amount), Number(unitType.tax_rate)),
      },
    }));
    return { status: 200, body: pageOf(insurances, query) };
  },

  listOptionalProducts: async ({ db, path, query, language, origin }) => {
    if (query.unitTypeId !== undefined && query.unitTypeId !== path.id) {
      throw new ApiProblem(400, 'bad-request', 'unitTypeId must be the unit type of the path', [
        { field: 'unitTypeId', code: 'const' },
      ]);
    }
    const unitType = await requireUnitType(db, path.id, language);
    const plan =
      query.billingPeriodId === undefined
        ? undefined
        : await requireBillingPeriod(db, unitType.id, query.billingPeriodId, language);
    const rows = await db
      .selectFrom('optional_product')
      .selectAll()
      .where('location_id', '=', unitType.location_id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const productIds = query.productIds;
    const recurringProductIds = query.recurringProductIds;
    const products: Schema<'OptionalProduct'>[] = [];
    for (const row of rows) {
      const ids = row.frequency === 'one_time' ? productIds : recurringProductIds;
      if (ids && ids.length > 0 && !ids.includes(row.id)) continue;
      // Priced per period of the plan: a product not offered with the plan is not listed.
      const unitCents = productUnitPrice(row, plan?.period);
      if (unitCents === null) continue;
      products.push({
        id: row.id,
        name: pick(row.name, language),
        description: pick(row.description, language),
        frequency: row.frequency,
        ...pricedWithTax(unitCents, Number(unitType.tax_rate)),
        maxQuantity: Math.min(PRODUCT_MAX_QUANTITY.max, Math.max(PRODUCT_MAX_QUANTITY.min, row.max_quantity)),
        imageUrl: absoluteUrl(row.image_url, origin),
      });
    }
    return { status: 200, body: pageOf(products, query) };
  },

  calculatePrice: async (ctx) => {
    const { db, config, path, body, language } = ctx;
    const calculate = () => calculatePrice(db, path.id, body, { language, now: config.now() });
    // With a discount code the calculation checks it: an attempt like a validation (rate-limited).
    const calculation =
      body.discountCode === null || body.discountCode === undefined
        ? await calculate()
        : await asDiscountAttempt(discountAttemptOf(ctx, path.id), calculate);
    return { status: 200, body: { data: { data: calculation } } };
  },

  validateDiscountCode: async (ctx) => {
    const { db, config, path, body, language } = ctx;
    const discount = await asDiscountAttempt(discountAttemptOf(ctx, path.id), async () => {
      const unitType = await requireUnitType(db, path.id, language);
      const { plan, details } = await resolvePlanChoice(db, unitType, body);
      if (!plan || details.length > 0)
        throw unprocessable('insufficient-arguments', say('insufficientArguments', 'en'), details);
      const window = bookingWindow(unitType, config.now());
      return requireValidDiscountCode(db, {
        tenantId: unitType.tenant_id,
        unitTypeId: unitType.id,
        period: plan.period,
        customerType: body.customerType,
        code: body.discountCode,
        today: window.today,
        language,
      });
    });
    return { status: 200, body: { data: describeDiscount(discount) } };
  },

  createInterestRegistration: async ({ db, config, path, body, language }) => {
    const unitType = await requireUnitType(db, path.id, language);
    if (unitType.location_id !== body.locationId) throw notFound(say('unitTypeNotFound', language));
    const location = await db
      .selectFrom('location')
      .select(['interest_registration_consents', 'time_zone', 'earliest_bookable_date', 'bookable_till'])
      .where('id', '=', unitType.location_id)
      .executeTakeFirstOrThrow();

    const answers = new Map(body.consents.map((consent) => [consent.type, consent.accepted]));
    const missing = location.interest_registration_consents
      .filter((consent) => consent.required && answers.get(consent.type) !== true)
      .map((consent) => ({ field: `consents.${consent.type}`, code: 'required' }));
    if (missing.length > 0)
      throw unprocessable('consent-required', say('consentRequired', language), missing);

    const now = config.now();
    const { today } = bookingWindow(location, now);
    if (body.desiredMoveInDate < today) {
      throw unprocessable('invalid-move-in-date', say('desiredMoveInPast', language), [
        { field: 'desiredMoveInDate', code: 'minDate' },
      ]);
    }

    // The bot-check token is used up together with the insert: a failed submission keeps it.
    const id = await db.transaction().execute(async (trx) => {
      if (!(await consumeCaptchaToken(trx, body.recaptchaToken, now))) {
        throw unprocessable('recaptcha-invalid', say('recaptchaInvalid', language), [
          { field: 'recaptchaToken', code: 'recaptcha' },
        ]);
      }
      const row = await trx
        .insertInto('interest_registration')
        .values({
          unit_type_id: unitType.id,
          location_id: unitType.location_id,
          firstname: body.firstname.trim(),
          lastname: body.lastname.trim(),
          email: body.email.trim(),
          phone_prefix: body.phonePrefix,
          phone_number: body.phoneNumber.trim(),
          desired_move_in_date: body.desiredMoveInDate,
          // Every consent of the location, with the visitor's answer (not answered = not accepted).
          consents: location.interest_registration_consents.map((consent) => ({
            type: consent.type,
            accepted: answers.get(consent.type) === true,
          })),
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
    return { status: 201, body: { data: { id } } };
  },
};
