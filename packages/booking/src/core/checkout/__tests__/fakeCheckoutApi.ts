import {
  createStowlyClient,
  type Schema,
  type StowlyClient,
  type StowlyClientAuth,
} from '@stowly/api-client';

/** The API's base URL in these tests; paths below are relative to it. */
const BASE_URL = 'https://api.example.com/v1';

/** A basket id as the API makes them: random, not sequential. */
export const BASKET = 8_234_551;

/** A checkout state of {@link BASKET} as `GET /checkout/{basketId}` answers it. */
export function checkoutState(step: Schema<'CheckoutStep'>): Schema<'CheckoutState'> {
  return {
    basketId: BASKET,
    locationId: 7,
    step,
    expiresAt: '2026-03-20T10:30:00Z',
    unitType: { id: 12, name: 'Small unit 5 m²' },
    moveInDate: '2026-03-20',
    currency: 'SEK',
    dueNow: 1290,
    recurringAmount: 990,
    email: 'ada@example.com',
    bookingId: step === 'success' ? 4711 : null,
    identityCheck: 'required',
  };
}

/** The result of {@link BASKET}'s booking, as `POST .../booking` and `GET .../result` answer it. */
export const CHECKOUT_RESULT: Schema<'CheckoutResult'> = {
  basketId: BASKET,
  bookingId: 4711,
  customerId: 305,
  invoiceId: 9001,
  locationId: 7,
  unitType: { id: 12, name: 'Small unit 5 m²' },
  unitName: 'A-104',
  moveInDate: '2026-03-20',
  email: 'ada@example.com',
  currency: 'SEK',
  dueNow: 1290,
  recurringAmount: 990,
  moveIn: {
    unitName: 'A-104',
    moveInDate: '2026-03-20',
    locationName: 'Nordbox Stockholm Kungsholmen',
    address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
    mapUrl: 'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
    timeZone: 'Europe/Stockholm',
    accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
  },
};

/** A request the client sent, as the fake server saw it. */
interface SentRequest {
  method: string;
  /** Path below {@link BASE_URL}, with its query. */
  path: string;
  headers: Headers;
  /** The parsed JSON body; null when the request had none. */
  body: unknown;
}

/**
 * A real `createStowlyClient` over a fake `fetch` (MSW does not run on this Node): `answer` gets
 * each request and returns the response; every request is recorded in `sent`.
 */
export function createFakeCheckoutApi(
  answer: (request: SentRequest) => Response | Promise<Response>,
  /** The signed-in customer's tokens, as the app's client has them. */
  auth?: StowlyClientAuth,
): {
  client: StowlyClient;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const text = await request.text();
    const seen: SentRequest = {
      method: request.method,
      path: `${url.pathname.replace(/^\/v1/, '')}${url.search}`,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : null,
    };
    sent.push(seen);
    return answer(seen);
  };
  return {
    client: createStowlyClient({
      baseUrl: BASE_URL,
      getLocale: () => 'en',
      fetch,
      ...(auth ? { auth } : {}),
    }),
    sent,
  };
}

/** A JSON answer `{ data }` of the contract. */
export function dataResponse(data: unknown, init: ResponseInit = {}): Response {
  return Response.json({ data }, { status: 200, ...init });
}

/** An error answer of the contract: `{ error: { code, message, details, currentStep? } }`. */
export function errorResponse(
  status: number,
  code: string,
  extra: { currentStep?: string; details?: { field: string; code: string }[] } = {},
): Response {
  return Response.json(
    { error: { code, message: `Failed: ${code}`, details: extra.details ?? [], ...extra } },
    { status },
  );
}

/** Awaits a call that must fail and answers its error. */
export async function failedCall(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}
