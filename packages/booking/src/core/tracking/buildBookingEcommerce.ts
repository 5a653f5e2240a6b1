import type { SelectedBookingPlan } from '../flow/createBookingStore';
import type { EcommerceData } from './buildTrackingEvents';

/** What the GA4 ecommerce data of a booking is built from: the flow state, the location and the price. */
export interface BookingEcommerceInput {
  /** The location's ISO 4217 currency, such as `location.currency.code`. */
  currency: string;
  /** The chosen unit type (`GET /unit-type/{id}`): its id and name. */
  unitType: { id: number; name: string };
  /** The chosen booking plan, such as the flow's `bookingPlan`. */
  bookingPlan: Pick<SelectedBookingPlan, 'period' | 'amount'>;
  /**
   * The booking's value, such as the price calculation's `dueNow`.
   * @default the plan's amount
   */
  value?: number | undefined;
  /** The applied discount code, such as the flow's `discountCode`. */
  discountCode?: string | null | undefined;
}

/**
 * The GA4 `ecommerce` data of a booking, for the tracker's `addToCart`, `beginCheckout` and
 * `addShippingInfo`: one item, the unit type (id as a string, the plan's amount as its price,
 * quantity 1, the plan's period as its variant), and the discount code as the coupon of the item
 * and of the event when one is applied.
 *
 * @example
 * await tracker.beginCheckout(
 *   buildBookingEcommerce({ currency: location.currency.code, unitType, bookingPlan, value: price.dueNow, discountCode }),
 * );
 */
export function buildBookingEcommerce(input: BookingEcommerceInput): EcommerceData {
  const { unitType, bookingPlan } = input;
  const coupon = input.discountCode || undefined;
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
        ...(coupon && { coupon }),
      },
    ],
    ...(coupon && { coupon }),
  };
}

/**
 * The GA4 `ecommerce` data of a basket in checkout, for the tracker's `addPaymentInfo` and
 * `purchase`: built from the server's checkout state or result (so it does not need the flow
 * draft, which may be gone after a provider redirect): one item, the unit type with the recurring
 * amount as its price, and the amount due now as the value.
 *
 * @example
 * await tracker.purchase({ ...buildCheckoutEcommerce(result), transaction_id: String(result.bookingId) });
 */
export function buildCheckoutEcommerce(checkout: {
  currency: string;
  unitType: { id: number; name: string };
  dueNow: number;
  recurringAmount: number;
}): EcommerceData {
  return {
    currency: checkout.currency,
    value: checkout.dueNow,
    items: [
      {
        item_id: String(checkout.unitType.id),
        item_name: checkout.unitType.name,
        price: checkout.recurringAmount,
        quantity: 1,
      },
    ],
  };
}
