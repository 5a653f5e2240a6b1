import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OpenCheckoutNotice } from './OpenCheckoutNotice';

/** A fixed moment, so the stories always show the same time left. */
const NOW = Date.parse('2026-03-20T10:17:26Z');
const clock = { now: () => NOW };

const meta = {
  title: 'Checkout/OpenCheckoutNotice',
  component: OpenCheckoutNotice,
  args: {
    expiresAt: '2026-03-20T10:30:00Z',
    unitTypeName: 'Small unit',
    continueHref: '/12/checkout/8234551',
    onStartOver: fn(),
    clock,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof OpenCheckoutNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A booking in progress in another tab: continue it, or start over. */
export const InProgress: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You have a booking of Small unit in progress/)).toHaveTextContent(
      'You have a booking of Small unit in progress (held for 12:34).',
    );
    await expect(canvas.getByRole('link', { name: 'Continue booking' })).toHaveAttribute(
      'href',
      '/12/checkout/8234551',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Start over' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

/** Without the unit type's name. */
export const WithoutUnitType: Story = { args: { unitTypeName: undefined } };

/** Releasing: "Start over" is pending. */
export const StartingOver: Story = {
  args: { isStartingOver: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Starting over…' });
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

/** The release failed: the notice stays, with an alert. */
export const StartOverFailed: Story = {
  args: { hasStartOverError: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your booking in progress could not be cancelled. Please try again.',
    );
  },
};

/** In Polish. */
export const Polish: Story = { parameters: { stowly: { language: 'pl' } } };
