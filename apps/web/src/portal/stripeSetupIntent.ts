import type { StorageLike } from '@stowly/booking';

/**
 * The session storage key remembering which Stripe account (publishable key) a setup intent was
 * opened with, so the verify page can read the saved card back from Stripe. It holds no customer
 * data and no secret: a publishable key is public by design.
 */
const STRIPE_SETUP_KEY = 'stowly-web:portal-stripe-setup';

/** Remembers the publishable key of a Stripe setup intent before Stripe takes the customer away. */
export function rememberStripeSetup(
  storage: StorageLike,
  setup: { setupIntentId: string; publishableKey: string },
): void {
  storage.setItem(STRIPE_SETUP_KEY, JSON.stringify(setup));
}

/**
 * The publishable key remembered for `setupIntentId` (and forgets it), or `fallback` (the app's
 * configured key) when this tab opened no such setup intent.
 */
export function takeStripePublishableKey(
  storage: StorageLike,
  setupIntentId: string,
  fallback: string,
): string {
  let remembered: unknown;
  try {
    remembered = JSON.parse(storage.getItem(STRIPE_SETUP_KEY) ?? 'null');
  } catch {
    remembered = null;
  }
  storage.removeItem(STRIPE_SETUP_KEY);
  if (
    typeof remembered === 'object' &&
    remembered !== null &&
    'setupIntentId' in remembered &&
    'publishableKey' in remembered &&
    remembered.setupIntentId === setupIntentId &&
    typeof remembered.publishableKey === 'string' &&
    remembered.publishableKey !== ''
  ) {
    return remembered.publishableKey;
  }
  return fallback;
}

/** Stripe did not save a card with the setup intent (it is not `succeeded`). */
export class StripeSetupNotSucceededError extends Error {
  override readonly name = 'StripeSetupNotSucceededError';
}

/**
 * The id of the payment method a confirmed Stripe setup intent saved (the `paymentMethodReference`
 * of the payment method update), read from Stripe with the intent's client secret. Stripe.js is
 * loaded here, only on this path. Throws {@link StripeSetupNotSucceededError} when the intent has
 * not succeeded, and an Error when Stripe cannot be loaded or answers with an error.
 */
export async function stripeSetupPaymentMethod(
  publishableKey: string,
  clientSecret: string,
): Promise<string> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js could not be loaded.');
  const { setupIntent, error } = await stripe.retrieveSetupIntent(clientSecret);
  if (error || !setupIntent) {
    throw new Error(`Stripe could not read the setup intent: ${error?.type ?? 'no setup intent'}`);
  }
  if (setupIntent.status !== 'succeeded') throw new StripeSetupNotSucceededError(setupIntent.status);
  const paymentMethod = setupIntent.payment_method;
  const id = typeof paymentMethod === 'string' ? paymentMethod : paymentMethod?.id;
  if (!id) throw new Error('Stripe saved no payment method with the setup intent.');
  return id;
}
