import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePaymentMethods } from './internal/portalSampleData';
import { PaymentMethodCard } from './PaymentMethodCard';

const meta = {
  title: 'Portal/PaymentMethodCard',
  component: PaymentMethodCard,
  args: {
    paymentMethod: samplePaymentMethods.visa,
    updateHref: '/customer-portal/account-overview/11/payment/update',
    verifyHref: '/customer-portal/account-overview/11/payment/update/verify',
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof PaymentMethodCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid card. */
export const Card: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Payment method' });
    await expect(card).toHaveTextContent('Visa ending in 4242');
  },
};

/** An expired card. */
export const Expired: Story = { args: { paymentMethod: samplePaymentMethods.expired } };

/** A card the customer must verify: a verify link comes first. */
export const VerificationNeeded: Story = {
  args: { paymentMethod: samplePaymentMethods.verification },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Verify payment method' })).toHaveAttribute(
      'href',
      '/customer-portal/account-overview/11/payment/update/verify',
    );
  },
};

/** SEPA direct debit. */
export const SepaDebit: Story = { args: { paymentMethod: samplePaymentMethods.sepa } };

/** No payment method on file. */
export const NoPaymentMethod: Story = { args: { paymentMethod: null } };

/** Loading. */
export const Loading: Story = { args: { paymentMethod: undefined, isLoading: true } };

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  args: { paymentMethod: samplePaymentMethods.verification },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Zahlungsmethode' })).toHaveTextContent(
      'American Express endet auf 0005',
    );
  },
};
