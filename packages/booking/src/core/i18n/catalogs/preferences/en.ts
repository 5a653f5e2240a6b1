/**
 * English messages of a signed-in customer's identity already verified at checkout and of the
 * customer portal's notification preferences. In the `later` catalog part (checkout and portal
 * pages). The reference for the other languages.
 */
export default {
  'ui.checkout.stepIndicator.identityAlreadyVerified':
    'Your identity is already verified with us, so this booking needs no identity check.',
} as const satisfies Record<string, string>;
