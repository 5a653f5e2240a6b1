/**
 * `@stowly/booking/checkout`: the checkout after the booking form (spec section 4): the server's
 * step machine (payment, payment verification, e-signature, identity check, booking creation), its
 * calls, the returns from the providers, the result handed to the success page, the store of the
 * tab's checkout, the store that remembers an unfinished checkout for every tab, and the hold's
 * countdown. React-free like the root entry; `useCheckout` in
 * `@stowly/booking/react` binds it. A separate entry so a frontend that stops at the booking form,
 * and the booking core's size budget, carry none of it.
 *
 * @packageDocumentation
 */
export {
  type CheckoutCalls,
  type CheckoutState,
  createCheckoutCalls,
  type PaymentSession,
} from './core/checkout/checkoutCalls';
export {
  CHECKOUT_REASONS,
  type CheckoutOutcome,
  type CheckoutReason,
  checkoutOutcome,
  isCheckoutReason,
} from './core/checkout/checkoutOutcome';
export {
  type CheckoutResult,
  encodeCheckoutResultParam,
  MAX_CHECKOUT_RESULT_PARAM_LENGTH,
  parseCheckoutResultParam,
} from './core/checkout/checkoutResultParam';
export {
  CHECKOUT_SIDE_STATES,
  CHECKOUT_STEPS,
  type CheckoutStep,
  canShowCheckoutStep,
  type IdentityCheck,
  isCheckoutSideState,
  isCheckoutStep,
  isFinalCheckoutStep,
} from './core/checkout/checkoutSteps';
export {
  type CheckoutStore,
  type CheckoutStoreState,
  type CreateCheckoutStoreOptions,
  checkoutStorageKey,
  createCheckoutStore,
} from './core/checkout/createCheckoutStore';
export {
  type CreateOpenCheckoutStoreOptions,
  createOpenCheckoutStore,
  type OpenCheckout,
  type OpenCheckoutStore,
  type OpenCheckoutStoreState,
  openCheckoutStorageKey,
} from './core/checkout/createOpenCheckoutStore';
export {
  type CheckoutProgress,
  type CheckoutProgressStep,
  getCheckoutProgress,
  VISIBLE_CHECKOUT_STEP_MESSAGES,
  VISIBLE_CHECKOUT_STEPS,
  type VisibleCheckoutStep,
  visibleCheckoutStep,
} from './core/checkout/getCheckoutProgress';
export { goToProvider, type ProviderPage } from './core/checkout/goToProvider';
export {
  formatHoldTime,
  HOLD_WARNING_MINUTES,
  type HoldCountdownState,
  holdCountdown,
} from './core/checkout/holdCountdown';
export { type PaymentReturn, readPaymentReturn, readProviderSession } from './core/checkout/paymentReturn';
