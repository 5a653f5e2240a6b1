import type { Schema } from '@stowly/api-client';
import type { BookingFlowData } from '../flow/createBookingStore';
import { type Language, toBookingLanguageId } from '../i18n/languages';
import { requireValue } from './BookingError';
import { toBookingItems } from './buildPriceCalculationPayload';
import { toServerCustomer } from './toServerCustomer';

/** What the booking payload needs besides the flow state. */
export interface BookingPayloadOptions {
  /** The interface language; sent upper-case as `languageId`. */
  language: Language;
  /** The bot-check token. @default customerData.recaptchaToken */
  recaptchaToken?: string;
  /** The location's consents; each is sent with the customer's answer from `customerData.consents` (false when unanswered). */
  consents: readonly Pick<Schema<'Consent'>, 'type'>[];
}

/**
 * The booking payload of spec section 3: move-in date, the server customer fields, plan,
 * insurance, discount code, unit type and category, items, upper-case language id, exactly one
 * location id, bot-check token and consents. Missing required data throws
 * "value null/undefined: <field>".
 */
export function buildBookingPayload(
  state: BookingFlowData,
  options: BookingPayloadOptions,
): Schema<'BookingRequest'> {
  const { customerData } = state;
  return {
    moveInDate: requireValue(state.moveInDate, 'moveInDate'),
    ...toServerCustomer(customerData),
    billingPeriodId: requireValue(state.bookingPlan?.id, 'billingPeriodId'),
    insuranceBillingPeriodId: state.insurance?.billingPeriodId ?? null,
    discountCode: state.discountCode,
    unitTypeId: requireValue(state.unitType?.id, 'unitTypeId'),
    unitTypeCategoryId: state.unitTypeCategory?.id ?? null,
    insuranceId: state.insurance?.id ?? null,
    ...toBookingItems(state),
    languageId: toBookingLanguageId(options.language),
    locationIds: [state.locationId],
    recaptchaToken: requireValue(options.recaptchaToken ?? customerData.recaptchaToken, 'recaptchaToken'),
    consents: options.consents.map(({ type }) => ({
      type,
      accepted: customerData.consents?.[type] === true,
    })),
  };
}
