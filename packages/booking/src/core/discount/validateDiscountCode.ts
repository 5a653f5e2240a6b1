import { isApiError, type Schema, type StowlyClient, unwrap } from '@stowly/api-client';
import { type BookingFlowData, MAX_DISCOUNT_CODE_LENGTH } from '../flow/createBookingStore';
import { BookingError } from '../payloads/BookingError';
import { buildPriceCalculationPayload, canCalculatePrice } from '../payloads/buildPriceCalculationPayload';

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

/** The answer of {@link validateDiscountCode}. */
export type DiscountCodeValidation =
  | { valid: true; discount: Schema<'DiscountCode'> }
  | { valid: false; error: DiscountCodeError };

/**
 * Asks the server whether `discountCode` applies to the flow's unit type, billing period,
 * customer type, insurance and move-in date (`POST /unit-type/{id}/discount/validation`).
 * A rejected code answers `{ valid: false, error }` with the message key of the reason the API
 * gave ({@link DISCOUNT_CODE_REJECTION_ERRORS}, for example `formValidation.discountCodeExpired`;
 * `formValidation.discountCode` without a reason); too many
 * codes tried from this client (429) answers `{ valid: false, error: 'limits.discountCodeAttempts' }`
 * ({@link DISCOUNT_CODE_LIMIT_ERROR}: the code was not checked, try again later). Without a
 * billing period, customer type or unit type it throws a {@link BookingError}
 * `insufficient-arguments`, "Insufficient arguments", before any request; other API failures
 * reject with their `ApiError`.
 */
export async function validateDiscountCode(
  client: StowlyClient,
  state: BookingFlowData,
  discountCode: string,
): Promise<DiscountCodeValidation> {
  if (!canCalculatePrice(state)) {
    throw new BookingError('insufficient-arguments', 'Insufficient arguments', {
      billingPeriodId: state.bookingPlan?.id,
      unitTypeId: state.unitType?.id,
    });
  }
  const code = discountCode.trim();
  // No code of this length exists: the API would answer `unknown`.
  if (!code || code.length > MAX_DISCOUNT_CODE_LENGTH)
    return { valid: false, error: DISCOUNT_CODE_REJECTION_ERRORS.unknown };
  const { billingPeriodId, customerType, moveIn, insuranceId, insuranceBillingPeriodId } =
    buildPriceCalculationPayload(state);
  try {
    const response = await unwrap(
      client.POST('/unit-type/{id}/discount/validation', {
        params: { path: { id: state.unitType.id } },
        body: {
          discountCode: code,
          billingPeriodId,
          customerType,
          moveIn,
          insuranceId,
          insuranceBillingPeriodId,
        },
      }),
    );
    return { valid: true, discount: response.data };
  } catch (error) {
    const rejection = discountCodeRejectionOf(error);
    if (rejection) return { valid: false, error: rejection };
    if (isApiError(error) && error.status === 429) return { valid: false, error: DISCOUNT_CODE_LIMIT_ERROR };
    throw error;
  }
}
