import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProviderHandOff } from './ProviderHandOff';

const meta = {
  title: 'Checkout/ProviderHandOff',
  component: ProviderHandOff,
  args: { kind: 'e-signature', onContinue: fn(), onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof ProviderHandOff>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the signature: the button asks the host to open the signing session. */
export const ESignature: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Continue to signing' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** Before the payment. */
export const Payment: Story = { args: { kind: 'payment' } };

/** Before the identity check, with the provider's URL already known: the action is a link. */
export const IdCheckLink: Story = {
  args: { kind: 'id-check', href: 'https://idcheck.example/session/abc' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue to identity check' });
    await expect(link).toHaveAttribute('href', 'https://idcheck.example/session/abc');
  },
};

/** The host is fetching the provider's URL: the button is inactive and the progress is announced. */
export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Continue to signing' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing the signing page…');
    await userEvent.click(button);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** The provider's page could not be opened: an alert and a retry button. */
export const CouldNotOpen: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The signing page could not be opened.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** CityStash's theme, in German, before the payment. */
export const CityStashGerman: Story = {
  args: { kind: 'payment' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Weiter zur Zahlung' }),
    ).toBeInTheDocument();
  },
};

/** CityStash's theme, in Swedish, while the identity check is prepared. */
export const CityStashSwedishPending: Story = {
  args: { kind: 'id-check', status: 'pending' },
  parameters: { stowly: { tenant: 'citystash', language: 'sv' } },
};
