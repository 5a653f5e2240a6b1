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

/** Why a discount code did not apply: rejected, or not checked because of too many attempts. */
export type DiscountCodeError = typeof DISCOUNT_CODE_ERROR | typeof DISCOUNT_CODE_LIMIT_ERROR;

/** The answer of {@link validateDiscountCode}. */
export type DiscountCodeValidation =
  | { valid: true; discount: Schema<'DiscountCode'> }
  | { valid: false; error: DiscountCodeError };

/**
 * Asks the server whether `discountCode` applies to the flow's unit type, billing period,
 * customer type, insurance and move-in date (`POST /unit-type/{id}/discount/validation`).
 * A rejected code answers `{ valid: false, error: 'formValidation.discountCode' }`; too many
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
  if (!code || code.length > MAX_DISCOUNT_CODE_LENGTH) return { valid: false, error: DISCOUNT_CODE_ERROR };
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
    if (isApiError(error, /^(invalid-discount-code|discountCode)$/))
      return { valid: false, error: DISCOUNT_CODE_ERROR };
    if (isApiError(error) && error.status === 429) return { valid: false, error: DISCOUNT_CODE_LIMIT_ERROR };
    throw error;
  }
}
