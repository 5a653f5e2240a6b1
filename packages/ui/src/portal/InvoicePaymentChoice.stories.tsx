import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InvoicePaymentChoice } from './InvoicePaymentChoice';
import { sampleOpenInvoices, samplePaymentMethods } from './internal/portalSampleData';

/** The overdue one of the sample's open invoices. */
const overdue = sampleOpenInvoices[1] as (typeof sampleOpenInvoices)[number];

const meta = {
  title: 'Portal/InvoicePaymentChoice',
  component: InvoicePaymentChoice,
  args: { invoice: overdue, paymentMethod: samplePaymentMethods.visa, onPay: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof InvoicePaymentChoice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid card on file: pay with it, or with a new card. */
export const CardOnFile: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /with Visa ending in 4242$/ }));
    await expect(args.onPay).toHaveBeenCalledWith('on-file');
  },
};

/** No usable card on file (here an expired one): only a new card. */
export const NewCardOnly: Story = {
  args: { paymentMethod: samplePaymentMethods.expired },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(1);
  },
};

/** Paying with the card on file: both ways are disabled until the answer comes. */
export const Paying: Story = { args: { pendingChoice: 'on-file' } };
