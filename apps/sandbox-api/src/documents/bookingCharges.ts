import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { pick } from '../domain/i18n';
import { percentOf, toCents } from '../domain/money';
import { type DocumentLanguage, documentText } from './documentMessages';

/** One charge of a booking, without VAT, as the price calculation priced it. */
export interface ChargeLine {
  label: string;
  quantity: number;
  /** The price of one, without VAT, in minor units (negative for a discount). */
  unitNetCents: number;
  /** Charged every period (rent, insurance, recurring products, a discount that lasts). */
  recurring: boolean;
}

/** What a booking charges: its lines and the facts a contract states. */
export interface BookingCharges {
  bookingId: number;
  locationId: number;
  customerId: number;
  basketId: string | null;
  createdAt: Date;
  currency: string;
  period: 'weekly' | 'monthly';
  unitTypeName: string;
  unitName: string;
  planName: string;
  insuranceName: string | null;
  moveInDate: string;
  planNoticePeriodDays: number;
  lines: ChargeLine[];
}

/** The line's amount with `taxRate` % VAT: the VAT of one is rounded to a minor unit, as pricing.ts does. */
export const lineInclVatCents = (line: ChargeLine, taxRate: number) =>
  (line.unitNetCents + percentOf(line.unitNetCents, taxRate)) * line.quantity;

/** The line's amount without VAT. */
export const lineNetCents = (line: ChargeLine) => line.unitNetCents * line.quantity;

/**
 * A booking's charges, labelled in `language`: the plan's rent, the insurance premium for the plan,
 * the booked products (their stored amounts) and the discount kept with the booking. These are the
 * prices of the price calculation the customer accepted at checkout: the sandbox's catalogue
 * prices do not change after seeding.
 */
export async function loadBookingCharges(
  db: Kysely<Database>,
  bookingId: number,
  language: DocumentLanguage,
): Promise<BookingCharges | undefined> {
  const booking = await db
    .selectFrom('booking')
    .innerJoin('unit', 'unit.id', 'booking.unit_id')
    .innerJoin('unit_type', 'unit_type.id', 'booking.unit_type_id')
    .innerJoin('billing_period', 'billing_period.id', 'booking.billing_period_id')
    .leftJoin('insurance', 'insurance.id', 'booking.insurance_id')
    .leftJoin('insurance_price', (join) =>
      join
        .onRef('insurance_price.insurance_id', '=', 'booking.insurance_id')
        .onRef('insurance_price.billing_period_id', '=', 'booking.billing_period_id'),
    )
    .select([
      'booking.id',
      'booking.location_id',
      'booking.customer_id',
      'booking.basket_id',
      'booking.created_at',
      'booking.currency_code',
      'booking.move_in_date',
      'booking.discount',
      'unit.name as unit_name',
      'unit_type.name as unit_type_name',
      'billing_period.name as plan_name',
      'billing_period.period',
      'billing_period.amount as plan_amount',
      'billing_period.notice_period_days',
      'insurance.name as insurance_name',
      'insurance_price.amount as insurance_amount',
    ])
    .where('booking.id', '=', bookingId)
    .executeTakeFirst();
  if (!booking) return undefined;
  const products = await db
    .selectFrom('booking_product')
    .innerJoin('optional_product', 'optional_product.id', 'booking_product.product_id')
    .select([
      'booking_product.quantity',
      'booking_product.amount',
      'optional_product.name',
      'optional_product.frequency',
    ])
    .where('booking_product.booking_id', '=', bookingId)
    .orderBy('optional_product.frequency', 'desc')
    .orderBy('optional_product.id')
    .execute();

  const unitTypeName = pick(booking.unit_type_name, language);
  const planName = pick(booking.plan_name, language);
  const perPeriod = documentText(booking.period === 'weekly' ? 'perWeek' : 'perMonth', language);
  const lines: ChargeLine[] = [
    {
      label: `${unitTypeName} (${planName})`,
      quantity: 1,
      unitNetCents: toCents(booking.plan_amount),
      recurring: true,
    },
  ];
  const insuranceName = booking.insurance_name ? pick(booking.insurance_name, language) : null;
  if (insuranceName && booking.insurance_amount !== null) {
    lines.push({
      label: insuranceName,
      quantity: 1,
      unitNetCents: toCents(booking.insurance_amount),
      recurring: true,
    });
  }
  for (const product of products) {
    const recurring = product.frequency === 'recurring';
    const quantity = Math.max(1, product.quantity);
    lines.push({
      label: `${pick(product.name, language)}, ${recurring ? perPeriod : documentText('oneTime', language)}`,
      quantity,
      // The stored amount is the line's (quantity × price of one).
      unitNetCents: Math.round(toCents(product.amount) / quantity),
      recurring,
    });
  }
  const discount = readDiscount(booking.discount);
  if (discount && discount.amountCents > 0) {
    const value = discount.discountType === 'percentage' ? ` (${discount.discountValue} %)` : '';
    lines.push({
      label: `${documentText('discount', language, { code: discount.code })}${value}`,
      quantity: 1,
      unitNetCents: -discount.amountCents,
      // What the second period costs (pricing.ts `recurringAmount`): a lasting discount, or one
      // of several months that still covers it.
      recurring:
        discount.duration === 'forever' ||
        (discount.duration === 'multiple_month' &&
          (booking.period === 'weekly' || (discount.durationMonth ?? 1) > 1)),
    });
  }
  return {
    bookingId: booking.id,
    locationId: booking.location_id,
    customerId: booking.customer_id,
    basketId: booking.basket_id === null ? null : String(booking.basket_id),
    createdAt: booking.created_at,
    currency: booking.currency_code,
    period: booking.period,
    unitTypeName,
    unitName: booking.unit_name,
    planName,
    insuranceName,
    moveInDate: booking.move_in_date,
    planNoticePeriodDays: booking.notice_period_days,
    lines,
  };
}

interface KeptDiscount {
  code: string;
  discountType: 'percentage' | 'amount';
  discountValue: number;
  duration: 'forever' | 'multiple_month' | 'once';
  durationMonth: number | null;
  amountCents: number;
}

/** The applied discount kept with a booking (the contract's `AppliedDiscount`), if it reads as one. */
function readDiscount(value: Record<string, unknown> | null): KeptDiscount | undefined {
  if (!value || typeof value.code !== 'string' || typeof value.amount !== 'number') return undefined;
  return {
    code: value.code,
    discountType: value.discountType === 'amount' ? 'amount' : 'percentage',
    discountValue: Number(value.discountValue),
    duration: value.duration === 'forever' || value.duration === 'multiple_month' ? value.duration : 'once',
    durationMonth: typeof value.durationMonth === 'number' ? value.durationMonth : null,
    amountCents: toCents(value.amount),
  };
}
