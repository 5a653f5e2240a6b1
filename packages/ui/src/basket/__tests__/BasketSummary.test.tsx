// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { type BasketPriceCalculation, BasketSummary } from '../BasketSummary';

afterEach(cleanup);

const nbsp = '\u00a0';
const minus = '\u2212';

/** A monthly SEK price: rent, two padlocks, a discount and 25 % VAT. */
const sek: BasketPriceCalculation = {
  currency: 'SEK',
  period: 'monthly',
  lines: [
    { kind: 'rent', label: 'Small unit', quantity: 1, unitAmount: 1200, amount: 1200, recurring: true },
    {
      kind: 'one_time_product',
      label: 'Padlock',
      quantity: 2,
      unitAmount: 99.5,
      amount: 199,
      recurring: false,
    },
    { kind: 'discount', label: 'SPRING25', quantity: 1, unitAmount: -300, amount: -300, recurring: false },
    { kind: 'tax', label: 'Moms', quantity: 1, unitAmount: 274.75, amount: 274.75, recurring: false },
  ],
  discount: { code: 'SPRING25', amount: 300 },
  subtotal: 1099,
  tax: { rate: 25, amount: 274.75 },
  dueNow: 1373.75,
  recurringAmount: 1500,
};

/** A weekly EUR price with insurance and 20 % VAT. */
const eur: BasketPriceCalculation = {
  currency: 'EUR',
  period: 'weekly',
  lines: [
    { kind: 'rent', label: 'Garage', quantity: 1, unitAmount: 1234.5, amount: 1234.5, recurring: true },
    { kind: 'insurance', label: 'Insurance', quantity: 1, unitAmount: 10, amount: 10, recurring: true },
    { kind: 'discount', label: 'WELCOME', quantity: 1, unitAmount: -44.5, amount: -44.5, recurring: false },
    { kind: 'tax', label: 'USt.', quantity: 1, unitAmount: 240, amount: 240, recurring: false },
  ],
  discount: { code: 'WELCOME', amount: 44.5 },
  subtotal: 1200,
  tax: { rate: 20, amount: 240 },
  dueNow: 1440,
  recurringAmount: 1493.4,
};

