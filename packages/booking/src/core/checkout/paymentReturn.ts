/** What a card payment provider put on the return URL (the payment-verify route). */
export interface PaymentReturn {
  /**
   * The reference to pass to `verifyPayment`: the sandbox's `paymentReference`, or the Stripe
   * `payment_intent` / `setup_intent` id; null when the URL carries none.
   */
  reference: string | null;
  /** Stripe's `redirect_status` (`succeeded`, `processing`, `failed`, ...), when present. */
  redirectStatus: string | null;
}

const REFERENCE = /^[\w-]{1,255}$/;

/**
 * Reads the card provider's return from the payment-verify URL's query. Only a well-formed
 * reference is taken (letters, digits, `_` and `-`, at most 255 characters); the outcome itself
 * is always read from the server with it.
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn {
  const candidates = [
    search.get('paymentReference'),
    search.get('payment_intent'),
    search.get('setup_intent'),
  ];
  const reference =
    candidates.find((value): value is string => value !== null && REFERENCE.test(value)) ?? null;
  return { reference, redirectStatus: search.get('redirect_status') };
}

/**
 * Reads the provider session id an e-signature or identity-check provider put on its return URL
 * (`session`); null when absent or malformed.
 */
export function readProviderSession(search: URLSearchParams): string | null {
  const value = search.get('session');
  return value !== null && REFERENCE.test(value) ? value : null;
}
