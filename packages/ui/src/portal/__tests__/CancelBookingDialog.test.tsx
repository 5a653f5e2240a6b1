// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { CancelBookingDialog, type CancelBookingDialogProps } from '../CancelBookingDialog';
import { sampleBookings } from '../internal/portalSampleData';

afterEach(cleanup);

type Booking = (typeof sampleBookings)[number];
const booking = sampleBookings[0] as Booking;
const nbsp = '\u00a0';

/** Stands in for the host: a "Cancel booking" button in the page opens the dialog for the booking. */
function Host(props: Partial<CancelBookingDialogProps<Booking>>) {
  const [open, setOpen] = useState<Booking | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(booking)}>
        Open dialog
      </button>
      <CancelBookingDialog
        locale="en-GB"
        onConfirm={() => {}}
        {...props}
        booking={open}
        onClose={() => {
          props.onClose?.();
          setOpen(null);
        }}
      />
    </>
  );
}

async function openDialog(props: Partial<CancelBookingDialogProps<Booking>> = {}, language?: 'de') {
  const view = await renderWithStowly(<Host {...props} />, language ? { language } : {});
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  return { ...view, user, dialog: screen.getByRole('alertdialog') };
}

describe('<CancelBookingDialog>', () => {
  it('is a modal alertdialog with the notice information, the earliest end date chosen, focus inside', async () => {
    const { dialog } = await openDialog();
    expect(screen.getByRole('alertdialog', { name: 'Cancel booking A-101' })).toBe(dialog);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'Unit A-101 (Small unit)' +
        'Your rental ends on the last day you choose. With the minimum term and notice period, the earliest possible day is 31 May 2026.' +
        `Until then you keep paying SEK${nbsp}1,200.00 per month.`,
    );
    const date = within(dialog).getByRole('group', { name: 'Last day of the rental' });
    expect(within(date).getByRole('spinbutton', { name: /^day/ }).textContent).toBe('31');
    expect(within(date).getByRole('spinbutton', { name: /^month/ }).textContent).toBe('05');
    expect(within(dialog).getByRole('radiogroup', { name: 'Why are you cancelling?' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Keep booking' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  }, 30_000);

  it('asks for a reason first, then sends the request body and the booking to onConfirm', async () => {
    const onConfirm = vi.fn();
    const { dialog, user } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).not.toHaveBeenCalled();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you cancelling?' });
    expect(reasons.textContent).toContain('This field is required.');
    expect(reasons.getAttribute('aria-invalid')).toBe('true');
    const firstReason = within(reasons).getAllByRole('radio')[0];
    const describedBy = firstReason?.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');

    await user.click(within(dialog).getByRole('radio', { name: 'I am moving away' }));
    expect(reasons.textContent).not.toContain('This field is required.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), '  To Gothenburg ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).toHaveBeenCalledWith(
      { endDate: '2026-05-31', reason: 'moving', comment: 'To Gothenburg' },
      booking,
    );
  }, 30_000);

  it('rejects an end date before the earliest one with a formValidation message', async () => {
    const onConfirm = vi.fn();
    const { dialog, user } = await openDialog({ onConfirm });
    const date = within(dialog).getByRole('group', { name: 'Last day of the rental' });
    await user.click(within(date).getByRole('spinbutton', { name: /^day/ }));
    await user.keyboard('30');
    expect(dialog.textContent).toContain('Please choose 31 May 2026 or a later date.');
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(onConfirm).not.toHaveBeenCalled();
  }, 30_000);

  it('shows the pending state while the promise runs and closes when it fulfils', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    const onClose = vi.fn();
    const { dialog, user } = await openDialog({ onConfirm, onClose });
    await user.click(within(dialog).getByRole('radio', { name: 'The price is too high' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const pending = within(dialog).getByRole('button', { name: 'Cancelling…' });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Keep booking' }).hasAttribute('disabled')).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 30_000);

  it('stays open and says why when the call fails', async () => {
    const onConfirm = vi
      .fn()
      .mockRejectedValueOnce(Object.assign(new Error('Conflict'), { code: 'not-cancellable' }))
      .mockRejectedValueOnce(new Error('Network down'))
      .mockRejectedValueOnce({ code: 'end-date-too-early' });
    const onClose = vi.fn();
    const { dialog, user } = await openDialog({ onConfirm, onClose });
    await user.click(within(dialog).getByRole('radio', { name: 'Another reason' }));
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await user.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('This booking can no longer be cancelled.');
    await user.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'The booking could not be cancelled. Please try again.',
    );
    await user.click(confirm);
    expect(within(dialog).queryByRole('alert')).toBeNull();
    const date = within(dialog).getByRole('group', { name: 'Last day of the rental' });
    expect(within(date).getByRole('spinbutton', { name: /^day/ }).getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).toContain('This day is no longer possible. Please choose a later day.');
    expect(onClose).not.toHaveBeenCalled();
  }, 30_000);

  it('takes the pending state and the error from the host', async () => {
    const { dialog } = await openDialog({ isPending: true, error: { code: 'not-cancellable' } });
    expect(within(dialog).getByRole('button', { name: 'Cancelling…' })).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe('This booking can no longer be cancelled.');
  }, 30_000);

  it('keeps the booking with "Keep booking" or Escape, and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { dialog, user } = await openDialog({ onClose });
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Open dialog' });
    await user.click(opener);
    expect(screen.getByRole('alertdialog').contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  }, 30_000);

  it('keeps Tab inside the dialog', async () => {
    const { dialog, user } = await openDialog();
    for (let step = 0; step < 12; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  }, 30_000);

  it('speaks German', async () => {
    const { dialog } = await openDialog({ locale: 'de-AT' }, 'de');
    expect(screen.getByRole('alertdialog', { name: 'Buchung A-101 kündigen' })).toBe(dialog);
    expect(dialog.textContent).toContain('der früheste mögliche Tag der 31.05.2026');
    expect(dialog.textContent).toContain(`Bis dahin zahlen Sie weiterhin SEK${nbsp}1.200,00 pro Monat.`);
    expect(within(dialog).getByRole('button', { name: 'Buchung behalten' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Buchung kündigen' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Ich ziehe weg' })).toBeTruthy();
  }, 30_000);
});
