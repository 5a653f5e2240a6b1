import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusPageFor } from './StatusPageForKind';

const meta = {
  title: 'Status/StatusPageFor',
  component: StatusPageFor,
  args: { kind: 'notFound', backToStart: '/', contactSupport: 'mailto:support@nordbox.example' },
} satisfies Meta<typeof StatusPageFor>;

export default meta;
type Story = StoryObj<typeof meta>;

const retry = fn();

/** `NotFoundPage`: back to the start page, contact support. */
export const NotFound: Story = {};

/** `ForbiddenPage`: sign in, back to the start page. */
export const Forbidden: Story = { args: { kind: 'forbidden', signIn: '/login', backToStart: '/' } };

/** `ServerErrorPage`: try again, back to the start page. */
export const ServerError: Story = {
  args: { kind: 'serverError', retry, backToStart: '/' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalled();
  },
};

/** `SessionEndedPage`: start a new booking. */
export const SessionEnded: Story = { args: { kind: 'sessionEnded', startNewBooking: '/12' } };

/** `AlreadyBookedPage`: start a new booking, contact support. */
export const AlreadyBooked: Story = { args: { kind: 'alreadyBooked', startNewBooking: '/12' } };

/** `ESignatureCancelledPage`: sign the contract again. */
export const ESignatureCancelled: Story = { args: { kind: 'eSignatureCancelled', signAgain: fn() } };

/** `ESignatureExpiredPage`: sign the contract again. */
export const ESignatureExpired: Story = { args: { kind: 'eSignatureExpired', signAgain: fn() } };

/** `IdCheckCancelledPage`: start the identity check again. */
export const IdCheckCancelled: Story = { args: { kind: 'idCheckCancelled', restartIdCheck: fn() } };

/** `IdCheckExpiredPage`: start the identity check again. */
export const IdCheckExpired: Story = { args: { kind: 'idCheckExpired', restartIdCheck: fn() } };

/** `IdCheckInProgressPage`: a live region, and a button to check the status now. */
export const IdCheckInProgress: Story = {
  args: { kind: 'idCheckInProgress', onRefresh: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('still being processed');
    await userEvent.click(canvas.getByRole('button', { name: 'Check the status again' }));
  },
};

/** CityStash's theme, in German: the session has ended. */
export const CityStashGermanSessionEnded: Story = {
  args: { kind: 'sessionEnded', startNewBooking: '/12' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sitzung beendet' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Neue Buchung starten' })).toHaveAttribute('href', '/12');
  },
};
