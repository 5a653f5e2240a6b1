// @vitest-environment jsdom

import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MASTERCARD,
  pageOf,
  portalBooking,
  portalHandlers,
  portalInvoice,
  SODERMALM,
  SOLNA,
} from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';

afterEach(cleanup);

const NOTICE =
  'You manage this location for another customer. You can see their bookings and invoices here; only they can make changes.';

/**
 * A customer with their own location (Södermalm) who also manages Solna for another customer: at
 * Solna the API gives that customer's bookings (one still cancellable as data goes) and invoices,
 * and answers 404 to everything else, as for a stranger.
 */
function managerApi() {
  const api = createFakeApi(portalHandlers());
  const managed = (locationId: string | undefined) => Number(locationId) === SOLNA.id;
  api.use({
    'GET /customer-portal/location': () => ({ data: [SODERMALM, SOLNA] }),
    'GET /customer-portal/booking/{locationId}': ({ params, query }) =>
      pageOf(
        managed(params.locationId)
          ? [portalBooking(21, SOLNA.id), portalBooking(22, SOLNA.id, 'cancelled')]
          : [portalBooking(1, SODERMALM.id)],
        query,
      ),
    'GET /customer-portal/invoice/{locationId}': ({ params, query }) =>
      pageOf(
        managed(params.locationId)
          ? query.get('openOnly') === 'true'
            ? [portalInvoice(31, SOLNA.id)]
            : [portalInvoice(31, SOLNA.id), portalInvoice(32, SOLNA.id, 'paid')]
          : [],
        query,
      ),
    'GET /customer-portal/booking/{locationId}/payment-method': ({ params }) =>
      managed(params.locationId) ? apiError(404, 'location-not-found') : { data: MASTERCARD },
    'GET /customer-portal/notification': ({ query }) =>
      managed(query.get('location_id') ?? undefined) ? apiError(404, 'location-not-found') : { data: [] },
  });
  return api;
}

const forSolna = (requests: { path: string; query: Record<string, string> }[]) =>
  requests.filter(
    (request) => request.path.includes(`/${SOLNA.id}`) || request.query.location_id === String(SOLNA.id),
  );

describe('a location the customer manages for another customer (shared access)', { timeout: 20_000 }, () => {
  it('is marked "Shared access" and shows the bookings and invoices read only: no cancel, payment or shared-access actions', async () => {
    const api = managerApi();
    await renderPortal('/customer-portal/account-overview/13?lang=en', api);

    const tab = await screen.findByRole('tab', { name: 'Nordbox Solna Shared access', selected: true });
    expect(within(tab).getByText('Shared access')).toBeTruthy();
    // The customer's own location has no mark.
    expect(screen.getByRole('tab', { name: 'Nordbox Södermalm' })).toBeTruthy();

    expect(await screen.findByText(NOTICE)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'M-21' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'M-22' })).toBeTruthy();
    const bookings = screen.getByRole('heading', { level: 2, name: 'Bookings' }).closest('section');
    expect(bookings).toBeTruthy();
    expect(within(bookings as HTMLElement).queryByRole('columnheader', { name: 'Cancellation' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    for (const name of ['Open invoices', 'Invoice history']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.getAllByRole('rowheader', { name: 'INV-31' })).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'INV-32' })).toBeTruthy();

    for (const name of ['Payment method', 'Notifications', 'Shared access']) {
      expect(screen.queryByRole('heading', { level: 2, name })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Update payment method' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage shared access' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Nothing is asked that the API keeps for the location's customer.
    expect(forSolna(api.requestsTo('GET /customer-portal/booking/{locationId}/payment-method'))).toEqual([]);
    expect(forSolna(api.requestsTo('GET /customer-portal/notification'))).toEqual([]);
    expect(api.requestsTo('GET /customer-portal/shared-access/{locationId}')).toEqual([]);
  });

  it('the customer’s own location beside it is unchanged: cancellation, payment method, shared access, notifications', async () => {
    const api = managerApi();
    await renderPortal('/customer-portal/account-overview/13', api);
    await screen.findByText(NOTICE);

    await userEvent.click(screen.getByRole('tab', { name: 'Nordbox Södermalm' }));

    expect(await screen.findByRole('rowheader', { name: 'S-1' })).toBeTruthy();
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Cancel booking S-1' })).toHaveLength(1);
    for (const name of ['Bookings', 'Open invoices', 'Invoice history', 'Payment method', 'Notifications']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(await screen.findByText('ending in 5100')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update payment method' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11/payment/update',
    );
    expect(screen.getByRole('link', { name: 'Manage shared access' })).toBeTruthy();
  });

  it.each([
    '/payment/update?lang=sv',
    // A provider's return with a saved card: nothing is sent for a location the customer only manages.
    '/payment/update/verify?setup_intent=seti_sandbox_1&redirect_status=succeeded&payment_method=pm_card_5100&lang=sv',
    '/shared-access?lang=sv',
  ])(
    '%s of a managed location goes to its overview, keeping lang, with no payment or shared-access call',
    async (page) => {
      const api = managerApi();
      const { currentUrl } = await renderPortal(`/customer-portal/account-overview/13${page}`, api);

      await waitFor(() => expect(currentUrl()).toBe('/customer-portal/account-overview/13?lang=sv'));
      expect(await screen.findByRole('tab', { name: /^Nordbox Solna/, selected: true })).toBeTruthy();
      expect(api.requestsTo('GET /customer-portal/customer/{customerId}/setup-intent')).toEqual([]);
      expect(api.requestsTo('PUT /customer-portal/booking/{locationId}/payment-method')).toEqual([]);
      expect(api.requestsTo('GET /customer-portal/shared-access/{locationId}')).toEqual([]);
    },
  );
});
