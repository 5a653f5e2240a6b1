// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { encodeCheckoutResultParam } from '@stowly/booking/checkout';
import { MessagesReady } from '@stowly/booking/react';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationRoute } from '../../../routes/LocationRoute';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import {
  createBookingBackend,
  data,
  renderBookingApp,
} from '../../booking/__tests__/support/renderBookingApp';
import SuccessPage from '../SuccessPage';

const BASKET_ID = 8_234_551;
const OPEN_KEY = 'stowly.open-checkout.11';

/** The result of the booking, as the server answers it for the caller. */
function result(customerId: number | null): Schema<'CheckoutResult'> {
  return {
    basketId: BASKET_ID,
    bookingId: 4711,
    customerId,
    invoiceId: 9001,
    locationId: 11,
    unitType: { id: 12, name: 'Locker S' },
    unitName: 'A-104',
    moveInDate: '2026-03-20',
    email: 'ada@example.com',
    currency: 'SEK',
    dueNow: 123.75,
    recurringAmount: 99,
    moveIn: {
      unitName: 'A-104',
      moveInDate: '2026-03-20',
      locationName: 'Nordbox Stockholm Kungsholmen',
      address: { street: 'Fleminggatan 41', postalCode: '112 32', city: 'Stockholm', countryCode: 'SE' },
      mapUrl:
        'https://www.openstreetmap.org/search?query=Fleminggatan%2041%2C%20112%2032%20Stockholm%2C%20SE',
      timeZone: 'Europe/Stockholm',
      accessHours: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], opens: '06:00', closes: '22:00' }],
    },
  };
}

const routes = [
  {
    path: '/:locationId/checkout/success',
    element: (
      <LocationRoute>
        <MessagesReady>
          <SuccessPage />
        </MessagesReady>
      </LocationRoute>
    ),
  },
];

/** The success page of the booking, the server answering its result with `customerId`. */
function renderSuccess(customerId: number | null, options: { signedIn?: boolean } = {}) {
  const backend = createBookingBackend();
  backend.use(`GET /v1/checkout/${BASKET_ID}/result`, () => data(result(customerId)));
  // The link carries what the booking answered; the page reads the result again from the server.
  const i = encodeURIComponent(encodeCheckoutResultParam(result(customerId)));
  return renderBookingApp({
    entries: [`/11/checkout/success?i=${i}&lang=en`],
    routes,
    backend,
    ...(options.signedIn && { signedIn: true }),
  });
}

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('/11/checkout/success: the confirmation', () => {
  it('booked without signing in: the mail carries the link to the customer portal; the page links to no account', async () => {
    renderSuccess(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(
      screen.getByText(
        'We have sent a confirmation to ada@example.com, with a link to open your customer portal.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: /customer portal/ })).toBeNull();
  });

  it('a signed-in customer: a link to the booking’s location in their portal', async () => {
    renderSuccess(7, { signedIn: true });
    const link = await screen.findByRole('link', { name: 'See this booking in your customer portal' });
    expect(link.getAttribute('href')).toBe('/customer-portal/account-overview/11?lang=en');
    expect(screen.getByText('We have sent a confirmation to ada@example.com.')).toBeTruthy();
  });

  it('forgets the booked basket as the browser’s booking in progress', async () => {
    window.localStorage.setItem(
      OPEN_KEY,
      JSON.stringify({
        locationId: 11,
        basketId: BASKET_ID,
        expiresAt: new Date(Date.now() + 600_000).toISOString(),
      }),
    );
    renderSuccess(null);
    await screen.findByRole('heading', { level: 1, name: 'Booking confirmed' });
    await waitFor(() => expect(window.localStorage.getItem(OPEN_KEY)).toBeNull());
  });
});
