import { randomUUID } from 'node:crypto';
import type { Schema } from '@stowly/api-client';
import { expect } from 'vitest';
import { addDays } from '../../src/domain/calendar';
import { TEST_TODAY, type TestSandbox } from './createTestSandbox';

export type BookingRequest = Schema<'BookingRequest'>;
export type CheckoutState = Schema<'CheckoutState'>;

/** The origin the test sandbox is called on (see createTestSandbox). */
export const ORIGIN = 'http://127.0.0.1:8080';

/** A complete, valid booking payload per demo location (distinct unit types and plausible customers). */
export function bookingBody(locationId: 1 | 2 | 3, overrides: Partial<BookingRequest> = {}): BookingRequest {
  const perLocation = {
    1: {
      unitTypeId: 101,
      billingPeriodId: 1011,
      languageId: 'SV',
      countryId: 1,
      phonePrefix: '+46',
      postalCode: '111 22',
      days: 7,
    },
    2: {
      unitTypeId: 201,
      billingPeriodId: 2011,
      languageId: 'NB',
      countryId: 2,
      phonePrefix: '+47',
      postalCode: '0150',
      days: 7,
    },
    3: {
      unitTypeId: 301,
      billingPeriodId: 3011,
      languageId: 'DE',
      countryId: 3,
      phonePrefix: '+49',
      postalCode: '10115',
      days: 20,
    },
  } as const;
  const location = perLocation[locationId];
  return {
    moveInDate: addDays(TEST_TODAY, location.days),
    customerType: 'private',
    companyName: null,
    companyTaxIdentificationNumber: null,
    email: `visitor-${randomUUID().slice(0, 8)}@example.com`,
    firstname: 'Kim',
    lastname: 'Larsen',
    phoneNumber: '701234567',
    phonePrefix: location.phonePrefix,
    street: 'Storgatan 1',
    city: 'Testby',
    postalCode: location.postalCode,
    countryId: location.countryId,
    billingPeriodId: location.billingPeriodId,
    insuranceId: null,
    insuranceBillingPeriodId: null,
    discountCode: null,
    unitTypeId: location.unitTypeId,
    unitTypeCategoryId: null,
    oneTimeItems: [],
    recurringItems: [],
    languageId: location.languageId,
    locationIds: [locationId],
    recaptchaToken: 'set-by-submit',
    consents: [
      { type: 'terms', accepted: true },
      { type: 'privacy', accepted: true },
      { type: 'newsletter', accepted: false },
    ],
    ...overrides,
  };
}

/** Mints a bot-check token at the sandbox's captcha provider. */
export async function captchaToken(sandbox: TestSandbox): Promise<string> {
  const response = await sandbox.api('/sandbox-providers/captcha/token');
  expect(response.status).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}

/** How a test submits a booking: Idempotency-Key, bearer token, Content-Language, the app's Origin. */
export interface SubmitOptions {
  key?: string;
  token?: string;
  language?: string;
  /** The `Origin` header of the app page that submits (a browser sends it with every POST). */
  origin?: string;
}

/** POST /booking with a fresh bot-check token (unless the body has a real one) and an Idempotency-Key. */
export async function submitBooking(
  sandbox: TestSandbox,
  body: BookingRequest,
  options: SubmitOptions = {},
): Promise<Response> {
  const recaptchaToken =
    body.recaptchaToken === 'set-by-submit' ? await captchaToken(sandbox) : body.recaptchaToken;
  return sandbox.api('/v1/booking', {
    method: 'POST',
    body: { ...body, recaptchaToken },
    token: options.token,
    headers: {
      'Idempotency-Key': options.key ?? randomUUID(),
      ...(options.language ? { 'Content-Language': options.language } : {}),
      ...(options.origin ? { Origin: options.origin } : {}),
    },
  });
}

/** Submits a booking that must succeed; answers the basket id. */
export async function createBasket(
  sandbox: TestSandbox,
  body: BookingRequest,
  options: SubmitOptions = {},
): Promise<number> {
  const response = await submitBooking(sandbox, body, options);
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(201);
  return answer.data.basketId;
}

/** Calls a checkout endpoint with a JSON body. */
export function checkoutCall(
  sandbox: TestSandbox,
  basketId: number,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return sandbox.api(`/v1/checkout/${basketId}${path}`, {
    method: body === undefined && path !== '/booking' ? 'GET' : 'POST',
    body,
    headers,
  });
}

/**
 * The bearer token of a signed-in visitor's checkout calls: a basket submitted with a token needs
 * it on every call (404 without it).
 */
export interface AsCustomer {
  token?: string;
}

function bearer(options: AsCustomer): Record<string, string> {
  return options.token ? { Authorization: `Bearer ${options.token}` } : {};
}

