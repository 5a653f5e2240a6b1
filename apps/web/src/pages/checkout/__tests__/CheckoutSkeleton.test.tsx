// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '../../../routes/createAppRoutes';
import { resetBrowser } from '../../auth/__tests__/support/renderAuthApp';
import {
  createBookingBackend,
  data,
  renderBookingApp,
} from '../../booking/__tests__/support/renderBookingApp';

const BASKET_ID = 8_234_551;

const STATE: Schema<'CheckoutState'> = {
  basketId: BASKET_ID,
  locationId: 11,
  step: 'payment-verify',
  expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
  unitType: { id: 12, name: 'Locker S' },
  moveInDate: '2026-03-20',
  currency: 'SEK',
  dueNow: 123.75,
  recurringAmount: 99,
  email: 'ada@example.com',
  bookingId: null,
  identityCheck: 'required',
};

/** The app's own routes: the checkout's lazy chunk, its later messages and its step guard. */
const routes = createAppRoutes();

beforeEach(() => {
  resetBrowser();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('back from 3-D Secure: the checkout’s placeholder while the page gets ready', {
  timeout: 20_000,
}, () => {
  it('shows the checkout’s shape (busy, "Loading the page…" once, hidden blocks) until the basket’s state is read, then the verification', async () => {
    window.sessionStorage.setItem(
      'stowly.checkout.11',
      JSON.stringify({ basketId: BASKET_ID, bookingKey: '0f3c9a7e-2b4d-4c1e-9a57-stored000001' }),
    );
    let answerState: () => void = () => {};
    const stateRead = new Promise<void>((resolve) => {
      answerState = resolve;
    });
    const backend = createBookingBackend();
    backend.use(`GET /v1/checkout/${BASKET_ID}`, async () => {
      await stateRead;
      return data(STATE);
    });
    backend.use(`POST /v1/checkout/${BASKET_ID}/payment/verify`, () => new Promise(() => {}));
    const app = renderBookingApp({
      entries: [`/11/checkout/step/payment-verify?lang=en&paymentReference=pay_3ds`],
      routes,
      backend,
    });

    // The page is ready but for the basket's state, which the step guard has asked for.
    await vi.waitFor(
      () => expect(app.backend.requestsTo('GET', `/v1/checkout/${BASKET_ID}`)).not.toHaveLength(0),
      { timeout: 10_000 },
    );
    const status = await screen.findByText('Loading the page…');
    expect(status.getAttribute('role')).toBe('status');
    const busy = status.closest('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    // The title, step indicator, step panel: grey blocks, hidden from assistive technology.
    expect(busy?.querySelectorAll('[aria-hidden="true"] [data-shape]').length).toBeGreaterThanOrEqual(4);
    expect(screen.getAllByRole('status').filter((element) => element.textContent !== '')).toHaveLength(1);
    expect(screen.queryByRole('heading')).toBeNull();

    answerState();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment verification' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });
});
