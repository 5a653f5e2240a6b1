import type { Schema } from '@stowly/api-client';
import { requireValue } from './BookingError';

/** What a visitor fills in to register interest in a sold-out unit type. */
export interface InterestRegistrationData {
  /** The visitor's first name (sent as `firstname`). */
  firstName: string;
  /** The visitor's last name (sent as `lastname`). */
  lastName: string;
  /** The email address the location contacts the visitor at. */
  email: string;
  /** The phone number and its prefix, such as `{ prefix: '+46', number: '701234567' }`. */
  phone: { prefix?: string | undefined; number?: string | undefined };
  /** `YYYY-MM-DD` in the location's time zone. */
  desiredMoveInDate: string | null;
  /** The answers to the location's `interestRegistrationConsents`, by consent type. */
  consents?: Readonly<Record<string, boolean>>;
}

/** What the interest registration payload needs besides the visitor's data. */
export interface InterestRegistrationPayloadOptions {
  /** The location of the unit type. */
  locationId: number;
  /**
   * The location's `interestRegistrationConsents`; each is sent with the visitor's answer from
   * `consents` (false when unanswered).
   */
  consents: readonly Pick<Schema<'Consent'>, 'type'>[];
  /** The bot-check token. */
  recaptchaToken: string;
}

/**
 * The body of `POST /unit-type/{id}/interest-registration`: the location id, the visitor's names,
 * email and phone (trimmed), the desired move-in date, every consent of the location with the
 * visitor's answer, and the bot-check token. A missing or blank value throws the `BookingError`
 * "value null/undefined: <field>" with the server field name.
 */
export function buildInterestRegistrationPayload(
  data: InterestRegistrationData,
  options: InterestRegistrationPayloadOptions,
): Schema<'InterestRegistrationRequest'> {
  const text = (value: string | null | undefined, field: string) => requireValue(value, field).trim();
  return {
    locationId: options.locationId,
    firstname: text(data.firstName, 'firstname'),
    lastname: text(data.lastName, 'lastname'),
    email: text(data.email, 'email'),
    phonePrefix: text(data.phone.prefix, 'phonePrefix'),
    phoneNumber: text(data.phone.number, 'phoneNumber'),
    desiredMoveInDate: text(data.desiredMoveInDate, 'desiredMoveInDate'),
    consents: options.consents.map(({ type }) => ({ type, accepted: data.consents?.[type] === true })),
    recaptchaToken: text(options.recaptchaToken, 'recaptchaToken'),
  };
}
