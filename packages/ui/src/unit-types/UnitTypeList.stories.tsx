import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UnitTypeCardData } from './UnitTypeCard';
import { UnitTypeList, type UnitTypeListProps } from './UnitTypeList';

const unitTypes: UnitTypeCardData[] = [
  {
    id: '101',
    name: 'Locker',
    size: { area: 1.5 },
    priceFrom: { amount: 349, amountInclTax: 349, period: 'month' },
    available: true,
    availableUnits: 12,
  },
  {
    id: '102',
    name: 'Small unit',
    size: { area: 5, width: 2, length: 2.5 },
    priceFrom: { amount: 890, amountInclTax: 890, period: 'month' },
    available: true,
    availableUnits: 4,
  },
  {
    id: '103',
    name: 'Medium unit',
    size: { area: 10, width: 2.5, length: 4 },
    priceFrom: { amount: 1490, amountInclTax: 1490, period: 'month' },
    available: true,
    availableUnits: 1,
  },
  {
    id: '104',
    name: 'Garage',
    size: { area: 18, width: 3, length: 6 },
    priceFrom: { amount: 2390, amountInclTax: 2390, period: 'month' },
    available: false,
    availableUnits: 0,
  },
];

const categories = [
  { id: '1', name: 'Indoor' },
  { id: '2', name: 'Drive-up' },
];

/** Which unit types belong to which category, as the API's `categoryIds` say. */
const categoryOf: Record<string, string> = { '101': '1', '102': '1', '103': '1', '104': '2' };

/** The list with its category filter working, as the app wires it (the API filters by category). */
function FilteredList(props: UnitTypeListProps) {
  const [category, setCategory] = useState<string | null>(props.selectedCategory ?? null);
  const shown = category
    ? props.unitTypes.filter((unitType) => categoryOf[unitType.id] === category)
    : props.unitTypes;
  return (
    <UnitTypeList
      {...props}
      unitTypes={shown}
      selectedCategory={category}
      onCategoryChange={(next) => {
        setCategory(next);
        props.onCategoryChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Booking/UnitTypeList',
  component: UnitTypeList,
  render: (args) => <FilteredList {...args} />,
  args: { unitTypes, categories, currency: 'SEK', onSelect: fn(), onCategoryChange: fn() },
} satisfies Meta<typeof UnitTypeList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every unit type of a location, one sold out, with the category filter. */
export const AllUnitTypes: Story = {};

/** Filtering by category: choosing "Drive-up" leaves the garage. */
export const FilteredByCategory: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Drive-up' }));
    await expect(args.onCategoryChange).toHaveBeenCalledWith('2');
    await expect(canvas.getAllByRole('article').map((card) => card.querySelector('h3')?.textContent)).toEqual(
      ['Garage'],
    );
  },
};

/** No unit type in the chosen category. */
export const Empty: Story = { args: { unitTypes: [], selectedCategory: '2' } };

/** Without categories the filter is not shown. */
export const WithoutCategories: Story = { args: { categories: [] } };

/** CityStash's theme, in German. */
export const CityStashGerman: Story = {
  args: { currency: 'EUR' },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
};
