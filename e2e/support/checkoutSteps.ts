import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { dayFromToday } from './bookingSteps';

/** What a person reads on the checkout pages in English (the catalogs of @stowly/booking). */
export const CHECKOUT_TEXT = {
  paymentTitle: 'Payment',
  continueToPayment: 'Continue to payment',
  eSignatureTitle: 'Signature',
  continueToSigning: 'Continue to signing',
  idCheckTitle: 'Identity check',
  continueToIdCheck: 'Continue to identity check',
  signatureCancelled: 'Signature cancelled',
  signatureExpired: 'Signature expired',
  signAgain: 'Sign the contract again',
  idCheckCancelled: 'Identity check cancelled',
  idCheckExpired: 'Identity check expired',
  idCheckInProgress: 'Identity check in progress',
  idCheckFailed: 'Identity not confirmed',
  idCheckFailedText:
    'We could not confirm your identity with this check. Please try again with a valid ID document, or contact support.',
  restartIdCheck: 'Start the identity check again',
  bookingConfirmed: 'Booking confirmed',
  bookingReference: 'Booking reference',
  alreadyBooked: 'Already booked',
  sessionEnded: 'Session ended',
  cardDeclined: 'Your card was declined and nothing was charged. Please try again or use another card.',
  foreignSession:
    'That link belonged to another booking session, so nothing was changed. You can continue your booking here.',
  invalidConfirmation: 'This confirmation link is not valid',
} as const;

/** The sandbox's test cards (its hosted payment page lists them). */
export const CARDS = {
  success: '4242 4242 4242 4242',
  requiresVerification: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
} as const;

/** What each demo location books through the API: a unit type with free units, its plan and the customer's country. */
const API_BOOKING = {
  1: {
    unitTypeId: 101,
    billingPeriodId: 1011,
    countryId: 1,
    phonePrefix: '+46',
    postalCode: '111 22',
    days: 5,
  },
  2: {
    unitTypeId: 201,
    billingPeriodId: 2011,
    countryId: 2,
    phonePrefix: '+47',
    postalCode: '0150',
    days: 7,
  },
  3: {
    unitTypeId: 301,
    billingPeriodId: 3011,
    countryId: 3,
    phonePrefix: '+49',
    postalCode: '10115',
    days: 20,
  },
} as const;

/**
 * Creates a basket at a demo location through the booking API (`POST /v1/booking` with a bot-check
 * token from the sandbox), as the customer form would, for tests that start at the checkout.
 * `unitTypeId` books another unit type of the location (its monthly plan). Answers its id.
 */
export async function createBasket(
  origin: string,
  locationId: 1 | 2 | 3,
  options: { unitTypeId?: number } = {},
): Promise<number> {
  const unitTypeId = options.unitTypeId ?? API_BOOKING[locationId].unitTypeId;
  const booking = { ...API_BOOKING[locationId], unitTypeId, billingPeriodId: unitTypeId * 10 + 1 };
  const captcha = (await (await fetch(`${origin}/sandbox-providers/captcha/token`)).json()) as {
    token: string;
  };
  const response = await fetch(`${origin}/v1/booking`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Content-Language': 'en',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify({
      moveInDate: dayFromToday(locationId, booking.days),
      customerType: 'private',
      companyName: null,
      companyTaxIdentificationNumber: null,
      email: `e2e-checkout-${randomUUID().slice(0, 8)}@example.com`,
      firstname: 'Robin',
      lastname: 'Checkout',
      phoneNumber: '701234567',
      phonePrefix: booking.phonePrefix,
      street: 'Testgata 2',
      city: 'Testby',
      postalCode: booking.postalCode,
      countryId: booking.countryId,
      billingPeriodId: booking.billingPeriodId,
      insuranceId: null,
      insuranceBillingPeriodId: null,
      discountCode: null,
      unitTypeId: booking.unitTypeId,
      unitTypeCategoryId: null,
      oneTimeItems: [],
      recurringItems: [],
      languageId: 'EN',
      locationIds: [locationId],
      recaptchaToken: captcha.token,
      consents: [
        { type: 'terms', accepted: true },
        { type: 'privacy', accepted: true },
      ],
    }),
  });
  const body = (await response.json()) as { data?: { basketId: number } };
  if (response.status !== 201 || !body.data) {
    throw new Error(`POST /v1/booking answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.data.basketId;
}

/** The server's checkout step of a basket (`GET /v1/checkout/{basketId}`). */
export async function serverStep(origin: string, basketId: number): Promise<string> {
  const response = await fetch(`${origin}/v1/checkout/${basketId}`);
  const body = (await response.json()) as { data: { step: string } };
  return body.data.step;
}

/** On the sandbox's hosted card page: enters a card and pays (or saves it). */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Pay by card' }).waitFor();
  await page.getByRole('textbox', { name: 'Card number' }).fill(cardNumber);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12/34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: /^(Pay |Save card)/ }).click();
}

/** Waits until the app shows a checkout page with this `h1`, at this path. */
export async function waitForCheckoutPage(page: Page, path: string, heading: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/**
 * From a submitted customer form to the success page with the sandbox's good card: pays on its card
 * page, signs and passes the identity check at its pages, and waits for "Booking confirmed".
 */
export async function completeCheckout(page: Page, locationId: 1 | 2 | 3): Promise<void> {
  const step = (name: string) => `/${locationId}/checkout/step/${name}`;
  // Payment: the API chose the sandbox provider; its hosted page returns to payment-verify.
  await waitForCheckoutPage(page, step('payment'), CHECKOUT_TEXT.paymentTitle);
  await page.getByRole('list', { name: 'Checkout steps' }).waitFor();
  await page.getByRole('link', { name: CHECKOUT_TEXT.continueToPayment }).click();
  await payWithCard(page, CARDS.success);

  // E-signature, then the identity check, each at the sandbox's page and back.
  await waitForCheckoutPage(page, step('e-signature'), CHECKOUT_TEXT.eSignatureTitle);
  await page.getByRole('button', { name: CHECKOUT_TEXT.continueToSigning }).click();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await waitForCheckoutPage(page, step('id-check'), CHECKOUT_TEXT.idCheckTitle);
  await page.getByRole('button', { name: CHECKOUT_TEXT.continueToIdCheck }).click();
  await page.getByRole('button', { name: 'Verify my identity' }).click();

  // The booking is created and the success page shows it, read from the server.
  await waitForCheckoutPage(page, `/${locationId}/checkout/success`, CHECKOUT_TEXT.bookingConfirmed);
}
