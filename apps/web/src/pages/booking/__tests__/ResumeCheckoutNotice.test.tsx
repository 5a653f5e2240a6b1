// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationRoute } from '../../../routes/LocationRoute';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import UnitSelectionPage from '../UnitSelectionPage';
import { createBookingBackend, renderBookingApp } from './support/renderBookingApp';

const BASKET_ID = 8_234_551;
const OPEN_KEY = 'stowly.open-checkout.11';

const routes = [
  {
    path: '/:locationId/checkout/:basketId',
    element: (
      <LocationRoute>
        <h1>Continue checkout probe</h1>
      </LocationRoute>
    ),
  },
  {
    path: '/:locationId',
    element: (
      <LocationRoute bookingStep="unit-selection">
        <UnitSelectionPage />
      </LocationRoute>
    ),
  },
];

/** The unit selection of location 11, with a booking of Locker S in progress held for 12:00 more. */
function renderWithOpenCheckout(release: { status: number; body?: unknown } = { status: 204 }) {
  window.localStorage.setItem(
    OPEN_KEY,
    JSON.stringify({
      locationId: 11,
      basketId: BASKET_ID,
      expiresAt: new Date(Date.now() + 12 * 60_000).toISOString(),
      unitTypeName: 'Locker S',
    }),
  );
  const backend = createBookingBackend();
  backend.use(`POST /v1/checkout/${BASKET_ID}/release`, () => release);
  return renderBookingApp({ entries: ['/11?lang=en'], routes, backend });
}

const notice = () => screen.findByText(/You have a booking of Locker S in progress/);

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a booking in progress on the location’s booking pages', () => {
  it('says so with the time it is held, counting down', async () => {
    renderWithOpenCheckout();
    expect((await notice()).textContent).toMatch(
      /^You have a booking of Locker S in progress \(held for (12:00|11:5\d)\)\.$/,
    );
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('"Continue booking" opens its checkout (/11/checkout/{basketId})', async () => {
    const app = renderWithOpenCheckout();
    await notice();
    await userEvent.click(screen.getByRole('link', { name: 'Continue booking' }));
    expect(await screen.findByRole('heading', { name: 'Continue checkout probe' })).toBeTruthy();
    expect(app.currentPath()).toBe(`/11/checkout/${BASKET_ID}?lang=en`);
  });

  it('"Start over" releases the hold at once and forgets the checkout', async () => {
    const app = renderWithOpenCheckout();
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.queryByText(/in progress/)).toBeNull());
    expect(app.backend.requestsTo('POST', `/v1/checkout/${BASKET_ID}/release`)).toHaveLength(1);
    expect(window.localStorage.getItem(OPEN_KEY)).toBeNull();
    expect(app.currentPath()).toBe('/11?lang=en');
  });

  it('keeps the notice, and says so, when the release fails: nothing is lost', async () => {
    const app = renderWithOpenCheckout({
      status: 503,
      body: { error: { code: 'unavailable', message: 'Try later', details: [] } },
    });
    await notice();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(
      await screen.findByText('Your booking in progress could not be cancelled. Please try again.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue booking' })).toBeTruthy();
    expect(app.backend.requestsTo('POST', `/v1/checkout/${BASKET_ID}/release`)).toHaveLength(1);
    expect(window.localStorage.getItem(OPEN_KEY)).not.toBeNull();
  });

  it('shows nothing without one, or when its hold has run out', async () => {
    window.localStorage.setItem(
      OPEN_KEY,
      JSON.stringify({
        locationId: 11,
        basketId: BASKET_ID,
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      }),
    );
    renderBookingApp({ entries: ['/11?lang=en'], routes });
    expect(await screen.findByRole('heading', { level: 1, name: /storage unit/i })).toBeTruthy();
    await screen.findByText('Locker S');
    expect(screen.queryByText(/in progress/)).toBeNull();
    expect(window.localStorage.getItem(OPEN_KEY)).toBeNull();
  });
});
