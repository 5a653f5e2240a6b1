import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HoldCountdown } from './HoldCountdown';

/** A fixed moment, so the stories always show the same time left. */
const NOW = Date.parse('2026-03-20T10:17:26Z');
const clock = { now: () => NOW };

const meta = {
  title: 'Checkout/HoldCountdown',
  component: HoldCountdown,
  args: { expiresAt: '2026-03-20T10:30:00Z', clock },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof HoldCountdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve and a half minutes left: the time counts down every second. */
export const Counting: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Time left to finish your booking' })).toHaveTextContent(
      '12:34',
    );
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/** The last minute: the time is shown in the danger colour. */
export const LastMinute: Story = { args: { expiresAt: '2026-03-20T10:18:10Z' } };

/** The hold has run out; the host reads the checkout state again. */
export const Expired: Story = {
  args: { expiresAt: '2026-03-20T10:15:00Z' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('00:00');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'The time to finish your booking has run out.',
    );
  },
};

/** In Finnish. */
export const Finnish: Story = { parameters: { stowly: { language: 'fi' } } };
