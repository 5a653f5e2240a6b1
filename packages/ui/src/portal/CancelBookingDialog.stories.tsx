import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CancelBookingDialog, type CancelBookingDialogProps } from './CancelBookingDialog';
import { sampleBookings } from './internal/portalSampleData';

/** The host around the dialog: a button opens it for the booking, as the bookings table would. */
function WithOpener(args: CancelBookingDialogProps) {
  const [booking, setBooking] = useState(args.booking);
  return (
    <>
      <Button onPress={() => setBooking(sampleBookings[0] ?? null)}>Open the cancellation</Button>
      <CancelBookingDialog
        {...args}
        booking={booking}
        onClose={() => {
          args.onClose();
          setBooking(null);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Portal/CancelBookingDialog',
  component: CancelBookingDialog,
  args: {
    booking: sampleBookings[0] ?? null,
    onClose: fn(),
    // Returns nothing: the host would pass `isPending` and `error` (see the Pending story).
    onConfirm: fn(),
  },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof CancelBookingDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open for a monthly booking: the notice, the earliest end date chosen, a reason to pick. */
export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel booking A-101' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expect(dialog).toHaveTextContent('This field is required.');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'I no longer need the space' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(
      { endDate: '2026-05-31', reason: 'no-longer-needed', comment: null },
      sampleBookings[0],
    );
  },
};

/** A weekly booking. */
export const WeeklyBooking: Story = { args: { booking: sampleBookings[1] ?? null } };

/** Closed: the button opens it, and focus returns to the button when it closes. */
export const Closed: Story = { args: { booking: null } };

/** Sending, as the host reports it. */
export const Pending: Story = { args: { isPending: true } };

/** The booking can no longer be cancelled (409 `not-cancellable`), as the host reports it. */
export const NotCancellable: Story = {
  args: { error: { code: 'not-cancellable' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled.',
    );
  },
};

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Buchung A-101 kündigen' });
    await expect(within(dialog).getByRole('button', { name: 'Buchung behalten' })).toBeInTheDocument();
  },
};
