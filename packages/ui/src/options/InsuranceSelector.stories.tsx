import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type InsuranceOption, InsuranceSelector, type InsuranceSelectorProps } from './InsuranceSelector';

/** The selector with its value kept in state, as the booking flow keeps the insurance. */
function Stateful(args: InsuranceSelectorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <InsuranceSelector
      {...args}
      value={value}
      onChange={(insurance) => {
        setValue(insurance.id);
        args.onChange(insurance);
      }}
    />
  );
}

/** Four insurances: one page of three and a second page. */
const insurances: InsuranceOption[] = [
  {
    id: 21,
    name: 'Basic cover',
    description: 'Fire, water damage and burglary.',
    coverageAmount: 50000,
    billingPeriod: { id: 210, period: 'monthly', amount: 49, amountInclTax: 49 },
  },
  {
    id: 22,
    name: 'Standard cover',
    description: 'Basic cover plus storm and flood damage.',
    coverageAmount: 100000,
    billingPeriod: { id: 220, period: 'monthly', amount: 89, amountInclTax: 89 },
  },
  {
    id: 23,
    name: 'Premium cover',
    description: 'All risks, including accidental damage.',
    coverageAmount: 250000,
    billingPeriod: { id: 230, period: 'monthly', amount: 149, amountInclTax: 149 },
  },
  {
    id: 24,
    name: 'Business cover',
    description: 'For stock and equipment of a business.',
    coverageAmount: 500000,
    billingPeriod: { id: 240, period: 'monthly', amount: 299, amountInclTax: 299 },
  },
];

const meta = {
  title: 'Options/InsuranceSelector',
  component: InsuranceSelector,
  args: { insurances, value: null, currency: 'SEK', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof InsuranceSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; choosing reports the insurance with its billing period. */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Standard cover' }));
    await expect(args.onChange).toHaveBeenCalledWith({ id: 22, billingPeriodId: 220 });
  },
};

/** A chosen insurance. */
export const Chosen: Story = { args: { value: 21 } };

/** "Show more" reveals the last insurance and focuses it. */
export const AllShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more insurance options' }));
    await expect(canvas.getByRole('radio', { name: 'Business cover' })).toHaveFocus();
  },
};

/** Weekly premiums. */
export const Weekly: Story = {
  args: {
    insurances: insurances.slice(0, 2).map((insurance) => ({
      ...insurance,
      billingPeriod: {
        ...insurance.billingPeriod,
        period: 'weekly',
        amount: insurance.billingPeriod.amount / 4,
      },
    })),
    currency: 'GBP',
  },
};

/** CityStash's theme, in German, in euros. */
export const CityStashGerman: Story = {
  args: { currency: 'EUR', value: 22 },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Versicherung' })).toBeInTheDocument();
    await expect(canvas.getByText('Versicherungssumme bis 100.000,00 €')).toBeInTheDocument();
  },
};
