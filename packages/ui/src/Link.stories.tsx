import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'Foundations/Link',
  component: Link,
  args: { href: 'https://nordbox.example/privacy', children: 'Privacy policy' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link in the tenant's primary colour, rendered by the host's link renderer when one is given. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Privacy policy' });
    await expect(link).toHaveAttribute('href', 'https://nordbox.example/privacy');
  },
};

/** A `javascript:` address is never rendered as a link target. */
export const UnsafeHrefIsDropped: Story = {
  args: { href: 'javascript:alert(1)', children: 'Not a link' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Not a link')).not.toHaveAttribute('href');
  },
};

/** In CityStash's theme. */
export const CityStash: Story = { parameters: { stowly: { tenant: 'citystash', language: 'de' } } };
