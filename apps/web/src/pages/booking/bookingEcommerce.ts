import type { EcommerceData, SelectedBookingPlan } from '@stowly/booking';

/** What the ecommerce data of a booking is made of. */
interface BookingEcommerceInput {
  /** The location's ISO 4217 currency. */
  currency: string;
  /** The chosen unit type. */
  unitType: { id: number; name: string };
  /** The chosen booking plan. */
  bookingPlan: Pick<SelectedBookingPlan, 'id' | 'period' | 'amount'>;
  /** The booking's value, such as the price's `dueNow`. @default the plan's amount */
  value?: number;
  /** The applied discount code. */
  discountCode?: string | null;
}

/**
 * The GA4 `ecommerce` data of the booking for the tracker's `addToCart` and `beginCheckout`: one
 * item, the unit type, with the plan as its variant.
 * TODO(sdk): this mapping belongs in `@stowly/booking` (tracking), built from the flow state and
 * the price, so that every integrator pushes the same items.
 */
export function bookingEcommerce(input: BookingEcommerceInput): EcommerceData {
  const { unitType, bookingPlan, discountCode } = input;
  return {
    currency: input.currency,
    value: input.value ?? bookingPlan.amount,
    items: [
      {
        item_id: String(unitType.id),
        item_name: unitType.name,
        price: bookingPlan.amount,
        quantity: 1,
        item_variant: bookingPlan.period,
        ...(discountCode && { coupon: discountCode }),
      },
    ],
    ...(discountCode && { coupon: discountCode }),
  };
}
