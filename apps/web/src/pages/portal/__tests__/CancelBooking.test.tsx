// @vitest-environment jsdom
import type { Schema } from '@stowly/api-client';
import { apiError, createFakeApi, type FakeApi } from '@stowly/api-client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pageOf,
  portalBooking,
  portalHandlers,
  SODERMALM,
} from '../../../portal/__tests__/support/portalScenario';
import { renderPortal } from '../../../portal/__tests__/support/renderPortal';

afterEach(cleanup);

/** Södermalm with one booking, S-1, as the server holds it now. */
function withBooking(api: FakeApi, current: () => Schema<'PortalBooking'>) {
  api.use({
    'GET /customer-portal/booking/{locationId}': ({ query }) => pageOf([current()], query),
  });
}

async function openCancelDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking S-1' }));
  return screen.findByRole('alertdialog', { name: 'Cancel booking S-1' });
}

describe('cancelling a booking from the account overview', { timeout: 20_000 }, () => {
  it('states the earliest end date and the rent, sends the notice, refreshes the bookings and confirms', async () => {
    let booking = portalBooking(1, SODERMALM.id);
    const api = createFakeApi(portalHandlers());
    withBooking(api, () => booking);
    api.use({
      'PUT /customer-portal/booking/{bookingId}/cancel': ({ params, body }) => {
        booking = { ...booking, status: 'cancelled', endDate: body.endDate, cancellable: false };
        return { data: { bookingId: Number(params.bookingId), endDate: body.endDate, location: { id: 11 } } };
      },
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const dialog = await openCancelDialog();
    expect(dialog.textContent).toContain('the earliest possible day is 31 Dec 2026');
    // The currency code and the amount are joined by a no-break space.
    expect(dialog.textContent).toMatch(/Until then you keep paying SEK\s1,200\.00 per month\./);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I am moving away' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requestsTo('PUT /customer-portal/booking/{bookingId}/cancel')).toEqual([
      expect.objectContaining({
        path: '/customer-portal/booking/1/cancel',
        body: { endDate: '2026-12-31', reason: 'moving', comment: null },
      }),
    ]);
    const toast = await screen.findByText('Booking S-1 is cancelled. Your last day is 31 Dec 2026.');
    expect(toast.closest('[role="status"]')?.textContent).toContain('Success');
    const row = screen.getByRole('row', { name: /S-1/ });
    expect(within(row).getByText('Cancelled')).toBeTruthy();
    expect(row.textContent).toContain('Last day: 31 Dec 2026');
    expect(within(row).queryByRole('button', { name: 'Cancel booking S-1' })).toBeNull();
    // The location's bookings were asked for again after the cancellation.
    expect(
      api.requestsTo('GET /customer-portal/booking/{locationId}').map((request) => request.path),
    ).toEqual(['/customer-portal/booking/11', '/customer-portal/booking/11']);
  });

  it('an end date that became too early: the dialog stays open with the new earliest day', async () => {
    let booking = portalBooking(1, SODERMALM.id);
    const api = createFakeApi(portalHandlers());
    withBooking(api, () => booking);
    api.use({
      'PUT /customer-portal/booking/{bookingId}/cancel': () => {
        // A day passed: the notice period now ends a month later.
        booking = { ...booking, earliestEndDate: '2027-01-31' };
        return apiError(422, 'end-date-too-early', 'Too early', [{ field: 'endDate', code: 'minDate' }]);
      },
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const dialog = await openCancelDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I no longer need the space' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(dialog).findByText('Please choose 31 Jan 2027 or a later date.')).toBeTruthy();
    expect(screen.getByRole('alertdialog', { name: 'Cancel booking S-1' })).toBe(dialog);
    expect(screen.queryByText(/is cancelled/)).toBeNull();
  });

  it('a booking that can no longer be cancelled: the dialog says so and stays open', async () => {
    const api = createFakeApi(portalHandlers());
    withBooking(api, () => portalBooking(1, SODERMALM.id));
    api.use({
      'PUT /customer-portal/booking/{bookingId}/cancel': () => apiError(409, 'not-cancellable'),
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const dialog = await openCancelDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This booking can no longer be cancelled.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});

describe('withdrawing a cancellation from the account overview', { timeout: 20_000 }, () => {
  it('shows the last day, confirms, sends the withdrawal, says so in a toast and shows the booking running again', async () => {
    let booking = portalBooking(1, SODERMALM.id, 'cancelled');
    const api = createFakeApi(portalHandlers());
    withBooking(api, () => booking);
    api.use({
      'DELETE /customer-portal/booking/{bookingId}/cancel': ({ params }) => {
        booking = { ...portalBooking(1, SODERMALM.id), endDate: null };
        return { data: { bookingId: Number(params.bookingId), location: { id: 11 } } };
      },
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    const row = await screen.findByRole('row', { name: /S-1/ });
    expect(row.textContent).toContain('Last day: 31 Dec 2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Withdraw cancellation S-1' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Withdraw the cancellation of booking S-1?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw cancellation' }));

    const toast = await screen.findByText(
      'The cancellation of booking S-1 is withdrawn. Your rental continues.',
    );
    expect(toast.closest('[role="status"]')?.textContent).toContain('Success');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.requestsTo('DELETE /customer-portal/booking/{bookingId}/cancel').map((r) => r.path)).toEqual([
      '/customer-portal/booking/1/cancel',
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /S-1/ })).getByText('Active')).toBeTruthy(),
    );
    const updated = screen.getByRole('row', { name: /S-1/ });
    expect(updated.textContent).not.toContain('Last day');
    expect(within(updated).queryByRole('button', { name: 'Withdraw cancellation S-1' })).toBeNull();
    expect(within(updated).getByRole('button', { name: 'Cancel booking S-1' })).toBeTruthy();
  });

  it('too late (409 not-withdrawable): an error toast says why and the list shows the booking as it is now', async () => {
    let booking = portalBooking(1, SODERMALM.id, 'cancelled');
    const api = createFakeApi(portalHandlers());
    withBooking(api, () => booking);
    api.use({
      'DELETE /customer-portal/booking/{bookingId}/cancel': () => {
        booking = { ...booking, cancellationWithdrawable: false };
        return apiError(409, 'not-withdrawable');
      },
    });
    await renderPortal('/customer-portal/account-overview/11', api);

    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw cancellation S-1' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw cancellation' }));

    const toast = await screen.findByText(
      'The cancellation of booking S-1 can no longer be withdrawn: its last day has come.',
    );
    expect(toast.closest('[role="status"], [role="alert"]')?.textContent).toContain('Something went wrong');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Withdraw cancellation S-1' })).toBeNull(),
    );
    expect(screen.getByRole('row', { name: /S-1/ }).textContent).toContain('Last day: 31 Dec 2026');
  });
});
