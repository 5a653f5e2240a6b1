// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { UnitTypeCard, type UnitTypeCardProps } from '../UnitTypeCard';

afterEach(cleanup);

const small: UnitTypeCardProps = {
  id: 'ut-7',
  name: 'Small unit',
  size: { area: 7.5, width: 2.5, length: 3 },
  // 987.60 without tax, 1 234.50 with 25 % VAT.
  priceFrom: { amount: 987.6, amountInclTax: 1234.5, period: 'month' },
  available: true,
  availableUnits: 4,
  currency: 'SEK',
  locale: 'en-GB',
  imageUrl: 'https://cdn.example.com/small.jpg',
  onSelect: () => {},
};

describe('<UnitTypeCard>', () => {
  it('shows the name as a heading, the size, the lowest price, the free units and a select button', async () => {
    const { container } = await renderWithStowly(<UnitTypeCard {...small} />);
    const card = screen.getByRole('article', { name: 'Small unit' });
    expect(screen.getByRole('heading', { level: 3, name: 'Small unit' })).toBeTruthy();
    expect(card.textContent).toContain('7.5 m² · 2.5 m × 3 m');
    expect(card.textContent).toContain('Price from SEK\u00a01,234.50 per month');
    expect(card.textContent).toContain('Units available: 4');
    const button = screen.getByRole('button', { name: 'Select Small unit' });
    expect(button.hasAttribute('disabled')).toBe(false);
    // The picture is decorative next to the name.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('sold out: the select button is disabled and says "Sold out", and the free units are not shown', async () => {
    const onSelect = vi.fn();
    const { container } = await renderWithStowly(
      <UnitTypeCard {...small} available={false} availableUnits={0} onSelect={onSelect} />,
    );
    const button = screen.getByRole('button', { name: 'Sold out Small unit' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('article').hasAttribute('data-sold-out')).toBe(true);
    expect(screen.queryByText(/Units available/)).toBeNull();
    await userEvent.click(button);
    expect(onSelect).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows the description and the features the API gives, as text', async () => {
    const { container } = await renderWithStowly(
      <UnitTypeCard
        {...small}
        description="Ground floor, <b>next to the lift</b>."
        features={['Drive-up access', 'Climate controlled', ' ']}
      />,
    );
    const card = screen.getByRole('article', { name: 'Small unit' });
    expect(card.textContent).toContain('Ground floor, <b>next to the lift</b>.');
    expect(card.querySelector('b')).toBeNull();
    const features = screen.getByRole('list', { name: 'Features' });
    expect(Array.from(features.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Drive-up access',
      'Climate controlled',
    ]);
    await expectNoAxeViolations(container);
  });

  it('sold out: the footer (the way on, such as interest registration) is inside the card, after its button', async () => {
    await renderWithStowly(
      <UnitTypeCard
        {...small}
        available={false}
        availableUnits={0}
        footer={<button type="button">Register interest in Small unit</button>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Small unit' });
    const register = screen.getByRole('button', { name: 'Register interest in Small unit' });
    expect(card.contains(register)).toBe(true);
    const soldOut = screen.getByRole('button', { name: 'Sold out Small unit' });
    expect(soldOut.compareDocumentPosition(register) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('formats the price for sv-SE in SEK, in Swedish', async () => {
    const { container } = await renderWithStowly(<UnitTypeCard {...small} locale="sv-SE" currency="SEK" />, {
      language: 'sv',
    });
    expect(screen.getByRole('article').textContent).toContain('Pris från 1\u00a0234,50\u00a0kr per månad');
    expect(screen.getByRole('article').textContent).toContain('7,5 m² · 2,5 m × 3 m');
    expect(screen.getByRole('button', { name: 'Välj Small unit' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('formats the price for de-DE in EUR, in German, per week', async () => {
    const { container } = await renderWithStowly(
      <UnitTypeCard
        {...small}
        locale="de-DE"
        currency="EUR"
        priceFrom={{ amount: 1037.39, amountInclTax: 1234.5, period: 'week' }}
      />,
      { language: 'de' },
    );
    expect(screen.getByRole('article').textContent).toContain('Preis ab 1.234,50\u00a0€ pro Woche');
    await expectNoAxeViolations(container);
  });

  it('shows a private customer, and one whose type is not chosen, the price with VAT', async () => {
    await renderWithStowly(<UnitTypeCard {...small} customerType="private" />);
    const price = screen.getByText(/^Price from/);
    expect(price.textContent).toBe('Price from SEK\u00a01,234.50 per month');
    cleanup();
    await renderWithStowly(<UnitTypeCard {...small} />);
    expect(screen.getByText(/^Price from/).textContent).toBe('Price from SEK\u00a01,234.50 per month');
  });

  it('shows a business customer the price without VAT, labelled so, in every language', async () => {
    await renderWithStowly(<UnitTypeCard {...small} customerType="business" />);
    expect(screen.getByText(/^Price from/).textContent).toBe(
      'Price from SEK\u00a0987.60 per month excl. VAT',
    );
    cleanup();
    await renderWithStowly(<UnitTypeCard {...small} customerType="business" locale="sv-SE" />, {
      language: 'sv',
    });
    expect(screen.getByText(/^Pris från/).textContent).toBe('Pris från 987,60\u00a0kr per månad exkl. moms');
  });

  it('calls onSelect with the id from the keyboard (Enter and Space)', async () => {
    const onSelect = vi.fn();
    await renderWithStowly(<UnitTypeCard {...small} onSelect={onSelect} />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select Small unit' }));
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith('ut-7');
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('gives the picture its text alternative when one is given, and adds class hooks', async () => {
    await renderWithStowly(<UnitTypeCard {...small} imageAlt="A small unit with a roller door" />, {
      theme: { elements: { UnitTypeCard: 'brand-card' } },
    });
    expect(screen.getByRole('img', { name: 'A small unit with a roller door' })).toBeTruthy();
    expect(screen.getByRole('article').className).toBe('stowly-UnitTypeCard brand-card');
  });
});
