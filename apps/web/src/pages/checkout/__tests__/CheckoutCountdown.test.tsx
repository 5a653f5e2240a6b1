// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { MessagesReady } from '@stowly/booking/react';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutStepGuard } from '../../../routes/CheckoutStepGuard';
import { LocationRoute } from '../../../routes/LocationRoute';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import {
  createBookingBackend,
  data,
  renderBookingApp,
} from '../../booking/__tests__/support/renderBookingApp';
import PaymentPage from '../PaymentPage';
import SessionEndedStepPage from '../SessionEndedStepPage';

const BASKET_ID = 8_234_551;
const NOW = Date.parse('2026-03-20T10:24:30Z');
/** Five and a half minutes after NOW. */
const EXPIRES_AT = '2026-03-20T10:30:00Z';
const OPEN_KEY = 'stowly.open-checkout.11';

function state(step: Schema<'CheckoutStep'>): Schema<'CheckoutState'> {
  return {
    basketId: BASKET_ID,
    locationId: 11,
    step,
    expiresAt: EXPIRES_AT,
    unitType: { id: 12, name: 'Locker S' },
    moveInDate: '2026-03-20',
    currency: 'SEK',
    dueNow: 123.75,
    recurringAmount: 99,
    email: 'ada@example.com',
    bookingId: null,
    identityCheck: 'required',
  };
}

const routes = [
  {
    path: '/:locationId/checkout/step/payment',
    element: (
      <LocationRoute>
        <MessagesReady>
          <CheckoutStepGuard>
            <PaymentPage />
          </CheckoutStepGuard>
        </MessagesReady>
      </LocationRoute>
    ),
  },
  {
    path: '/:locationId/checkout/session-ended',
    element: (
      <LocationRoute>
        <MessagesReady>
          <SessionEndedStepPage />
        </MessagesReady>
      </LocationRoute>
    ),
  },
];

/** The payment page of the tab's basket; the server ends the checkout once its hold has run out. */
function renderPayment() {
  window.sessionStorage.setItem(
    'stowly.checkout.11',
    JSON.stringify({ basketId: BASKET_ID, bookingKey: '0f3c9a7e-2b4d-4c1e-9a57-stored000001' }),
  );
  const backend = createBookingBackend();
  backend.use(`GET /v1/checkout/${BASKET_ID}`, () =>
    data(state(Date.now() >= Date.parse(EXPIRES_AT) ? 'session-ended' : 'payment')),
  );
  backend.use(`POST /v1/checkout/${BASKET_ID}/payment`, () =>
    data({
      provider: 'sandbox',
      intentType: 'payment',
      clientSecret: null,
      publishableKey: null,
      redirectUrl: 'https://sandbox.example.com/pay/ps_1',
      amount: 123.75,
      currency: 'SEK',
    } satisfies Schema<'PaymentSession'>),
  );
  return renderBookingApp({ entries: ['/11/checkout/step/payment?lang=en'], routes, backend });
}

/** Lets `ms` pass on the fake clock, with React's updates applied. */
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the checkout’s hold countdown', () => {
  it('shows the time left, counting down every second, and warns politely at 5 and 1 minutes', async () => {
    renderPayment();
    const timer = await screen.findByRole('timer', { name: 'Time left to finish your booking' });
    expect(timer.textContent).toBe('05:30');
    await pass(1000);
    expect(timer.textContent).toBe('05:29');
    // The polite status beside the timer (the timer itself is not read out on each change).
    const status = within(timer.parentElement as HTMLElement).getByRole('status');
    expect(status.textContent).toBe('');
    await pass(29_000);
    expect(timer.textContent).toBe('05:00');
    expect(status.textContent).toBe(
      '5 minutes left to finish your booking. After that, the unit is released.',
    );
    await pass(240_000);
    expect(timer.textContent).toBe('01:00');
    expect(status.textContent).toBe(
      '1 minute left to finish your booking. After that, the unit is released.',
    );
  });

  it('at 00:00 reads the state again and, as the server ended it, shows the session-ended page', async () => {
    const app = renderPayment();
    await screen.findByRole('timer');
    // The checkout was remembered for the location's booking pages.
    await waitFor(() => expect(window.localStorage.getItem(OPEN_KEY)).not.toBeNull());
    // Until then the payment is offered.
    expect(await screen.findByRole('link', { name: 'Continue to payment' })).toBeTruthy();
    const reads = app.backend.requestsTo('GET', `/v1/checkout/${BASKET_ID}`).length;
    await pass(330_000);
    await waitFor(() => expect(app.history.location.pathname).toBe('/11/checkout/session-ended'));
    expect(app.backend.requestsTo('GET', `/v1/checkout/${BASKET_ID}`).length).toBeGreaterThan(reads);
    expect(await screen.findByRole('heading', { level: 1, name: 'Session ended' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Continue to payment' })).toBeNull();
    // Nothing offers to resume it any more.
    expect(window.localStorage.getItem(OPEN_KEY)).toBeNull();
  });
});
