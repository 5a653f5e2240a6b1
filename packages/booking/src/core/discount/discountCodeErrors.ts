import { isApiError, type Schema } from '@stowly/api-client';

/** The message key a rejected discount code shows (spec sections 4 and 8). */
export const DISCOUNT_CODE_ERROR = 'formValidation.discountCode';

/**
 * The message key shown when the server refuses to check more codes for a while (429
 * `too-many-requests`: too many codes tried from this client; see the contract's Rate limits).
 * The code itself was not checked: the visitor may apply it again after waiting.
 */
export const DISCOUNT_CODE_LIMIT_ERROR = 'limits.discountCodeAttempts';

/**
 * The message key of each reason the API gives for a rejected code (the contract's
 * `DiscountCodeRejection`, the `reason` of the `discountCode` detail).
 */
export const DISCOUNT_CODE_REJECTION_ERRORS = {
  unknown: 'formValidation.discountCodeUnknown',
  expired: 'formValidation.discountCodeExpired',
  'not-yet-valid': 'formValidation.discountCodeNotYetValid',
  'unit-type': 'formValidation.discountCodeUnitType',
  'billing-plan': 'formValidation.discountCodeBillingPlan',
  'customer-type': 'formValidation.discountCodeCustomerType',
} as const satisfies Record<Schema<'DiscountCodeRejection'>, string>;

/** The message key of a rejected code: its reason's, or `formValidation.discountCode` without one. */
export type DiscountCodeRejectionError =
  | typeof DISCOUNT_CODE_ERROR
  | (typeof DISCOUNT_CODE_REJECTION_ERRORS)[keyof typeof DISCOUNT_CODE_REJECTION_ERRORS];

/** Why a discount code did not apply: rejected (and why), or not checked because of too many attempts. */
export type DiscountCodeError = DiscountCodeRejectionError | typeof DISCOUNT_CODE_LIMIT_ERROR;

/**
 * The message key of an API answer that rejected a discount code (422 `invalid-discount-code`):
 * the key of the reason in its `discountCode` detail (for example
 * `formValidation.discountCodeExpired`), or `formValidation.discountCode` when it gives none or
 * one this SDK does not know. Null for any other error.
 */
export function discountCodeRejectionOf(error: unknown): DiscountCodeRejectionError | null {
  if (!isApiError(error, /^(invalid-discount-code|discountCode)$/)) return null;
  const reason = error.details.find((detail) => detail.field === 'discountCode')?.reason;
  return reason !== undefined && Object.hasOwn(DISCOUNT_CODE_REJECTION_ERRORS, reason)
    ? DISCOUNT_CODE_REJECTION_ERRORS[reason as keyof typeof DISCOUNT_CODE_REJECTION_ERRORS]
    : DISCOUNT_CODE_ERROR;
}
