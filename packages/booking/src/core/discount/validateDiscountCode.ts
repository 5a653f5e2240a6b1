import { isApiError, type Schema, type StowlyClient, unwrap } from '@stowly/api-client';
import { type BookingFlowData, MAX_DISCOUNT_CODE_LENGTH } from '../flow/createBookingStore';
import { BookingError } from '../payloads/BookingError';
import { buildPriceCalculationPayload, canCalculatePrice } from '../payloads/buildPriceCalculationPayload';
import {
  DISCOUNT_CODE_LIMIT_ERROR,
  DISCOUNT_CODE_REJECTION_ERRORS,
  type DiscountCodeError,
  discountCodeRejectionOf,
} from './discountCodeErrors';

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
