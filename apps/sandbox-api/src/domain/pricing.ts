// The price calculation of POST /unit-type/{id}/price, also used to snapshot a basket's price at
// booking submission.
import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type ApiProblem, notFound, type ProblemDetail, unprocessable } from '../http/ApiProblem';
import { bookingWindow, outsideWindow } from './bookingWindow';
import { findUnitTypeWithLocation, resolvePlanChoice } from './catalogue';
import { cachedCatalogueRead } from './catalogueCache';
import { say } from './catalogueMessages';
import {
  describeDiscount,
  discountAppliesToPeriod,
  discountOnRent,
  requireValidDiscountCode,
} from './discounts';
import { pick } from './i18n';
import { fromCents, percentOf, toCents } from './money';
import { productUnitPrice } from './productUnitPrice';

export type PriceCalculationInput = Schema<'PriceCalculationRequest'>;
type PriceLine = Schema<'PriceLine'>;

/** 422 `insufficient-data` with the contract's message and one detail per field. */
function insufficientData(details: ProblemDetail[]): ApiProblem {
  return unprocessable('insufficient-data', say('insufficientData', 'en'), details);
}

/**
 * A line of `quantity` at `unitCents` each (without tax), with its amounts with `taxRate` % tax:
 * the tax of one is rounded to a whole minor unit, and the line with tax is `quantity` times that.
 */
function priceLine(
  fields: Pick<PriceLine, 'kind' | 'label' | 'quantity' | 'recurring'>,
  unitCents: number,
  taxRate: number,
): PriceLine {
  const unitInclTaxCents = unitCents + percentOf(unitCents, taxRate);
  return {
    ...fields,
    unitAmount: fromCents(unitCents),
    amount: fromCents(unitCents * fields.quantity),
    unitAmountInclTax: fromCents(unitInclTaxCents),
    amountInclTax: fromCents(unitInclTaxCents * fields.quantity),
  };
}

interface ProductChoice {
  field: string;
  productId: number;
  quantity: number;
}

/**
 * Computes the price of a unit type for the given plan, insurance, products, discount and move-in
 * date. Throws ApiProblem 422 `insufficient-data` when data is missing and a discount-code 422 for
 * a code that is unknown, expired or not valid for the unit type; 404 for unknown ids.
 *
 * Pricing rules (all money in the location's currency, computed in minor units, answered rounded
 * to 2 decimals):
 * - Rent: the billing period's amount per period (weekly or monthly).
 * - Insurance: the premium per period from `insurance_price` for the insurance and the chosen
 *   billing period. `insuranceId` and `insuranceBillingPeriodId` go together, and the latter must
 *   be the chosen billing period (insurances are billed with the plan).
 * - Recurring products: quantity × the product's price per period (see {@link productUnitPrice}:
 *   a product without a weekly price is not offered with weekly plans). One-time products:
 *   quantity × `amount`, charged with the first period only. A quantity above the product's
 *   `max_quantity`, an unknown product, a product not offered with the plan, or a product listed
 *   twice is `insufficient-data`.
 * - Discount: a code of the unit type's tenant, valid today (location time zone) and for the unit
 *   type, the plan's period and the customer type (422 `invalid-discount-code` with the reason). It takes a percentage of the rent, or a fixed amount off the rent of each period it
 *   covers, never more than the rent. `once` covers the first period, `forever` every period,
 *   `multiple_month` the periods that start within `durationMonth` months of the move-in. The
 *   discount line is `recurring` when it still covers the second period, and its label says how
 *   long it runs.
 * - Tax: the location's `tax_rate` % of each line, rounded to a whole minor unit per item; every
 *   line has its amounts without tax and with it (`amountInclTax`), so the lines with tax add up
 *   to `dueNow`. Subtotal: every line of the first period except tax, without tax. `dueNow` =
 *   subtotal + tax.
 * - `recurringAmount` (with tax) and `recurringAmountExclTax`: what the second period costs: rent,
 *   insurance and recurring products, less the discount when it still covers that period.
 * - The move-in date must lie in the location's booking window (`invalid-move-in-date`, detail
 *   `moveIn` with `minDate` or `maxDate`). `customerType` does not change prices.
 */
