import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppSkeleton } from './AppSkeleton';

const meta = {
  title: 'Shell/AppSkeleton',
  component: AppSkeleton,
  args: {},
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header with logo and action placeholders, main area and side column, while the app loads. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

/** For a page without a side column. */
export const WithoutSideColumn: Story = { args: { hasAside: false } };

/** The CityStash theme (dark header) in German. */
export const CityStashGerman: Story = {
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Wird geladen…');
  },
};
