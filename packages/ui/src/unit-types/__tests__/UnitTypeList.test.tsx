// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { UnitTypeCardData } from '../UnitTypeCard';
import { UnitTypeList, type UnitTypeListProps } from '../UnitTypeList';

afterEach(cleanup);

const unitTypes: (UnitTypeCardData & { categoryId: string })[] = [
  {
    id: 'ut-1',
    categoryId: 'indoor',
    name: 'Locker',
    size: { area: 1 },
    priceFrom: { amount: 290, amountInclTax: 290, period: 'month' },
    available: true,
    availableUnits: 12,
  },
  {
    id: 'ut-2',
    categoryId: 'drive-up',
    name: 'Garage',
    size: { area: 15 },
    priceFrom: { amount: 2490, amountInclTax: 2490, period: 'month' },
    available: false,
  },
];

const categories = [
  { id: 'indoor', name: 'Indoor' },
  { id: 'drive-up', name: 'Drive-up' },
];

/** Stands in for the host: keeps the chosen category and filters as `useUnitTypes` would. */
function listProps(
  selectedCategory: string | null,
  overrides: Partial<UnitTypeListProps> = {},
): UnitTypeListProps {
  return {
    unitTypes: unitTypes.filter(
      (unitType) => selectedCategory === null || unitType.categoryId === selectedCategory,
    ),
    categories,
    selectedCategory,
    currency: 'SEK',
    locale: 'sv-SE',
    onSelect: () => {},
    ...overrides,
  };
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('<UnitTypeList>', () => {
  it('shows a card per unit type and a category filter with "All" chosen', async () => {
    const { container } = await renderWithStowly(<UnitTypeList {...listProps(null)} />);
    const list = screen.getByRole('region', { name: 'Storage units' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(cardNames()).toEqual(['Locker', 'Garage']);
    const filter = screen.getByRole('radiogroup', { name: 'Category' });
    const options = within(filter).getAllByRole<HTMLInputElement>('radio');
    expect(options.map((option) => option.labels?.[0]?.textContent)).toEqual(['All', 'Indoor', 'Drive-up']);
    expect(options.map((option) => option.checked)).toEqual([true, false, false]);
    await expectNoAxeViolations(container);
  });

  it('reports the chosen category, and shows the cards the host then gives it', async () => {
    const onCategoryChange = vi.fn();
    const { rerenderWithStowly } = await renderWithStowly(
      <UnitTypeList {...listProps(null, { onCategoryChange })} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Drive-up' }));
    expect(onCategoryChange).toHaveBeenLastCalledWith('drive-up');

    rerenderWithStowly(<UnitTypeList {...listProps('drive-up', { onCategoryChange })} />);
    expect(cardNames()).toEqual(['Garage']);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Drive-up' }).checked).toBe(true);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(onCategoryChange).toHaveBeenLastCalledWith(null);
  });

  it('chooses a category with the arrow keys, as a radio group does', async () => {
    const onCategoryChange = vi.fn();
    await renderWithStowly(<UnitTypeList {...listProps(null, { onCategoryChange })} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'All' }));
    await user.keyboard('{ArrowRight}');
    expect(onCategoryChange).toHaveBeenLastCalledWith('indoor');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Indoor' }));
  });

  it('passes the chosen unit type to onSelect', async () => {
    const onSelect = vi.fn();
    await renderWithStowly(<UnitTypeList {...listProps(null, { onSelect })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Select Locker' }));
    expect(onSelect).toHaveBeenCalledWith('ut-1');
  });

  it('shows a message when no unit type matches', async () => {
    const { container } = await renderWithStowly(<UnitTypeList {...listProps(null, { unitTypes: [] })} />, {
      language: 'de',
    });
    expect(screen.getByRole('status').textContent).toBe('Keine Lagerabteile in dieser Kategorie.');
    expect(screen.queryByRole('list')).toBeNull();
    await expectNoAxeViolations(container);
  });
});
