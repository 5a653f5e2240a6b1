// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { type ProductOption, ProductSelector, type ProductSelectorProps } from '../ProductSelector';

afterEach(cleanup);

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
  { id: 2, name: 'Moving boxes', frequency: 'one_time', amount: 29, amountInclTax: 29 },
  { id: 3, name: 'Tape', frequency: 'one_time', amount: 39, amountInclTax: 39 },
  { id: 4, name: 'Trolley hire', frequency: 'one_time', amount: 99, amountInclTax: 99 },
  { id: 1, name: 'Climate control', frequency: 'recurring', amount: 120, amountInclTax: 120 },
];

function props(overrides: Partial<ProductSelectorProps> = {}): ProductSelectorProps {
  return {
    products,
    selected: [],
    onToggle: () => {},
    onQuantityChange: () => {},
    currency: 'SEK',
    locale: 'en-GB',
    ...overrides,
  };
}

const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

// axe runs are slow in jsdom; give each test room.
describe('<ProductSelector>', { timeout: 20_000 }, () => {
  it('groups the products into one-time and recurring, with prices once or per month', async () => {
    const { container } = await renderWithStowly(<ProductSelector {...props()} />);
    expect(screen.getByRole('group', { name: 'Products' })).toBeTruthy();
    const oneTime = screen.getByRole('group', { name: 'One-time products' });
    expect(
      within(oneTime)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Padlock', 'Moving boxes', 'Tape']);
    expect(description(screen.getByRole('checkbox', { name: 'Padlock' }))).toBe(
      'SEK\u00a0149.00 one-off Disc lock with two keys.',
    );
    const recurring = screen.getByRole('group', { name: 'Recurring products' });
    expect(description(within(recurring).getByRole('checkbox', { name: 'Climate control' }))).toBe(
      'SEK\u00a0120.00 per month',
    );
    // No quantity until a product is added; one "Show more" for the one-time list only.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more one-time products' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more recurring products' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('toggles a product with the checkbox, by click and with Space', async () => {
    const onToggle = vi.fn();
    await renderWithStowly(<ProductSelector {...props({ onToggle })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Moving boxes' }));
    expect(onToggle).toHaveBeenLastCalledWith(products[1]);
    screen.getByRole('checkbox', { name: 'Climate control' }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(products[4]);
  });

  it('shows an added product as checked with its quantity, and reports quantity changes', async () => {
    const onQuantityChange = vi.fn();
    const { container } = await renderWithStowly(
      <ProductSelector
        {...props({ onQuantityChange, selected: [{ id: 1, frequency: 'one_time', quantity: 2 }] })}
      />,
    );
    const padlock = screen.getByRole('checkbox', { name: 'Padlock' });
    expect(padlock).toHaveProperty('checked', true);
    expect(padlock.closest('.stowly-ProductSelectorItem')?.hasAttribute('data-selected')).toBe(true);
    // The recurring product with the same id is a different product.
    expect(screen.getByRole('checkbox', { name: 'Climate control' })).toHaveProperty('checked', false);
    const quantity = await screen.findByRole('textbox', { name: 'Quantity Padlock' });
    expect((quantity as HTMLInputElement).value).toBe('2');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Increase the quantity of Padlock' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(1, 'one_time', 3);
    await user.click(screen.getByRole('button', { name: 'Decrease the quantity of Padlock' }));
    expect(onQuantityChange).toHaveBeenLastCalledWith(1, 'one_time', 1);

    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.tab();
    expect(onQuantityChange).toHaveBeenLastCalledWith(1, 'one_time', 4);
    await expectNoAxeViolations(container);
  });

  it('keeps the quantity between 1 and the product maximum, also with the arrow keys', async () => {
    const onQuantityChange = vi.fn();
    await renderWithStowly(
      <ProductSelector
        {...props({ onQuantityChange, selected: [{ id: 1, frequency: 'one_time', quantity: 1 }] })}
      />,
    );
    const quantity = await screen.findByRole('textbox', { name: 'Quantity Padlock' });
    expect(screen.getByRole('button', { name: 'Decrease the quantity of Padlock' })).toHaveProperty(
      'disabled',
      true,
    );
    const user = userEvent.setup();
    await user.click(quantity);
    await user.keyboard('{ArrowUp}');
    expect(onQuantityChange).toHaveBeenLastCalledWith(1, 'one_time', 2);
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.tab();
    expect(onQuantityChange).toHaveBeenLastCalledWith(1, 'one_time', 5);
  });

  it('"Show more one-time products" reveals the next page and focuses its first checkbox', async () => {
    await renderWithStowly(<ProductSelector {...props()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show more one-time products' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Trolley hire' }));
    expect(
      within(screen.getByRole('group', { name: 'One-time products' })).getAllByRole('checkbox'),
    ).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more one-time products' })).toBeNull();
  });

  it('always shows an added product from a later page, and prices recurring products per week for weekly plans', async () => {
    await renderWithStowly(
      <ProductSelector
        {...props({ period: 'weekly', selected: [{ id: 4, frequency: 'one_time', quantity: 1 }] })}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Trolley hire' })).toHaveProperty('checked', true);
    expect(description(screen.getByRole('checkbox', { name: 'Climate control' }))).toBe(
      'SEK\u00a0120.00 per week',
    );
  });

  it('renders nothing without products', async () => {
    const { container } = await renderWithStowly(<ProductSelector {...props({ products: [] })} />);
    expect(container.querySelector('.stowly-ProductSelector')).toBeNull();
  });

  it('speaks German, with German quantity buttons', async () => {
    const { container } = await renderWithStowly(
      <ProductSelector
        {...props({
          locale: undefined,
          currency: 'EUR',
          selected: [{ id: 1, frequency: 'recurring', quantity: 1 }],
        })}
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('group', { name: 'Einmalige Produkte' })).toBeTruthy();
    expect(description(screen.getByRole('checkbox', { name: 'Padlock' }))).toBe(
      '149,00\u00a0€ einmalig Disc lock with two keys.',
    );
    expect(description(screen.getByRole('checkbox', { name: 'Climate control' }))).toBe(
      '120,00\u00a0€ pro Monat',
    );
    expect(screen.getByRole('textbox', { name: 'Anzahl Climate control' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Anzahl von Climate control erhöhen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weitere einmalige Produkte anzeigen' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
