// @vitest-environment jsdom

import { apiError, createFakeApi, type FakeApi } from '@stowly/api-client/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalHandlers, portalInvoice } from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';

// The browser never leaves the test page: the hand-off to the provider is recorded instead.
const provider = vi.hoisted(() => ({ goToProvider: vi.fn<(url: string) => void>() }));
vi.mock('@stowly/booking/checkout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@stowly/booking/checkout')>()),
  goToProvider: provider.goToProvider,
}));

// Stripe's card form is the ui package's (tested there); here only what the page hands it counts.
const stripeForm = vi.hoisted(() => ({ props: null as Record<string, unknown> | null }));
vi.mock('@stowly/ui/stripe', () => ({
  StripeCardPayment: (props: Record<string, unknown>) => {
    stripeForm.props = props;
    return <p>Stripe card form</p>;
  },
}));

beforeEach(() => {
  stripeForm.props = null;
  provider.goToProvider.mockReset();
});
afterEach(cleanup);

const PAY = '/customer-portal/account-overview/11/invoice/41/payment';
const overdue = portalInvoice(41, 11, 'overdue');
const nbsp = '\u00a0';

/** The scenario with invoice 41 open (overdue) at location 11. */
function withOpenInvoice(): FakeApi {
  const api = createFakeApi(portalHandlers());
  api.use({
    'GET /customer-portal/invoice/{locationId}': () => ({
      data: [overdue],
      page: 1,
      pageSize: 100,
      lastPage: 1,
      total: 1,
    }),
  });
  return api;
}

describe('paying an open invoice', { timeout: 20_000 }, () => {
  it('pays with the card on file: one Idempotency-Key, the return address, and the paid message gets the focus', async () => {
    const api = withOpenInvoice();
    api.use({
      'POST /customer-portal/invoice/{locationId}/{invoiceId}/payment': () => ({
        data: {
          status: 'paid',
          paymentReference: 'pay_1',
          invoice: { ...overdue, status: 'paid', amountDue: 0 },
          session: null,
        },
      }),
    });
    await renderPortal(`${PAY}?lang=en`, api, { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Pay an invoice' })).toBeTruthy();
    await userEvent.click(
      await screen.findByRole('button', { name: `Pay SEK${nbsp}1,200.00 with Visa ending in 4242` }),
    );
    const message = await screen.findByText(
      'Thank you. Invoice INV-41 is paid, and the receipt is on its way to your email.',
    );
    // Said in a status region, which takes the focus.
    expect(message.parentElement?.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(message.parentElement));
    const [request] = api.requestsTo('POST /customer-portal/invoice/{locationId}/{invoiceId}/payment');
    expect(request?.path).toBe('/customer-portal/invoice/11/41/payment');
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(request?.body).toEqual({
      paymentMethod: 'on-file',
      returnUrl: `${window.location.origin}${PAY}?lang=en`,
    });
    expect(provider.goToProvider).not.toHaveBeenCalled();
  });

  it('a new card: the sandbox page gets the browser, Stripe shows its card form for the PaymentIntent', async () => {
    const api = withOpenInvoice();
    const session = (provider: 'sandbox' | 'stripe') => ({
      data: {
        status: 'requires-action' as const,
        paymentReference: provider === 'stripe' ? 'pi_123' : 'pay_2',
        invoice: overdue,
        session: {
          provider,
          intentType: 'payment' as const,
          clientSecret: provider === 'stripe' ? 'pi_123_secret_abc' : null,
          publishableKey: provider === 'stripe' ? 'pk_test_tenant' : null,
          redirectUrl: provider === 'stripe' ? null : 'http://localhost:3000/sandbox-providers/payment/pay_2',
          amount: 1200,
          currency: 'SEK',
        },
      },
    });
    let answer: 'sandbox' | 'stripe' = 'sandbox';
    api.use({ 'POST /customer-portal/invoice/{locationId}/{invoiceId}/payment': () => session(answer) });
    await renderPortal(`${PAY}?lang=en`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with a new card' }));
    await waitFor(() => expect(provider.goToProvider).toHaveBeenCalledTimes(1));
    expect(provider.goToProvider.mock.calls[0]?.[0]).toBe(
      'http://localhost:3000/sandbox-providers/payment/pay_2',
    );
    expect(screen.getByRole('link', { name: 'Continue to the card page' }).getAttribute('href')).toBe(
      'http://localhost:3000/sandbox-providers/payment/pay_2',
    );
    cleanup();

    answer = 'stripe';
    await renderPortal(`${PAY}?lang=en`, api);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with a new card' }));
    expect(await screen.findByText('Stripe card form')).toBeTruthy();
    expect(stripeForm.props).toMatchObject({
      intentType: 'payment',
      clientSecret: 'pi_123_secret_abc',
      publishableKey: 'pk_test_tenant',
      returnUrl: `${window.location.origin}${PAY}?lang=en`,
      amount: 1200,
      currency: 'SEK',
    });
    expect(provider.goToProvider).toHaveBeenCalledTimes(1);
  });

  it("Stripe's return: verifies the PaymentIntent once, clears the address, and a decline is an alert with the way to try again", async () => {
    const api = withOpenInvoice();
    api.use({
      'POST /customer-portal/invoice/{locationId}/{invoiceId}/payment/verify': () =>
        apiError(422, 'payment-declined', 'The payment was declined.'),
    });
    const { currentUrl } = await renderPortal(
      `${PAY}?lang=en&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=failed`,
      api,
      { strict: true },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your card was declined and nothing was charged.');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(
      api
        .requestsTo('POST /customer-portal/invoice/{locationId}/{invoiceId}/payment/verify')
        .map((r) => r.body),
    ).toEqual([{ paymentReference: 'pi_123' }]);
    await waitFor(() => expect(currentUrl()).toBe(`${PAY}?lang=en`));
    await userEvent.click(screen.getByRole('link', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay with a new card' })).toBeTruthy();
  });
});
