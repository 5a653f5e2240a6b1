// @vitest-environment jsdom

import { apiError, createFakeApi, type FakeApi } from '@stowly/api-client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, MASTERCARD, portalHandlers } from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';

// The browser never leaves the test page: the hand-off to the provider is recorded instead.
const provider = vi.hoisted(() => ({ goToProvider: vi.fn<(url: string) => void>() }));
vi.mock('@stowly/booking/checkout', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@stowly/booking/checkout')>()),
  goToProvider: provider.goToProvider,
}));

// Stripe.js is never loaded from the network: a fake answers `retrieveSetupIntent`.
const stripeJs = vi.hoisted(() => ({
  loadStripe: vi.fn<(key: string) => Promise<unknown>>(),
  retrieveSetupIntent: vi.fn<(clientSecret: string) => Promise<unknown>>(),
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

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
  stripeJs.loadStripe.mockReset();
  stripeJs.retrieveSetupIntent.mockReset();
  stripeJs.loadStripe.mockResolvedValue({ retrieveSetupIntent: stripeJs.retrieveSetupIntent });
  sessionStorage.clear();
});
afterEach(cleanup);

const VERIFY = '/customer-portal/account-overview/11/payment/update/verify';

/** The payment method update answers with the Mastercard when the setup intent's card is `pm_card_5100`. */
function acceptingUpdates(api: FakeApi) {
  api.use({
    'PUT /customer-portal/booking/{locationId}/payment-method': ({ body }) =>
      body.paymentMethodReference === 'pm_card_5100'
        ? { data: MASTERCARD }
        : apiError(422, 'payment-method-invalid', 'invalid', []),
  });
}

describe('updating the payment method', { timeout: 20_000 }, () => {
  it('opens a setup intent for the customer that returns to the verify route, and hands over to the sandbox', async () => {
    const api = createFakeApi(portalHandlers());
    api.use({
      'GET /customer-portal/customer/{customerId}/setup-intent': () => ({
        data: {
          setupIntentId: 'seti_sandbox_1',
          provider: 'sandbox',
          clientSecret: null,
          publishableKey: null,
          redirectUrl: 'http://localhost:3000/sandbox-providers/payment-method/seti_sandbox_1',
        },
      }),
    });
    await renderPortal('/customer-portal/account-overview/11/payment/update?lang=sv', api, { strict: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Update payment method' })).toBeTruthy();
    expect(await screen.findByText('Taking you to the secure payment page…')).toBeTruthy();
    const [request] = api.requestsTo('GET /customer-portal/customer/{customerId}/setup-intent');
    expect(request?.path).toBe(`/customer-portal/customer/${CUSTOMER.id}/setup-intent`);
    expect(request?.query).toEqual({ returnUrl: `${window.location.origin}${VERIFY}?lang=sv` });
    await waitFor(() => expect(provider.goToProvider).toHaveBeenCalledTimes(1));
    expect(provider.goToProvider.mock.calls[0]?.[0]).toBe(
      'http://localhost:3000/sandbox-providers/payment-method/seti_sandbox_1',
    );
    expect(screen.getByRole('link', { name: 'Continue to the payment page' }).getAttribute('href')).toBe(
      'http://localhost:3000/sandbox-providers/payment-method/seti_sandbox_1',
    );
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11?lang=sv',
    );
  });

  it('Stripe: shows the card form for saving with the setup intent, returning to the verify route', async () => {
    const api = createFakeApi(portalHandlers());
    api.use({
      'GET /customer-portal/customer/{customerId}/setup-intent': () => ({
        data: {
          setupIntentId: 'seti_123',
          provider: 'stripe',
          clientSecret: 'seti_123_secret_abc',
          publishableKey: 'pk_test_tenant',
          redirectUrl: null,
        },
      }),
    });
    await renderPortal('/customer-portal/account-overview/11/payment/update?lang=sv', api);

    expect(await screen.findByText('Stripe card form')).toBeTruthy();
    expect(stripeForm.props).toMatchObject({
      intentType: 'setup',
      clientSecret: 'seti_123_secret_abc',
      publishableKey: 'pk_test_tenant',
      returnUrl: `${window.location.origin}${VERIFY}?lang=sv`,
      currency: 'SEK',
    });
    // The verify page reads the saved card from the same Stripe account.
    expect(JSON.parse(sessionStorage.getItem('stowly-web:portal-stripe-setup') ?? 'null')).toEqual({
      setupIntentId: 'seti_123',
      publishableKey: 'pk_test_tenant',
    });
    expect(provider.goToProvider).not.toHaveBeenCalled();
  });

  it('a setup intent that cannot be opened: an alert with "Try again"', async () => {
    const api = createFakeApi(portalHandlers());
    api.use({
      'GET /customer-portal/customer/{customerId}/setup-intent': () => apiError(502, 'provider-down'),
    });
    await renderPortal('/customer-portal/account-overview/11/payment/update', api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The secure payment form could not be opened.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(provider.goToProvider).not.toHaveBeenCalled();
  });
});

describe('verifying the payment method update', { timeout: 20_000 }, () => {
  it('sandbox: makes the saved card the payment method once (StrictMode), shows it, and cleans the address', async () => {
    const api = createFakeApi(portalHandlers());
    acceptingUpdates(api);
    const { currentUrl } = await renderPortal(
      `${VERIFY}?setup_intent=seti_sandbox_1&redirect_status=succeeded&payment_method=pm_card_5100&lang=sv`,
      api,
      { strict: true },
    );

    expect(
      await screen.findByText('Your new payment method is saved. Your rent is charged to it from now on.'),
    ).toBeTruthy();
    expect(screen.getByText('Mastercard')).toBeTruthy();
    expect(screen.getByText('ending in 5100')).toBeTruthy();
    expect(api.requestsTo('PUT /customer-portal/booking/{locationId}/payment-method')).toEqual([
      expect.objectContaining({
        path: '/customer-portal/booking/11/payment-method',
        body: { setupIntentId: 'seti_sandbox_1', paymentMethodReference: 'pm_card_5100' },
      }),
    ]);
    expect(await screen.findByText('Your payment method has been updated.')).toBeTruthy();
    expect(currentUrl()).toBe(`${VERIFY}?lang=sv`);
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11?lang=sv',
    );
  });

  it('Stripe: reads the saved card from Stripe with the client secret and the key the update page remembered', async () => {
    const api = createFakeApi(portalHandlers());
    acceptingUpdates(api);
    sessionStorage.setItem(
      'stowly-web:portal-stripe-setup',
      JSON.stringify({ setupIntentId: 'seti_123', publishableKey: 'pk_test_tenant' }),
    );
    stripeJs.retrieveSetupIntent.mockResolvedValue({
      setupIntent: { id: 'seti_123', status: 'succeeded', payment_method: 'pm_card_5100' },
    });
    await renderPortal(
      `${VERIFY}?setup_intent=seti_123&setup_intent_client_secret=seti_123_secret_abc&redirect_status=succeeded`,
      api,
      { strict: true },
    );

    expect(await screen.findByText('ending in 5100')).toBeTruthy();
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_tenant');
    expect(stripeJs.retrieveSetupIntent).toHaveBeenCalledWith('seti_123_secret_abc');
    expect(
      api.requestsTo('PUT /customer-portal/booking/{locationId}/payment-method').map((r) => r.body),
    ).toEqual([{ setupIntentId: 'seti_123', paymentMethodReference: 'pm_card_5100' }]);
    expect(sessionStorage.getItem('stowly-web:portal-stripe-setup')).toBeNull();
  });

  it('a card the provider did not save: "The card was not saved" and a way to try again, nothing sent', async () => {
    const api = createFakeApi(portalHandlers());
    acceptingUpdates(api);
    const { currentUrl } = await renderPortal(
      `${VERIFY}?setup_intent=seti_sandbox_1&redirect_status=canceled&lang=sv`,
      api,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The card was not saved.');
    expect(within(alert).getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11/payment/update?lang=sv',
    );
    await waitFor(() => expect(currentUrl()).toBe(`${VERIFY}?lang=sv`));
    expect(api.requestsTo('PUT /customer-portal/booking/{locationId}/payment-method')).toEqual([]);
  });

  it('a card the API refuses (422 payment-method-invalid): the message and a way to try again', async () => {
    const api = createFakeApi(portalHandlers());
    acceptingUpdates(api);
    await renderPortal(
      `${VERIFY}?setup_intent=seti_sandbox_1&redirect_status=succeeded&payment_method=pm_other`,
      api,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This card could not be used as your payment method.');
    expect(within(alert).getByRole('link', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Your payment method has been updated.')).toBeNull();
  });

  it('nothing to verify (a reload after the update): the location’s overview', async () => {
    const api = createFakeApi(portalHandlers());
    const { currentUrl } = await renderPortal(`${VERIFY}?lang=sv`, api);
    await waitFor(() => expect(currentUrl()).toBe('/customer-portal/account-overview/11?lang=sv'));
    expect(api.requestsTo('PUT /customer-portal/booking/{locationId}/payment-method')).toEqual([]);
  });
});