/** The term and value of every row of the description lists, in order. */
function rows(): string[][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('<BasketSummary>', () => {
  it('shows the lines, subtotal, VAT with its rate, due now and the monthly price for sv-SE in SEK', async () => {
    const { container } = await renderWithStowly(<BasketSummary calculation={sek} locale="sv-SE" />, {
      language: 'sv',
    });
    const summary = screen.getByRole('region', { name: 'Din bokning' });
    expect(within(summary).getByRole('heading', { level: 2, name: 'Din bokning' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Small unit', `1${nbsp}200,00${nbsp}kr`],
      [`2 × Padlock (99,50${nbsp}kr/st.)`, `199,00${nbsp}kr`],
      ['SPRING25', `${minus}300,00${nbsp}kr`],
      ['Delsumma', `1${nbsp}099,00${nbsp}kr`],
      [`Moms (25${nbsp}%)`, `274,75${nbsp}kr`],
      ['Att betala nu', `1${nbsp}373,75${nbsp}kr`],
    ]);
    expect(summary.textContent).toContain(`Därefter 1${nbsp}500,00${nbsp}kr per månad`);
    expect(summary.hasAttribute('aria-busy')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('shows a weekly price for de-AT in EUR, in German', async () => {
    const { container } = await renderWithStowly(<BasketSummary calculation={eur} locale="de-AT" />, {
      language: 'de',
    });
    expect(rows()).toEqual([
      ['Garage', `€${nbsp}1.234,50`],
      ['Insurance', `€${nbsp}10,00`],
      ['WELCOME', `-€${nbsp}44,50`],
      ['Zwischensumme', `€${nbsp}1.200,00`],
      [`MwSt. (20${nbsp}%)`, `€${nbsp}240,00`],
      ['Jetzt fällig', `€${nbsp}1.440,00`],
    ]);
    const summary = screen.getByRole('region', { name: 'Ihre Buchung' });
    expect(summary.textContent).toContain(`Danach €${nbsp}1.493,40 pro Woche`);
    expect(summary.textContent).not.toContain('pro Monat');
    await expectNoAxeViolations(container);
  });

  it('shows a discount as a negative amount even when the line carries a positive one', async () => {
    const positive = {
      ...sek,
      lines: [sek.lines[0], { ...sek.lines[2], amount: 300, unitAmount: 300 }],
    } as BasketPriceCalculation;
    await renderWithStowly(<BasketSummary calculation={positive} locale="en-GB" />);
    expect(rows()[1]).toEqual(['SPRING25', '-SEK\u00a0300.00']);
  });

  it('says "per month" or "per week" after the recurring amount, from the period', async () => {
    const { rerenderWithStowly } = await renderWithStowly(<BasketSummary calculation={sek} locale="en-GB" />);
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary.textContent).toContain('Then SEK\u00a01,500.00 per month');
    rerenderWithStowly(<BasketSummary calculation={{ ...sek, period: 'weekly' }} locale="en-GB" />);
    expect(summary.textContent).toContain('Then SEK\u00a01,500.00 per week');
    expect(screen.queryByText(/per month/)).toBeNull();
  });

  it('takes the locale from the I18nProvider when none is given', async () => {
    await renderWithStowly(<BasketSummary calculation={sek} />, { language: 'sv' });
    expect(screen.getByRole('region').textContent).toContain(`Därefter 1${nbsp}500,00${nbsp}kr per månad`);
  });

  it('loading: marks the summary busy and says the price is being calculated', async () => {
    const { container, rerenderWithStowly } = await renderWithStowly(<BasketSummary isLoading />);
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Calculating the price…');
    expect(screen.queryAllByRole('term')).toEqual([]);
    await expectNoAxeViolations(container);

    // A recalculation keeps the previous price on screen while busy.
    rerenderWithStowly(<BasketSummary calculation={sek} locale="en-GB" isLoading />);
    expect(summary.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Due now')).toBeTruthy();

    rerenderWithStowly(<BasketSummary calculation={sek} locale="en-GB" />);
    expect(summary.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);
  });

  it('adds the integrator class hooks and the line kind', async () => {
    const { container } = await renderWithStowly(<BasketSummary calculation={sek} locale="en-GB" />, {
      theme: { elements: { BasketSummary: 'brand-basket', BasketSummaryDueNow: 'brand-due' } },
    });
    expect(screen.getByRole('region').className).toBe('stowly-BasketSummary brand-basket');
    expect(container.querySelector('.brand-due')?.textContent).toBe('Due nowSEK\u00a01,373.75');
    expect(container.querySelector('[data-kind="discount"]')?.textContent).toBe('SPRING25-SEK\u00a0300.00');
  });

  it('says where, what and from when, and which lines recur every month and which are charged once', async () => {
    const { container } = await renderWithStowly(
      <BasketSummary
        calculation={sek}
        locale="en-GB"
        booking={{ locationName: 'Stowly Södermalm', unitTypeName: 'Small unit', moveInDate: '2026-03-20' }}
      />,
    );
    const summary = screen.getByRole('region', { name: 'Your booking' });
    const terms = within(summary)
      .getAllByRole('term')
      .slice(0, 3)
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Location', 'Stowly Södermalm'],
      ['Storage unit', 'Small unit'],
      ['Move-in date', '20 March 2026'],
    ]);
    const monthly = screen.getByRole('heading', { level: 3, name: 'Every month' });
    const once = screen.getByRole('heading', { level: 3, name: 'Once, with the first payment' });
    const group = (heading: HTMLElement) =>
      Array.from(heading.parentElement?.querySelectorAll('dt') ?? [], (term) => term.textContent);
    expect(group(monthly)).toEqual(['Small unit']);
    expect(group(once)).toEqual(['2 × Padlock (SEK 99.50 each)', 'SPRING25']);
    await expectNoAxeViolations(container);
  });

  it('without a price, the hint of what is still needed is inside the summary card', async () => {
    await renderWithStowly(
      <BasketSummary booking={{ locationName: 'Stowly Södermalm' }} emptyHint="Choose a move-in date." />,
    );
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(within(summary).getByText('Choose a move-in date.')).toBeTruthy();
    expect(within(summary).getByText('Stowly Södermalm')).toBeTruthy();
  });
});
