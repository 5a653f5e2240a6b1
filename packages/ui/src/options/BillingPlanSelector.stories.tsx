import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type BillingPlanOption,
  BillingPlanSelector,
  type BillingPlanSelectorProps,
} from './BillingPlanSelector';

/** The selector with its value kept in state, as the booking flow keeps the plan. */
function Stateful(args: BillingPlanSelectorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <BillingPlanSelector
      {...args}
      value={value}
      onChange={(id) => {
        setValue(id);
        args.onChange(id);
      }}
    />
  );
}

/** Six plans: one page of four and a second page. */
const plans: BillingPlanOption[] = [
  {
    id: 11,
    name: 'Monthly, no minimum term',
    period: 'monthly',
    amount: 1290,
    amountInclTax: 1290,
    hasInsurances: true,
  },
  {
    id: 12,
    name: 'Monthly, 6 months',
    period: 'monthly',
    amount: 1190,
    amountInclTax: 1190,
    hasInsurances: true,
  },
  {
    id: 13,
    name: 'Monthly, 12 months',
    period: 'monthly',
    amount: 1090,
    amountInclTax: 1090,
    hasInsurances: true,
  },
  { id: 14, name: 'Weekly', period: 'weekly', amount: 349.5, amountInclTax: 349.5, hasInsurances: false },
  {
    id: 15,
    name: 'Weekly, 8 weeks',
    period: 'weekly',
    amount: 329,
    amountInclTax: 329,
    hasInsurances: false,
  },
  {
    id: 16,
    name: 'Student summer',
    period: 'monthly',
    amount: 890,
    amountInclTax: 890,
    hasInsurances: false,
  },
];

const meta = {
  title: 'Options/BillingPlanSelector',
  component: BillingPlanSelector,
  args: { billingPeriods: plans, value: null, currency: 'SEK', onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof BillingPlanSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the first four plans and "Show more". */
export const NothingChosen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Monthly, 6 months' }));
    await expect(args.onChange).toHaveBeenCalledWith(12);
    await expect(canvas.getByRole('radio', { name: 'Monthly, 6 months' })).toBeChecked();
  },
};

/** A chosen plan. */
export const Chosen: Story = { args: { value: 13 } };

/** "Show more" reveals the second page and focuses its first plan. */
export const AllShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more billing periods' }));
    await expect(canvas.getByRole('radio', { name: 'Weekly, 8 weeks' })).toHaveFocus();
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
  },
};

/** A chosen plan from the second page is shown straight away. */
export const ChosenOnSecondPage: Story = { args: { value: 15 } };

/** Locked while the plans are checked again. */
export const Disabled: Story = { args: { value: 11, isDisabled: true } };

/** CityStash's theme, in German, in euros. */
export const CityStashGerman: Story = {
  args: { currency: 'EUR', value: 11 },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Abrechnungszeitraum' })).toBeInTheDocument();
    await expect(canvas.getByText('1.290,00 € pro Monat')).toBeInTheDocument();
    await expect(
      canvas.getByRole('button', { name: 'Weitere Abrechnungszeiträume anzeigen' }),
    ).toBeInTheDocument();
  },
};
