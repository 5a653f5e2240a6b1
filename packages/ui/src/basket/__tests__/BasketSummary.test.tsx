// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { type BasketPriceCalculation, type BasketPriceLine, BasketSummary } from '../BasketSummary';

afterEach(cleanup);

const nbsp = '\u00a0';
const minus = '\u2212';

/** One line: `unitAmount` without tax and `unitAmountInclTax` with it, `quantity` of them. */
function line(
  kind: BasketPriceLine['kind'],
  label: string,
  quantity: number,
  unitAmount: number,
  unitAmountInclTax: number,
  recurring: boolean,
): BasketPriceLine {
  const amount = Math.round(unitAmount * quantity * 100) / 100;
  const amountInclTax = Math.round(unitAmountInclTax * quantity * 100) / 100;
  return { kind, label, quantity, unitAmount, amount, unitAmountInclTax, amountInclTax, recurring };
}

/** A monthly SEK price: rent, two padlocks, a discount and 25 % VAT. */
const sek: BasketPriceCalculation = {
  currency: 'SEK',
  period: 'monthly',
  lines: [
    line('rent', 'Small unit', 1, 1200, 1500, true),
    line('one_time_product', 'Padlock', 2, 99.6, 124.5, false),
    line('discount', 'SPRING25', 1, -300, -375, false),
    line('tax', 'Moms', 1, 274.8, 274.8, false),
  ],
  discount: { code: 'SPRING25', amount: 300 },
  subtotal: 1099.2,
  tax: { rate: 25, amount: 274.8 },
  dueNow: 1374,
  recurringAmount: 1500,
  recurringAmountExclTax: 1200,
};

/** A weekly EUR price with insurance and 20 % VAT. */
const eur: BasketPriceCalculation = {
  currency: 'EUR',
  period: 'weekly',
  lines: [
    line('rent', 'Garage', 1, 1234.5, 1481.4, true),
    line('insurance', 'Insurance', 1, 10, 12, true),
    line('discount', 'WELCOME', 1, -44.5, -53.4, false),
    line('tax', 'USt.', 1, 240, 240, false),
  ],
  discount: { code: 'WELCOME', amount: 44.5 },
  subtotal: 1200,
  tax: { rate: 20, amount: 240 },
  dueNow: 1440,
  recurringAmount: 1493.4,
  recurringAmountExclTax: 1244.5,
};

/** The term and value of every row of the description lists, in order. */
function rows(): string[][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

describe('<BasketSummary>', () => {
  it('shows a private customer the lines with VAT, due now, the VAT it includes and the monthly price (sv-SE, SEK)', async () => {
    const { container } = await renderWithStowly(<BasketSummary calculation={sek} locale="sv-SE" />, {
      language: 'sv',
    });
    const summary = screen.getByRole('region', { name: 'Din bokning' });
    expect(within(summary).getByRole('heading', { level: 2, name: 'Din bokning' })).toBeTruthy();
    expect(rows()).toEqual([
      ['Small unit', `1${nbsp}500,00${nbsp}kr`],
      [`2 × Padlock (124,50${nbsp}kr/st.)`, `249,00${nbsp}kr`],
      ['SPRING25', `${minus}375,00${nbsp}kr`],
      ['Att betala nu', `1${nbsp}374,00${nbsp}kr`],
      [`Varav moms (25${nbsp}%)`, `274,80${nbsp}kr`],
    ]);
    expect(summary.textContent).toContain(`Därefter 1${nbsp}500,00${nbsp}kr per månad`);
    expect(summary.hasAttribute('aria-busy')).toBe(false);
    await expectNoAxeViolations(container);
  });

  it('shows a business customer the lines without VAT, the subtotal without VAT, the VAT and due now, labelled so', async () => {
    await renderWithStowly(<BasketSummary calculation={sek} locale="sv-SE" customerType="business" />, {
      language: 'sv',
    });
    expect(rows()).toEqual([
      ['Small unit', `1${nbsp}200,00${nbsp}kr`],
      [`2 × Padlock (99,60${nbsp}kr/st.)`, `199,20${nbsp}kr`],
      ['SPRING25', `${minus}300,00${nbsp}kr`],
      ['Delsumma exkl. moms', `1${nbsp}099,20${nbsp}kr`],
      [`Moms (25${nbsp}%)`, `274,80${nbsp}kr`],
      ['Att betala nu', `1${nbsp}374,00${nbsp}kr`],
    ]);
    expect(screen.getByRole('region').textContent).toContain(
      `Därefter 1${nbsp}200,00${nbsp}kr exkl. moms per månad`,
    );
  });

  it('has a total that is the sum of the lines shown, for either customer type', async () => {
    const amount = (text: string) => Number(text.replace(/[^\d.−-]/g, '').replace('−', '-'));
    for (const customerType of ['private', 'business'] as const) {
      await renderWithStowly(<BasketSummary calculation={sek} locale="en-GB" customerType={customerType} />);
      const shown = rows();
      const total = shown.find(([term]) => term === 'Due now');
      // Private: the lines; business: the lines' subtotal and the VAT.
      const added =
        customerType === 'private'
          ? shown.slice(0, 3)
          : shown.filter(([term]) => term === 'Subtotal excl. VAT' || term?.startsWith('VAT'));
      const cents = added.reduce((sum, [, value]) => sum + Math.round(amount(value ?? '') * 100), 0);
      expect(cents).toBe(Math.round(amount(total?.[1] ?? '') * 100));
      expect(total?.[1]).toBe(`SEK${nbsp}1,374.00`);
      cleanup();
    }
  });

  it('shows a weekly price for de-DE in EUR, in German', async () => {
    const { container } = await renderWithStowly(<BasketSummary calculation={eur} locale="de-DE" />, {
      language: 'de',
    });
    expect(rows()).toEqual([
      ['Garage', `1.481,40${nbsp}€`],
      ['Insurance', `12,00${nbsp}€`],
      ['WELCOME', `-53,40${nbsp}€`],
      ['Jetzt fällig', `1.440,00${nbsp}€`],
      [`Enthaltene MwSt. (20${nbsp}%)`, `240,00${nbsp}€`],
    ]);
    const summary = screen.getByRole('region', { name: 'Ihre Buchung' });
    expect(summary.textContent).toContain(`Danach 1.493,40${nbsp}€ pro Woche`);
    expect(summary.textContent).not.toContain('pro Monat');
    await expectNoAxeViolations(container);
  });

  it('shows a discount as a negative amount even when the line carries a positive one', async () => {
    const positive = {
      ...sek,
      lines: [sek.lines[0], { ...sek.lines[2], amountInclTax: 375, unitAmountInclTax: 375 }],
    } as BasketPriceCalculation;
    await renderWithStowly(<BasketSummary calculation={positive} locale="en-GB" />);
    expect(rows()[1]).toEqual(['SPRING25', '-SEK\u00a0375.00']);
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
    expect(container.querySelector('.brand-due')?.textContent).toBe('Due nowSEK\u00a01,374.00');
    expect(container.querySelector('[data-kind="discount"]')?.textContent).toBe('SPRING25-SEK\u00a0375.00');
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
    expect(group(once)).toEqual(['2 × Padlock (SEK 124.50 each)', 'SPRING25']);
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
