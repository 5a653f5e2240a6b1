import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UnitTypeCard } from './UnitTypeCard';

const meta = {
  title: 'Booking/UnitTypeCard',
  component: UnitTypeCard,
  args: {
    id: '101',
    name: 'Locker',
    size: { area: 1.5, width: 1, length: 1.5, height: 2.2 },
    priceFrom: { amount: 349, amountInclTax: 349, period: 'month' },
    available: true,
    availableUnits: 12,
    currency: 'SEK',
    onSelect: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof UnitTypeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A unit type with free units: the select button is enabled. */
export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Select Locker' }));
    await expect(args.onSelect).toHaveBeenCalledWith('101');
  },
};

/** The last free unit. */
export const LastUnit: Story = { args: { name: 'Medium unit', size: { area: 10 }, availableUnits: 1 } };

/** Sold out: the card stays, the button is disabled and says so. */
export const SoldOut: Story = {
  args: { name: 'Garage', size: { area: 15, width: 3, length: 5 }, available: false, availableUnits: 0 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sold out Garage' });
    await expect(button).toBeDisabled();
  },
};

/** Weekly pricing in square feet. */
export const WeeklyInSquareFeet: Story = {
  args: {
    size: { area: 25, unit: 'ft2', width: 5, length: 5 },
    priceFrom: { amount: 19.5, amountInclTax: 19.5, period: 'week' },
    currency: 'GBP',
  },
};

/** CityStash's theme, in German, priced in euros. */
export const CityStashGerman: Story = {
  args: {
    name: 'Lagerbox M',
    priceFrom: { amount: 89, amountInclTax: 89, period: 'month' },
    currency: 'EUR',
  },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Auswählen Lagerbox M' })).toBeEnabled();
    // German is shown with the de-DE locale (spec section 9), which puts the euro sign after the amount.
    await expect(canvas.getByText('Preis ab 89,00 € pro Monat')).toBeInTheDocument();
    // The wrapper carries CityStash's primary colour as a scoped custom property.
    const root = canvasElement.querySelector<HTMLElement>('.stowly-Root');
    await expect(root?.style.getPropertyValue('--stowly-color-primary').toLowerCase()).toBe('#5b2a86');
  },
};