/** GET /checkout/{basketId} and answers the state. */
export async function checkoutState(
  sandbox: TestSandbox,
  basketId: number,
  options: AsCustomer = {},
): Promise<CheckoutState> {
  const response = await checkoutCall(sandbox, basketId, '', undefined, bearer(options));
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

/** Posts a form to a hosted provider page and answers the response (not following redirects). */
export function postForm(
  sandbox: TestSandbox,
  url: string,
  fields: Record<string, string>,
): Promise<Response> {
  return sandbox.api(new URL(url).pathname, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

/** A query parameter of a redirect's Location. */
export function locationParam(response: Response, name: string): string {
  const location = response.headers.get('Location');
  expect(location, 'redirect Location').toBeTruthy();
  const value = new URL(location ?? '', ORIGIN).searchParams.get(name);
  expect(value, `${name} in ${location}`).toBeTruthy();
  return value ?? '';
}

export const CARDS = {
  success: '4242 4242 4242 4242',
  verify: '4000 0027 6000 3184',
  declined: '4000 0000 0000 0002',
} as const;

export function returnUrls(locationId: number, basketId: number) {
  return {
    payment: `${ORIGIN}/${locationId}/checkout/step/payment-verify`,
    eSignature: `${ORIGIN}/${locationId}/checkout/esignature/${basketId}`,
    idCheck: `${ORIGIN}/${locationId}/checkout/id-check/${basketId}`,
  };
}

/** Starts the payment and submits a card on the hosted page; answers the page's response. */
export async function enterCard(
  sandbox: TestSandbox,
  basketId: number,
  locationId: number,
  card: string,
  options: AsCustomer = {},
): Promise<{ page: Response; redirectUrl: string }> {
  const started = await checkoutCall(
    sandbox,
    basketId,
    '/payment',
    { returnUrl: returnUrls(locationId, basketId).payment },
    bearer(options),
  );
  const session = await started.json();
  expect(started.status, JSON.stringify(session)).toBe(200);
  const redirectUrl: string = session.data.redirectUrl;
  const page = await postForm(sandbox, redirectUrl, {
    action: 'pay',
    cardNumber: card,
    expiry: '12/30',
    cvc: '123',
    holderName: 'Kim Larsen',
  });
  return { page, redirectUrl };
}

/** Pays with the success card and verifies; answers the state after payment. */
export async function pay(
  sandbox: TestSandbox,
  basketId: number,
  locationId: number,
  options: AsCustomer = {},
): Promise<CheckoutState> {
  const { page } = await enterCard(sandbox, basketId, locationId, CARDS.success, options);
  expect(page.status).toBe(303);
  const verified = await checkoutCall(
    sandbox,
    basketId,
    '/payment/verify',
    { paymentReference: locationParam(page, 'paymentReference') },
    bearer(options),
  );
  const body = await verified.json();
  expect(verified.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

/** Opens an e-signature or id-check session and takes `action` on its page; answers the returned session id. */
export async function actAtProvider(
  sandbox: TestSandbox,
  basketId: number,
  locationId: number,
  kind: 'e-signature' | 'id-check',
  action: string,
  options: AsCustomer = {},
): Promise<string> {
  const urls = returnUrls(locationId, basketId);
  const started = await checkoutCall(
    sandbox,
    basketId,
    `/${kind}`,
    { returnUrl: kind === 'e-signature' ? urls.eSignature : urls.idCheck },
    bearer(options),
  );
  const body = await started.json();
  expect(started.status, JSON.stringify(body)).toBe(200);
  const page = await postForm(sandbox, body.data.redirectUrl, { action });
  expect(page.status).toBe(303);
  const location = page.headers.get('Location') ?? '';
  expect(location.startsWith(kind === 'e-signature' ? urls.eSignature : urls.idCheck)).toBe(true);
  return locationParam(page, 'session');
}

/** Reports a provider return; answers the response. */
export function reportReturn(
  sandbox: TestSandbox,
  basketId: number,
  kind: 'e-signature' | 'id-check',
  sessionId: string,
  options: AsCustomer = {},
): Promise<Response> {
  return checkoutCall(sandbox, basketId, `/${kind}/return`, { sessionId }, bearer(options));
}

export type CheckoutResult = Schema<'CheckoutResult'>;

/**
 * Takes a basket from `payment` to `success` the way the app does: pays with the success card,
 * signs and passes the identity check where the checkout has them (Stockholm and Oslo both, unless
 * the signed-in customer's identity is already verified; Berlin signs only), then creates the
 * booking. `token` is sent with every call, as a signed-in visitor's app does. Answers the 201
 * response's result.
 */
export async function completeCheckout(
  sandbox: TestSandbox,
  basketId: number,
  locationId: 1 | 2 | 3,
  options: AsCustomer = {},
): Promise<CheckoutResult> {
  await pay(sandbox, basketId, locationId, options);
  const signed = await actAtProvider(sandbox, basketId, locationId, 'e-signature', 'sign', options);
  const afterSigning = await reportReturn(sandbox, basketId, 'e-signature', signed, options);
  expect(afterSigning.status).toBe(200);
  if (((await afterSigning.json()) as { data: CheckoutState }).data.identityCheck === 'required') {
    const verified = await actAtProvider(sandbox, basketId, locationId, 'id-check', 'pass', options);
    expect((await reportReturn(sandbox, basketId, 'id-check', verified, options)).status).toBe(200);
  }
  const created = await sandbox.api(`/v1/checkout/${basketId}/booking`, {
    method: 'POST',
    token: options.token,
    headers: { 'Idempotency-Key': randomUUID() },
  });
  const body = await created.json();
  expect(created.status, JSON.stringify(body)).toBe(201);
  return body.data;
}
