import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  type ProductOption,
  type ProductSelection,
  ProductSelector,
  type ProductSelectorProps,
} from './ProductSelector';

/** The selector with the added products kept in state, as the booking flow's toggle and quantity rules do. */
function Stateful(args: ProductSelectorProps) {
  const [selected, setSelected] = useState<readonly ProductSelection[]>(args.selected);
  return (
    <ProductSelector
      {...args}
      selected={selected}
      onToggle={(product) => {
        setSelected((current) =>
          current.some((item) => item.id === product.id && item.frequency === product.frequency)
            ? current.filter((item) => !(item.id === product.id && item.frequency === product.frequency))
            : [...current, { id: product.id, frequency: product.frequency, quantity: 1 }],
        );
        args.onToggle(product);
      }}
      onQuantityChange={(id, frequency, quantity) => {
        setSelected((current) =>
          current.map((item) =>
            item.id === id && item.frequency === frequency ? { ...item, quantity } : item,
          ),
        );
        args.onQuantityChange(id, frequency, quantity);
      }}
    />
  );
}

const products: ProductOption[] = [
  {
    id: 1,
    name: 'Padlock',
    description: 'Disc lock with two keys.',
    frequency: 'one_time',
    amount: 149,
    amountInclTax: 149,
    maxQuantity: 5,
  },
  { id: 2, name: 'Moving boxes (10)', frequency: 'one_time', amount: 229, amountInclTax: 229 },
  { id: 3, name: 'Packing tape', frequency: 'one_time', amount: 39, amountInclTax: 39 },
  {
    id: 4,
    name: 'Trolley hire',
    description: 'For the day of the move.',
    frequency: 'one_time',
    amount: 99,
    amountInclTax: 99,
  },
  {
    id: 1,
    name: 'Climate control',
    description: 'Steady 15–20 °C all year.',
    frequency: 'recurring',
    amount: 120,
    amountInclTax: 120,
  },
  { id: 2, name: 'Extra access card', frequency: 'recurring', amount: 25, amountInclTax: 25 },
];

const meta = {
  title: 'Options/ProductSelector',
  component: ProductSelector,
  args: {
    products,
    selected: [],
    currency: 'SEK',
    period: 'monthly',
    onToggle: fn(),
    onQuantityChange: fn(),
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ProductSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing added yet; adding a product shows its quantity. */
export const NothingAdded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Padlock' }));
    await expect(args.onToggle).toHaveBeenCalledWith(products[0]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Increase the quantity of Padlock' }));
    await expect(args.onQuantityChange).toHaveBeenCalledWith(1, 'one_time', 2);
  },
};

/** Products added, with quantities. */
export const Added: Story = {
  args: {
    selected: [
      { id: 1, frequency: 'one_time', quantity: 2 },
      { id: 1, frequency: 'recurring', quantity: 1 },
    ],
  },
};

/** "Show more" reveals the last one-time product and focuses it. */
export const AllShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show more one-time products' }));
    await expect(canvas.getByRole('checkbox', { name: 'Trolley hire' })).toHaveFocus();
  },
};

/** Only recurring products, on a weekly plan, with pictures. */
export const RecurringWeekly: Story = {
  args: {
    products: products
      .filter((product) => product.frequency === 'recurring')
      .map((product) => ({
        ...product,
        amount: product.amount / 4,
        // A tiny inline picture, so the story loads nothing from a network.
        imageUrl:
          'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"%3E%3Crect width="4" height="4" fill="%23C4DDF1"/%3E%3C/svg%3E',
      })),
    period: 'weekly',
    currency: 'GBP',
  },
};

/** CityStash's theme, in German, in euros. */
export const CityStashGerman: Story = {
  args: { currency: 'EUR', selected: [{ id: 1, frequency: 'recurring', quantity: 1 }] },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Einmalige Produkte' })).toBeInTheDocument();
    await expect(await canvas.findByRole('textbox', { name: 'Anzahl Climate control' })).toHaveValue('1');
  },
};
