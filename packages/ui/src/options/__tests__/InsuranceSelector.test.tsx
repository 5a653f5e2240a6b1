// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { type InsuranceOption, InsuranceSelector, type InsuranceSelectorProps } from '../InsuranceSelector';

afterEach(cleanup);

const nbsp = '\u00a0';

/** Four insurances: one more than the first page of three. */
const insurances: InsuranceOption[] = [
  {
    id: 21,
    name: 'Basic cover',
    description: 'Fire and water damage.',
    coverageAmount: 50000,
    billingPeriod: { id: 210, period: 'monthly', amount: 49, amountInclTax: 49 },
  },
  {
    id: 22,
    name: 'Standard cover',
    description: '',
    coverageAmount: 100000,
    billingPeriod: { id: 220, period: 'monthly', amount: 89, amountInclTax: 89 },
  },
  {
    id: 23,
    name: 'Premium cover',
    coverageAmount: 250000,
    billingPeriod: { id: 230, period: 'weekly', amount: 39.5, amountInclTax: 39.5 },
  },
  {
    id: 24,
    name: 'Business cover',
    coverageAmount: 500000,
    billingPeriod: { id: 240, period: 'monthly', amount: 299, amountInclTax: 299 },
  },
];

function props(overrides: Partial<InsuranceSelectorProps> = {}): InsuranceSelectorProps {
  return { insurances, value: null, onChange: () => {}, currency: 'SEK', locale: 'en-GB', ...overrides };
}

/** The text a radio's aria-describedby points at. */
const description = (radio: HTMLElement) =>
  document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;

// axe runs are slow in jsdom; give each test room.
describe('<InsuranceSelector>', { timeout: 20_000 }, () => {
  it('shows the first three insurances with cover, premium per period and description', async () => {
    const { container } = await renderWithStowly(<InsuranceSelector {...props()} />);
    const group = screen.getByRole('radiogroup', { name: 'Insurance' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(description(screen.getByRole('radio', { name: 'Basic cover' }))).toBe(
      `Covers up to SEK${nbsp}50,000.00 SEK${nbsp}49.00 per month Fire and water damage.`,
    );
    expect(description(screen.getByRole('radio', { name: 'Premium cover' }))).toBe(
      `Covers up to SEK${nbsp}250,000.00 SEK${nbsp}39.50 per week`,
    );
    expect(screen.queryByRole('radio', { name: 'Business cover' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('reports the chosen insurance with its billing period id, by click and by arrow key', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<InsuranceSelector {...props({ onChange })} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Standard cover' }));
    expect(onChange).toHaveBeenLastCalledWith({ id: 22, billingPeriodId: 220 });
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 23, billingPeriodId: 230 });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Premium cover' }));
  });

  it('marks the chosen insurance', async () => {
    await renderWithStowly(<InsuranceSelector {...props({ value: 21 })} />);
    const radio = screen.getByRole('radio', { name: 'Basic cover' });
    expect(radio).toHaveProperty('checked', true);
    expect(radio.closest('.stowly-InsuranceSelectorOption')?.hasAttribute('data-selected')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Standard cover' })).toHaveProperty('checked', false);
  });

  it('"Show more insurance options" reveals the rest from the keyboard and focuses the first new one', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<InsuranceSelector {...props({ onChange })} />);
    const user = userEvent.setup();
    screen.getByRole('button', { name: 'Show more insurance options' }).focus();
    await user.keyboard(' ');
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Business cover' }));
    expect(screen.queryByRole('button', { name: 'Show more insurance options' })).toBeNull();
    // Focus alone does not choose; Space does.
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith({ id: 24, billingPeriodId: 240 });
  });

  it('keeps a chosen insurance from the second page visible', async () => {
    await renderWithStowly(<InsuranceSelector {...props({ value: 24 })} />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Show more insurance options' })).toBeNull();
  });

  it('speaks Swedish with sv-SE money', async () => {
    const { container } = await renderWithStowly(<InsuranceSelector {...props({ locale: undefined })} />, {
      language: 'sv',
    });
    expect(screen.getByRole('radiogroup', { name: 'Försäkring' })).toBeTruthy();
    expect(description(screen.getByRole('radio', { name: 'Standard cover' }))).toBe(
      `Försäkrat belopp upp till 100${nbsp}000,00${nbsp}kr 89,00${nbsp}kr per månad`,
    );
    expect(screen.getByRole('button', { name: 'Visa fler försäkringar' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
