import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckoutReturnStatus } from './CheckoutReturnStatus';

const meta = {
  title: 'Checkout/CheckoutReturnStatus',
  component: CheckoutReturnStatus,
  args: { kind: 'payment', status: 'checking', onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutReturnStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Back from the payment provider: the payment is being verified. */
export const CheckingPayment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Checking your payment' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please keep this page open.');
  },
};

/** The payment was received. */
export const PaymentReceived: Story = { args: { status: 'success' } };

/** The payment was declined: an alert and a retry button. */
export const PaymentFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your payment could not be confirmed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Back from the signature provider, still checking. */
export const CheckingSignature: Story = { args: { kind: 'e-signature' } };

/** The contract is signed, with a link to go on if the automatic navigation does not happen. */
export const ContractSigned: Story = {
  args: { kind: 'e-signature', status: 'success', continueHref: '/12/checkout/step/id-check' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Continue' });
    await expect(link).toHaveAttribute('href', '/12/checkout/step/id-check');
  },
};

/** The identity check could not be confirmed, with the host's own error text. */
export const IdCheckFailed: Story = {
  args: { kind: 'id-check', status: 'failed', errorMessage: 'The identity-check provider did not answer.' },
};

/** CityStash's theme, in German, checking the identity. */
export const CityStashGermanChecking: Story = {
  args: { kind: 'id-check' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ihre Identität wird geprüft' })).toBeInTheDocument();
  },
};

/** CityStash's theme, in French, after a failed signature. */
export const CityStashFrenchFailed: Story = {
  args: { kind: 'e-signature', status: 'failed' },
  parameters: { stowly: { tenant: 'citystash', language: 'fr' } },
};
