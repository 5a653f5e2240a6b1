import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleNotifications } from './internal/portalSampleData';
import { NotificationsList } from './NotificationsList';

const meta = {
  title: 'Portal/NotificationsList',
  component: NotificationsList,
  args: { notifications: sampleNotifications, timeZone: 'Europe/Stockholm' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof NotificationsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread and read notifications of every kind; the tenant text is plain text. */
export const Notifications: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(list).toHaveTextContent('<b>No HTML</b> here.');
  },
};

/** Nothing to read. */
export const Empty: Story = { args: { notifications: [] } };

/** Loading. */
export const Loading: Story = { args: { notifications: [], isLoading: true } };

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: 'Mitteilungen' });
    await expect(list).toHaveTextContent('Ungelesen');
  },
};
