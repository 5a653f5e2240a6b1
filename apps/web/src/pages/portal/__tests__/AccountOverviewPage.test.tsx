// @vitest-environment jsdom

import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KISTA,
  pageOf,
  portalBooking,
  portalHandlers,
  SODERMALM,
} from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';

afterEach(cleanup);

const bookingRequests = (api: ReturnType<typeof createFakeApi>) =>
  api.requestsTo('GET /customer-portal/booking/{locationId}').map((request) => ({
    path: request.path,
    query: request.query,
  }));

describe('account overview', { timeout: 20_000 }, () => {
  it('shows the customer’s locations as tabs, the first one’s lists, and switches location keeping lang', async () => {
    const api = createFakeApi(portalHandlers());
    const { currentUrl } = await renderPortal('/customer-portal/account-overview?lang=sv', api);

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Nordbox Södermalm', 'Nordbox Kista']);
    expect(screen.getByRole('tab', { name: 'Nordbox Södermalm' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('rowheader', { name: 'S-1' })).toBeTruthy();
    for (const name of ['Bookings', 'Open invoices', 'Invoice history', 'Payment method', 'Notifications']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(await screen.findByText('ending in 4242')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update payment method' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11/payment/update?lang=sv',
    );
    // Södermalm allows shared access.
    expect(screen.getByRole('link', { name: 'Manage shared access' }).getAttribute('href')).toBe(
      '/customer-portal/account-overview/11/shared-access?lang=sv',
    );

    await userEvent.click(screen.getByRole('tab', { name: 'Nordbox Kista' }));

    await waitFor(() => expect(currentUrl()).toBe('/customer-portal/account-overview/12?lang=sv'));
    expect(await screen.findByRole('rowheader', { name: 'K-8' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'S-1' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Nordbox Kista' }).getAttribute('aria-selected')).toBe('true');
    // Kista does not allow shared access.
    expect(screen.queryByRole('link', { name: 'Manage shared access' })).toBeNull();
    expect(bookingRequests(api)).toEqual([
      { path: '/customer-portal/booking/11', query: { page: '1', pageSize: '5' } },
      { path: '/customer-portal/booking/12', query: { page: '1', pageSize: '5' } },
    ]);
    expect(api.requestsTo('GET /customer-portal/notification').map((request) => request.query)).toEqual([
      { location_id: '11' },
      { location_id: '12' },
    ]);
  });

  it('pages through the bookings five at a time: page=2&pageSize=5', async () => {
    const api = createFakeApi(portalHandlers());
    await renderPortal('/customer-portal/account-overview/11', api);
    expect(await screen.findByRole('rowheader', { name: 'S-5' })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Bookings: pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeTruthy();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('rowheader', { name: 'S-6' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'S-7' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'S-1' })).toBeNull();
    expect(within(pages).getByText('Page 2 of 2')).toBeTruthy();
    expect(bookingRequests(api)).toEqual([
      { path: '/customer-portal/booking/11', query: { page: '1', pageSize: '5' } },
      { path: '/customer-portal/booking/11', query: { page: '2', pageSize: '5' } },
    ]);
    // The invoice lists keep their own pages: open invoices with openOnly, both five a page.
    expect(
      api.requestsTo('GET /customer-portal/invoice/{locationId}').map((request) => request.query),
    ).toEqual(
      expect.arrayContaining([
        { openOnly: 'true', page: '1', pageSize: '5' },
        { page: '1', pageSize: '5' },
      ]),
    );
  });

  it('shows the lists together once each has its first page, with one loading status until then', async () => {
    const api = createFakeApi(portalHandlers());
    let answerBookings: () => void = () => {};
    const bookingsAnswered = new Promise<void>((resolve) => {
      answerBookings = resolve;
    });
    api.use({
      'GET /customer-portal/booking/{locationId}': async ({ query }) => {
        await bookingsAnswered;
        return pageOf([portalBooking(1, SODERMALM.id)], query);
      },
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    expect((await screen.findByText('Loading your account…')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(api.requestsTo('GET /customer-portal/invoice/{locationId}')).toHaveLength(2));
    // The invoices have arrived, but no list shows before the bookings have.
    expect(screen.queryByRole('heading', { level: 2, name: 'Open invoices' })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'Bookings' })).toBeNull();

    answerBookings();
    expect(await screen.findByRole('rowheader', { name: 'S-1' })).toBeTruthy();
    for (const name of ['Bookings', 'Open invoices', 'Invoice history', 'Payment method', 'Notifications']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    }
    expect(screen.queryByText('Loading your account…')).toBeNull();
  });

  it('a list that fails shows an alert with "Try again" that loads it again; the other lists stay', async () => {
    const api = createFakeApi(portalHandlers());
    let failing = true;
    api.use({
      'GET /customer-portal/booking/{locationId}': ({ query }) =>
        failing ? apiError(500, 'server-error') : pageOf([portalBooking(1, SODERMALM.id)], query),
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your bookings could not be loaded.');
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings' })).toBeTruthy();
    expect(await screen.findByText('ending in 4242')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Open invoices' })).toBeTruthy();
    expect(await screen.findByText('You have no open invoices.')).toBeTruthy();

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('rowheader', { name: 'S-1' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.requestsTo('GET /customer-portal/booking/{locationId}')).toHaveLength(2);
  });

  it('the locations that cannot be loaded: an alert with "Try again"', async () => {
    const api = createFakeApi(portalHandlers());
    let failing = true;
    api.use({
      'GET /customer-portal/location': () => (failing ? apiError(503, 'unavailable') : { data: [KISTA] }),
    });
    await renderPortal('/customer-portal/account-overview', api);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your locations could not be loaded.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Nordbox Kista' })).toBeTruthy();
  });

  it('a customer without locations is told so', async () => {
    const api = createFakeApi({ ...portalHandlers(), 'GET /customer-portal/location': () => ({ data: [] }) });
    await renderPortal('/customer-portal/account-overview', api);
    expect(await screen.findByText('You have no bookings at any location yet.')).toBeTruthy();
    expect(api.requestsTo('GET /customer-portal/booking/{locationId}')).toEqual([]);
  });
});