export async function calculatePrice(
  db: Kysely<Database>,
  unitTypeId: number,
  input: PriceCalculationInput,
  context: { language: string; now: Date },
): Promise<Schema<'PriceCalculation'>> {
  const { language, now } = context;
  const unitType = await cachedCatalogueRead(db, `unit-type:${unitTypeId}`, () =>
    findUnitTypeWithLocation(db, unitTypeId),
  );
  if (!unitType) throw notFound(say('unitTypeNotFound', language));

  const planChoice = await cachedCatalogueRead(
    db,
    `plan:${unitType.id}:${input.billingPeriodId}:${input.insuranceId ?? ''}:${input.insuranceBillingPeriodId ?? ''}`,
    () => resolvePlanChoice(db, unitType, input),
  );
  // The cached answer is shared: copy the problem list before adding to it.
  const { plan, insurance } = planChoice;
  const details = [...planChoice.details];

  // Products: each one at most once, of this location, of the list's frequency, within its maximum.
  const oneTime: ProductChoice[] = (input.oneTimeItems ?? []).map((item, index) => ({
    field: `oneTimeItems[${index}]`,
    productId: item.productId,
    quantity: item.quantity ?? 1,
  }));
  const recurring: ProductChoice[] = (input.recurringItems ?? []).map((item, index) => ({
    field: `recurringItems[${index}]`,
    productId: item.recurringProductId,
    quantity: item.quantity ?? 1,
  }));
  const productIds = [...new Set([...oneTime, ...recurring].map((choice) => choice.productId))];
  const products =
    productIds.length === 0
      ? []
      : await cachedCatalogueRead(db, `products:${unitType.location_id}:${productIds.join(',')}`, () =>
          db
            .selectFrom('optional_product')
            .selectAll()
            .where('location_id', '=', unitType.location_id)
            .where('id', 'in', productIds)
            .execute(),
        );
  const productById = new Map(products.map((product) => [product.id, product]));
  const taxRate = Number(unitType.tax_rate);
  const oneTimeLines: PriceLine[] = [];
  const recurringLines: PriceLine[] = [];
  for (const [frequency, choices] of [
    ['one_time', oneTime],
    ['recurring', recurring],
  ] as const) {
    const idField = frequency === 'one_time' ? 'productId' : 'recurringProductId';
    const seen = new Set<number>();
    for (const choice of choices) {
      const product = productById.get(choice.productId);
      // A product of the other list's frequency is not one this list can have.
      const unitCents = product?.frequency === frequency ? productUnitPrice(product, plan?.period) : null;
      if (seen.has(choice.productId)) {
        details.push({ field: `${choice.field}.${idField}`, code: 'duplicate' });
      } else if (!product || unitCents === null) {
        details.push({ field: `${choice.field}.${idField}`, code: 'invalid' });
      } else if (choice.quantity > product.max_quantity) {
        details.push({ field: `${choice.field}.quantity`, code: 'max' });
      } else {
        (frequency === 'one_time' ? oneTimeLines : recurringLines).push(
          priceLine(
            {
              kind: frequency === 'one_time' ? 'one_time_product' : 'recurring_product',
              label: pick(product.name, language),
              quantity: choice.quantity,
              recurring: frequency === 'recurring',
            },
            unitCents,
            taxRate,
          ),
        );
      }
      seen.add(choice.productId);
    }
  }
  if (!plan || details.length > 0) throw insufficientData(details);

  const window = bookingWindow(unitType, now);
  const outside = outsideWindow(window, input.moveIn);
  if (outside) {
    throw unprocessable(
      'invalid-move-in-date',
      outside === 'minDate'
        ? say('moveInTooEarly', language, { date: window.earliest })
        : say('moveInTooLate', language, { date: window.latest }),
      [{ field: 'moveIn', code: outside }],
    );
  }

  const discountCode = input.discountCode ?? null;
  const discount =
    discountCode === null
      ? null
      : await requireValidDiscountCode(db, {
          tenantId: unitType.tenant_id,
          unitTypeId: unitType.id,
          period: plan.period,
          customerType: input.customerType,
          code: discountCode,
          today: window.today,
          language,
        });

  const rentCents = toCents(plan.amount);
  const lines: PriceLine[] = [
    priceLine(
      {
        kind: 'rent',
        label: `${pick(unitType.name, language)} (${pick(plan.name, language)})`,
        quantity: 1,
        recurring: true,
      },
      rentCents,
      taxRate,
    ),
  ];
  if (insurance) {
    lines.push(
      priceLine(
        { kind: 'insurance', label: pick(insurance.name, language), quantity: 1, recurring: true },
        toCents(insurance.amount),
        taxRate,
      ),
    );
  }
  lines.push(...recurringLines, ...oneTimeLines);

  let discountCents = 0;
  if (discount) {
    discountCents = discountOnRent(discount, rentCents);
    const coversSecondPeriod = discountAppliesToPeriod(discount, input.moveIn, plan.period, 1);
    const described = describeDiscount(discount);
    const label =
      discount.duration === 'forever'
        ? say('discountLine', language, { code: discount.code })
        : discount.duration === 'once'
          ? say('discountLineOnce', language, { code: discount.code })
          : described.durationMonth === 1
            ? say('discountLineOneMonth', language, { code: discount.code })
            : say('discountLineMonths', language, {
                code: discount.code,
                months: described.durationMonth ?? 1,
              });
    lines.push(
      priceLine(
        { kind: 'discount', label, quantity: 1, recurring: coversSecondPeriod },
        -discountCents,
        taxRate,
      ),
    );
  }

  // Each line's tax is rounded on its own, so the lines with tax add up to what is due.
  const sum = (of: readonly PriceLine[], amount: (line: PriceLine) => number) =>
    of.reduce((total, line) => total + toCents(amount(line)), 0);
  const subtotalCents = sum(lines, (line) => line.amount);
  const dueNowCents = sum(lines, (line) => line.amountInclTax);
  const taxCents = dueNowCents - subtotalCents;
  // The second period: every recurring line, with a discount that still covers it.
  const recurringCharges = lines.filter((line) => line.recurring);
  const nextSubtotalCents = sum(recurringCharges, (line) => line.amount);
  const nextInclTaxCents = sum(recurringCharges, (line) => line.amountInclTax);
  lines.push({
    kind: 'tax',
    label: say('taxLine', language, { rate: taxRate }),
    quantity: 1,
    unitAmount: fromCents(taxCents),
    amount: fromCents(taxCents),
    unitAmountInclTax: fromCents(taxCents),
    amountInclTax: fromCents(taxCents),
    recurring: true,
  });

  return {
    currency: unitType.currency_code,
    period: plan.period,
    lines,
    discount: discount ? { ...describeDiscount(discount), amount: fromCents(discountCents) } : null,
    subtotal: fromCents(subtotalCents),
    tax: { rate: taxRate, amount: fromCents(taxCents) },
    dueNow: fromCents(dueNowCents),
    recurringAmount: fromCents(nextInclTaxCents),
    recurringAmountExclTax: fromCents(nextSubtotalCents),
  };
}
