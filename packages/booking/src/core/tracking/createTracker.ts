import {
  buildEcommerceEvent,
  buildVirtualPageview,
  type CustomerContact,
  ECOMMERCE_RESET,
  type EcommerceData,
  type EcommerceEventName,
} from './buildTrackingEvents';
import type { DataLayer } from './DataLayer';

/** Pushes the data layer events of spec section 7. */
export interface Tracker {
  /** Pushes a `virtualPageview` (tokens are removed from the URL). */
  pageview(page: { pageUrl: string; pageTitle: string }): void;
  /** A unit type (with its options) was put in the basket. */
  addToCart(ecommerce: EcommerceData, customer?: CustomerContact): Promise<void>;
  /** The customer form was opened. */
  beginCheckout(ecommerce: EcommerceData, customer?: CustomerContact): Promise<void>;
  /** The customer details were submitted. */
  addShippingInfo(ecommerce: EcommerceData, customer?: CustomerContact): Promise<void>;
  /** The payment step was completed. */
  addPaymentInfo(ecommerce: EcommerceData, customer?: CustomerContact): Promise<void>;
  /** The booking was created; `transaction_id` is the booking id. */
  purchase(ecommerce: EcommerceData & { transaction_id: string }, customer?: CustomerContact): Promise<void>;
  /** Clears the ecommerce data of the data layer (`{ ecommerce: null }`), as after a purchase. */
  resetEcommerce(): void;
}

/**
 * Creates the tracker over a data layer. Every ecommerce event is preceded by the reset
 * `{ ecommerce: null }`, pushed right before it so nothing can come between the two.
 *
 * @example
 * const tracker = createTracker({ dataLayer: (window.dataLayer ??= []) });
 * await tracker.beginCheckout({ currency: 'SEK', value: 990, items }, { email });
 */
export function createTracker(options: { dataLayer: DataLayer }): Tracker {
  const { dataLayer } = options;
  const track =
    (name: EcommerceEventName) =>
    async (ecommerce: EcommerceData, customer?: CustomerContact): Promise<void> => {
      const event = await buildEcommerceEvent(name, ecommerce, customer);
      dataLayer.push({ ...ECOMMERCE_RESET });
      dataLayer.push(event);
    };
  return {
    pageview: (page) => {
      dataLayer.push(buildVirtualPageview(page));
    },
    addToCart: track('add_to_cart'),
    beginCheckout: track('begin_checkout'),
    addShippingInfo: track('add_shipping_info'),
    addPaymentInfo: track('add_payment_info'),
    purchase: track('purchase'),
    resetEcommerce: () => {
      dataLayer.push({ ...ECOMMERCE_RESET });
    },
  };
}
