/**
 * What the payment provider put on the payment update's verify URL. The sandbox sends
 * `setup_intent`, `redirect_status` and, once a card is saved, `payment_method`; Stripe sends
 * `setup_intent`, `setup_intent_client_secret` and `redirect_status` (the payment method is then
 * read from Stripe with the client secret).
 */
export type PaymentUpdateReturn =
  | {
      provider: 'sandbox';
      /** The setup intent the card was saved with (`setupIntentId` of the update). */
      setupIntentId: string;
      /** `succeeded` when a card was saved; anything else (`canceled`, `failed`, none) is no card. */
      redirectStatus: string | null;
      /** The provider's id of the saved card (`paymentMethodReference` of the update), when saved. */
      paymentMethod: string | null;
    }
  | {
      provider: 'stripe';
      setupIntentId: string;
      redirectStatus: string | null;
      /** The setup intent's client secret, to read its payment method from Stripe. */
      clientSecret: string;
    };

/** A provider id: letters, digits, `_` and `-`, at most 255 characters (as the API accepts them). */
const PROVIDER_ID = /^[\w-]{1,255}$/;

/**
 * Reads the provider's return from the verify URL's query, or null when it carries no well-formed
 * setup intent. A Stripe client secret is taken only when it belongs to the setup intent named
 * beside it (`{setupIntentId}_secret_…`). Whether the card became the payment method is decided
 * by the API, which checks the setup intent itself.
 */
export function readPaymentUpdateReturn(search: URLSearchParams): PaymentUpdateReturn | null {
  const setupIntentId = search.get('setup_intent');
  if (setupIntentId === null || !PROVIDER_ID.test(setupIntentId)) return null;
  const redirectStatus = search.get('redirect_status');
  const clientSecret = search.get('setup_intent_client_secret');
  if (clientSecret !== null) {
    const belongs = clientSecret.startsWith(`${setupIntentId}_secret_`) && PROVIDER_ID.test(clientSecret);
    return belongs ? { provider: 'stripe', setupIntentId, redirectStatus, clientSecret } : null;
  }
  const paymentMethod = search.get('payment_method');
  return {
    provider: 'sandbox',
    setupIntentId,
    redirectStatus,
    paymentMethod: paymentMethod !== null && PROVIDER_ID.test(paymentMethod) ? paymentMethod : null,
  };
}
