import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FrameRefusal } from './FrameRefusal';

const meta = {
  title: 'Status/FrameRefusal',
  component: FrameRefusal,
  args: { area: 'booking', supportEmail: 'support@nordbox.example' },
} satisfies Meta<typeof FrameRefusal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking was embedded: catalog texts and a support email link. */
export const Booking: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Contact support at support@nordbox.example',
    });
    await expect(link).toHaveAttribute('href', 'mailto:support@nordbox.example');
  },
};

/** The customer portal was embedded, with a contact page instead of an email. */
export const Portal: Story = {
  args: { area: 'portal', supportEmail: undefined, supportHref: 'https://nordbox.example/contact' },
};

/** No support contact configured: the message only. */
export const WithoutSupport: Story = { args: { supportEmail: undefined } };

/** Rendered before the catalogs load: the app passes its own texts (no provider needed). */
export const WithMessages: Story = {
  args: {
    messages: {
      title: 'This page cannot be shown here',
      text: 'Embedding the booking in another website is not supported. Please contact support.',
      contactSupport: 'Contact support',
    },
  },
};

/** CityStash's theme, in German, for the customer portal. */
export const CityStashGermanPortal: Story = {
  args: { area: 'portal', supportEmail: 'hilfe@citystash.example' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
};
