import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ToastRegion, type ToastRegionProps } from './ToastRegion';

/** The region with its toasts kept in state, so a dismissed toast leaves as in the app. */
function Stateful(args: ToastRegionProps) {
  const [toasts, setToasts] = useState(args.toasts);
  return (
    <ToastRegion
      toasts={toasts}
      onDismiss={(id) => {
        setToasts((current) => current.filter((toast) => toast.id !== id));
        args.onDismiss(id);
      }}
    />
  );
}

const meta = {
  title: 'Shell/ToastRegion',
  component: ToastRegion,
  args: {
    toasts: [
      { id: 'saved', title: '', text: 'Your payment method was updated.', type: 'success' },
      { id: 'failed', title: '', text: 'The invoice could not be loaded.', type: 'error' },
      { id: 'note', title: '', text: 'The office is closed on public holidays.', type: 'warn' },
      { id: 'plain', title: 'Discount applied', text: 'SPRING25 takes 25 % off the first month.' },
    ],
    onDismiss: fn(),
  },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each type, bottom centre, 300 px wide. */
export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

/** A click on a toast dismisses it; it slides out in 250 ms. */
export const DismissOnClick: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Your payment method was updated.'));
    await expect(args.onDismiss).toHaveBeenCalledWith('saved');
    await waitFor(() => expect(canvas.queryByText('Your payment method was updated.')).toBeNull());
  },
};

/** A single error toast in the CityStash theme, in German. */
export const CityStashGerman: Story = {
  args: {
    toasts: [{ id: 'failed', title: '', text: 'Die Rechnung konnte nicht geladen werden.', type: 'error' }],
  },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Etwas ist schiefgelaufen');
    await expect(
      within(alert).getByRole('button', { name: 'Benachrichtigung schließen' }),
    ).toBeInTheDocument();
  },
};
