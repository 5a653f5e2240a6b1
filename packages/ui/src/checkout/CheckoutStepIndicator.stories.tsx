import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutStepIndicator } from './CheckoutStepIndicator';

const meta = {
  title: 'Checkout/CheckoutStepIndicator',
  component: CheckoutStepIndicator,
  args: { currentStep: 'e-signature' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CheckoutStepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At the payment, the first step. */
export const Payment: Story = {
  args: { currentStep: 'payment' },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items[0]).toHaveAttribute('aria-current', 'step');
  },
};

/** At the signature: the payment is done (a check), the rest is upcoming. */
export const Signature: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Payment (completed)');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** A cancelled signature still shows the signature step as current. */
export const SignatureCancelled: Story = { args: { currentStep: 'e-signature-cancelled' } };

/** The identity check is still being decided by the provider. */
export const IdCheckInProgress: Story = { args: { currentStep: 'id-check-in-progress' } };

/** The booking is being created: shown as the last step. */
export const CreatingBooking: Story = { args: { currentStep: 'create-booking' } };

/** Every step done. */
export const Confirmed: Story = { args: { currentStep: 'success' } };

/** A phone-sized screen: the markers and the compact "Step 3 of 4" line. */
export const Compact: Story = {
  args: { currentStep: 'id-check' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Step 3 of 4: Identity check')).toBeInTheDocument();
  },
};

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  args: { currentStep: 'id-check' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Buchungsschritte' });
    await expect(within(list).getAllByRole('listitem')[2]).toHaveAttribute('aria-current', 'step');
  },
};
