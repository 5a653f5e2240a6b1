import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { ApiProblem, notFound, type ProblemDetail, unprocessable } from '../http/ApiProblem';
import { bookingWindow, outsideWindow } from './bookingWindow';
import { checkoutText } from './checkoutMessages';
import { postalCodeMismatch } from './postalCodes';
import { calculatePrice } from './pricing';

type BookingRequest = Schema<'BookingRequest'>;
type PriceCalculation = Schema<'PriceCalculation'>;

/** Location, unit type and signed-in customer of a valid booking request. */
export interface CheckedRequest {
  location: { id: number; tenant_id: number };
  /** The signed-in customer when they are a customer of the location's tenant. */
  customerId: number | undefined;
}

const TRIMMED_REQUIRED = ['firstname', 'lastname', 'phoneNumber', 'street', 'city', 'postalCode'] as const;

/**
 * The business rules of a booking submission that need no lock, in the order a client can fix
 * them: ids that must exist and belong together (404), blank required fields (400), a postal code
 * not in its country's format (422), required consents (422), the booking window (422).
 */
export async function checkBookingRequest(
  db: Kysely<Database>,
  body: BookingRequest,
  options: { language: string; now: Date; customerId: number | undefined },
): Promise<CheckedRequest> {
  const { language, now } = options;
  const locationId = body.locationIds[0];
  const location =
    locationId === undefined
      ? undefined
      : await db.selectFrom('location').selectAll().where('id', '=', locationId).executeTakeFirst();
  if (!location) throw notFound(checkoutText('locationNotFound', language));

  const unitType = await db
    .selectFrom('unit_type')
    .select('id')
    .where('id', '=', body.unitTypeId)
    .where('location_id', '=', location.id)
    .executeTakeFirst();
  if (!unitType) throw notFound(checkoutText('unitTypeNotFound', language));

  const categoryId = body.unitTypeCategoryId ?? null;
  if (categoryId !== null) {
    const member = await db
      .selectFrom('unit_type_category_member')
      .innerJoin('unit_type_category', 'unit_type_category.id', 'unit_type_category_member.category_id')
      .select('unit_type_category.id')
      .where('unit_type_category_member.unit_type_id', '=', unitType.id)
      .where('unit_type_category_member.category_id', '=', categoryId)
      .where('unit_type_category.location_id', '=', location.id)
      .executeTakeFirst();
    if (!member) throw notFound(checkoutText('categoryNotFound', language));
  }

  const country = await db
    .selectFrom('country')
    .select(['id', 'code'])
    .where('id', '=', body.countryId)
    .executeTakeFirst();
  if (!country) throw notFound(checkoutText('countryNotFound', language));

  const bookingLanguage = body.languageId.toLowerCase();
  if (!location.languages.some((offered) => offered.id === bookingLanguage)) {
    throw notFound(checkoutText('languageNotOffered', language, { language: body.languageId }));
  }

  const blank: ProblemDetail[] = TRIMMED_REQUIRED.filter((field) => body[field].trim() === '').map(
    (field) => ({
      field,
      code: 'required',
    }),
  );
  if (body.customerType === 'business' && (body.companyName ?? '').trim() === '') {
    blank.push({ field: 'companyName', code: 'required' });
  }
  if (blank.length > 0) {
    throw new ApiProblem(400, 'bad-request', checkoutText('requiredFields', language), blank);
  }

  const postalCodeExample = postalCodeMismatch(body.postalCode, country.code);
  if (postalCodeExample !== null) {
    throw unprocessable(
      'invalid-postal-code',
      checkoutText('postalCodeFormat', language, { example: postalCodeExample }),
      [{ field: 'postalCode', code: 'postalCode' }],
    );
  }

  const missingConsents = location.consents
    .filter(
      (consent) =>
        consent.required && !body.consents.some((given) => given.type === consent.type && given.accepted),
    )
    .map((consent) => ({ field: `consents.${consent.type}`, code: 'required' }));
  if (missingConsents.length > 0) {
    throw unprocessable('consent-required', checkoutText('consentRequired', language), missingConsents);
  }

  const window = bookingWindow(location, now);
  const outside = outsideWindow(window, body.moveInDate);
  if (outside) {
    throw unprocessable(
      'invalid-move-in-date',
      outside === 'minDate'
        ? checkoutText('moveInTooEarly', language, { date: window.earliest })
        : checkoutText('moveInTooLate', language, { date: window.latest }),
      [{ field: 'moveInDate', code: outside }],
    );
  }

  let customerId: number | undefined;
  if (options.customerId !== undefined) {
    const customer = await db
      .selectFrom('customer')
      .select('id')
      .where('id', '=', options.customerId)
      .where('tenant_id', '=', location.tenant_id)
      .executeTakeFirst();
    customerId = customer?.id;
  }
  return { location: { id: location.id, tenant_id: location.tenant_id }, customerId };
}

/** Prices the submission the way POST /unit-type/{id}/price does; its problems name booking fields. */
export async function priceBooking(
  db: Kysely<Database>,
  body: BookingRequest,
  context: { language: string; now: Date },
): Promise<PriceCalculation> {
  try {
    return await calculatePrice(
      db,
      body.unitTypeId,
      {
        billingPeriodId: body.billingPeriodId,
        moveIn: body.moveInDate,
        customerType: body.customerType,
        discountCode: body.discountCode ?? null,
        insuranceId: body.insuranceId ?? null,
        insuranceBillingPeriodId: body.insuranceBillingPeriodId ?? null,
        oneTimeItems: body.oneTimeItems ?? [],
        recurringItems: body.recurringItems ?? [],
      },
      context,
    );
  } catch (error) {
    if (error instanceof ApiProblem) {
      throw new ApiProblem(
        error.status,
        error.code,
        error.message,
        error.details.map((detail) =>
          detail.field === 'moveIn' ? { ...detail, field: 'moveInDate' } : detail,
        ),
        error.currentStep,
      );
    }
    throw error;
  }
}
