// The `@stowly/ui/stripe` entry: card payment through Stripe Elements. Kept apart from the root
// entry so that only hosts that render it bundle @stripe/react-stripe-js, and Stripe.js itself is
// loaded only when the component mounts.
export { StripeCardPayment, type StripeCardPaymentProps } from './checkout/StripeCardPayment';
