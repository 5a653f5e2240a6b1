// Generated from openapi/booking-api.yaml by packages/api-client/scripts/generate-types.mjs. Do not edit: run `pnpm openapi:generate`.

/**
 * The string limits of the booking payload (`POST /booking`), which the customer form fills.
 * By property of `BookingRequest`: `minLength`, `maxLength` and `pattern` (a regular expression
 * source), as the contract gives them.
 */
export const bookingRequestLimits = {
  "moveInDate": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "companyName": {
    "maxLength": 200
  },
  "companyTaxIdentificationNumber": {
    "maxLength": 50
  },
  "email": {
    "maxLength": 254
  },
  "firstname": {
    "minLength": 1,
    "maxLength": 100
  },
  "lastname": {
    "minLength": 1,
    "maxLength": 100
  },
  "phoneNumber": {
    "minLength": 3,
    "maxLength": 30
  },
  "phonePrefix": {
    "pattern": "^\\+[0-9]{1,4}$"
  },
  "street": {
    "minLength": 1,
    "maxLength": 200
  },
  "city": {
    "minLength": 1,
    "maxLength": 200
  },
  "postalCode": {
    "minLength": 1,
    "maxLength": 20
  },
  "discountCode": {
    "minLength": 1,
    "maxLength": 64
  },
  "recaptchaToken": {
    "minLength": 1
  }
} as const;

/**
 * The string limits of an interest registration (`POST /unit-type/{id}/interest-registration`).
 * By property of `InterestRegistrationRequest`: `minLength`, `maxLength` and `pattern` (a regular expression
 * source), as the contract gives them.
 */
export const interestRegistrationRequestLimits = {
  "firstname": {
    "minLength": 1,
    "maxLength": 100
  },
  "lastname": {
    "minLength": 1,
    "maxLength": 100
  },
  "email": {
    "maxLength": 254
  },
  "phonePrefix": {
    "pattern": "^\\+[0-9]{1,4}$"
  },
  "phoneNumber": {
    "minLength": 3,
    "maxLength": 30
  },
  "desiredMoveInDate": {
    "pattern": "^\\d{4}-\\d{2}-\\d{2}$"
  },
  "recaptchaToken": {
    "minLength": 1
  }
} as const;
