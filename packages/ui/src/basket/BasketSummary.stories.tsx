import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type BasketPriceCalculation, BasketSummary } from './BasketSummary';

/** A monthly SEK price: rent, insurance, two padlocks, a discount and 25 % VAT. */
const monthlySek: BasketPriceCalculation = {
  currency: 'SEK',
  period: 'monthly',
  lines: [
    {
      kind: 'rent',
      label: 'Small unit',
      quantity: 1,
      unitAmount: 1200,
      amount: 1200,
      unitAmountInclTax: 1200,
      amountInclTax: 1200,
      recurring: true,
    },
    {
      kind: 'insurance',
      label: 'Contents insurance 50 000 kr',
      quantity: 1,
      unitAmount: 89,
      amount: 89,
      unitAmountInclTax: 89,
      amountInclTax: 89,
      recurring: true,
    },
    {
      kind: 'one_time_product',
      label: 'Padlock',
      quantity: 2,
      unitAmount: 99.5,
      amount: 199,
      unitAmountInclTax: 99.5,
      amountInclTax: 199,
      recurring: false,
    },
    {
      kind: 'discount',
      label: 'SPRING25',
      quantity: 1,
      unitAmount: -300,
      amount: -300,
      unitAmountInclTax: -300,
      amountInclTax: -300,
      recurring: false,
    },
    {
      kind: 'tax',
      label: 'VAT',
      quantity: 1,
      unitAmount: 297,
      amount: 297,
      unitAmountInclTax: 297,
      amountInclTax: 297,
      recurring: false,
    },
  ],
  discount: { code: 'SPRING25', amount: 300 },
  subtotal: 1188,
  tax: { rate: 25, amount: 297 },
  dueNow: 1485,
  recurringAmount: 1611.25,
  recurringAmountExclTax: 1611.25,
};

/** A weekly EUR price with 19 % VAT and no discount. */
const weeklyEur: BasketPriceCalculation = {
  currency: 'EUR',
  period: 'weekly',
  lines: [
    {
      kind: 'rent',
      label: 'Lagerbox M',
      quantity: 1,
      unitAmount: 24,
      amount: 24,
      unitAmountInclTax: 24,
      amountInclTax: 24,
      recurring: true,
    },
    {
      kind: 'tax',
      label: 'USt.',
      quantity: 1,
      unitAmount: 4.56,
      amount: 4.56,
      unitAmountInclTax: 4.56,
      amountInclTax: 4.56,
      recurring: false,
    },
  ],
  discount: null,
  subtotal: 24,
  tax: { rate: 19, amount: 4.56 },
  dueNow: 28.56,
  recurringAmount: 28.56,
  recurringAmountExclTax: 28.56,
};

const meta = {
  title: 'Booking/BasketSummary',
  component: BasketSummary,
  args: { calculation: monthlySek },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof BasketSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full basket with a discount. */
export const MonthlyWithDiscount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your booking' })).toBeInTheDocument();
    await expect(canvas.getByText('Due now')).toBeInTheDocument();
  },
};

/** The price is being calculated: the summary is busy and says so. */
export const Calculating: Story = {
  args: { calculation: null, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Calculating the price…');
  },
};

/** Recalculating after a change: the previous price stays while the new one loads. */
export const Recalculating: Story = { args: { isLoading: true } };

/** CityStash's theme, in German, weekly in euros. */
export const CityStashGermanWeekly: Story = {
  args: { calculation: weeklyEur },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
};
