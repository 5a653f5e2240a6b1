// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import {
  type BillingPlanOption,
  BillingPlanSelector,
  type BillingPlanSelectorProps,
} from '../BillingPlanSelector';

afterEach(cleanup);

const nbsp = '\u00a0';

/** Six plans: more than the first page of four. */
const plans: BillingPlanOption[] = [
  { id: 11, name: 'Monthly', period: 'monthly', amount: 1290, amountInclTax: 1290, hasInsurances: true },
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
    hasInsurances: false,
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
  { id: 16, name: 'Yearly prepaid', period: 'monthly', amount: 990, amountInclTax: 990, hasInsurances: true },
];

function props(overrides: Partial<BillingPlanSelectorProps> = {}): BillingPlanSelectorProps {
  return {
    billingPeriods: plans,
    value: null,
    onChange: () => {},
    currency: 'SEK',
    locale: 'en-GB',
    ...overrides,
  };
}

const radioNames = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));

// axe runs are slow in jsdom; give each test room.
describe('<BillingPlanSelector>', { timeout: 20_000 }, () => {
  it('shows the first four plans as radios named by plan, with the rent per month or week as description', async () => {
    const { container } = await renderWithStowly(<BillingPlanSelector {...props()} />);
    const group = screen.getByRole('radiogroup', { name: 'Billing period' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    expect(monthly).toHaveProperty('checked', false);
    expect(document.getElementById(monthly.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `SEK${nbsp}1,290.00 per month`,
    );
    const weekly = screen.getByRole('radio', { name: 'Weekly' });
    expect(document.getElementById(weekly.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      `SEK${nbsp}349.50 per week`,
    );
    expect(screen.queryByRole('radio', { name: 'Weekly, 8 weeks' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show more billing periods' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('calls onChange with the plan id on click, and marks the chosen plan', async () => {
    const onChange = vi.fn();
    const { rerenderWithStowly } = await renderWithStowly(<BillingPlanSelector {...props({ onChange })} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly, 6 months' }));
    expect(onChange).toHaveBeenCalledWith(12);
    rerenderWithStowly(<BillingPlanSelector {...props({ onChange, value: 12 })} />);
    const chosen = screen.getByRole('radio', { name: 'Monthly, 6 months' });
    expect(chosen).toHaveProperty('checked', true);
    expect(chosen.closest('.stowly-BillingPlanSelectorOption')?.hasAttribute('data-selected')).toBe(true);
    expect(radioNames()).toEqual(['11', '12', '13', '14']);
  });

  it('moves between plans with the arrow keys, choosing each', async () => {
    const onChange = vi.fn();
    const { rerenderWithStowly } = await renderWithStowly(
      <BillingPlanSelector {...props({ onChange, value: 11 })} />,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly' }));
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(12);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Monthly, 6 months' }));
    rerenderWithStowly(<BillingPlanSelector {...props({ onChange, value: 12 })} />);
    await user.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(11);
  });

  it('"Show more" reveals the next page and moves focus to its first plan; the button goes when all show', async () => {
    const { container } = await renderWithStowly(<BillingPlanSelector {...props()} />);
    const user = userEvent.setup();
    const showMore = screen.getByRole('button', { name: 'Show more billing periods' });
    showMore.focus();
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Weekly, 8 weeks' }));
    expect(screen.queryByRole('button', { name: 'Show more billing periods' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('pages by pageSize, and always shows the chosen plan even when it is beyond the first page', async () => {
    await renderWithStowly(<BillingPlanSelector {...props({ pageSize: 2, value: 15 })} />);
    expect(radioNames()).toEqual(['11', '12', '13', '14', '15']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more billing periods' }));
    expect(radioNames()).toEqual(['11', '12', '13', '14', '15', '16']);
  });

  it('disables every plan when isDisabled', async () => {
    const onChange = vi.fn();
    await renderWithStowly(<BillingPlanSelector {...props({ onChange, isDisabled: true })} />);
    const radio = screen.getByRole('radio', { name: 'Monthly' });
    expect(radio).toHaveProperty('disabled', true);
    await userEvent.click(radio);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a private customer each plan with VAT and a business customer without, labelled so', async () => {
    // 25 % VAT: 1 032.00 a month without, 1 290.00 with.
    const taxed: BillingPlanOption[] = [
      { id: 11, name: 'Monthly', period: 'monthly', amount: 1032, amountInclTax: 1290, hasInsurances: true },
    ];
    const description = () => screen.getByRole('radio', { name: 'Monthly' }).getAttribute('aria-describedby');
    const shown = () => document.getElementById(description()?.split(' ')[0] ?? '')?.textContent;
    await renderWithStowly(<BillingPlanSelector {...props({ billingPeriods: taxed })} />);
    expect(shown()).toBe(`SEK${nbsp}1,290.00 per month`);
    cleanup();
    await renderWithStowly(
      <BillingPlanSelector {...props({ billingPeriods: taxed, customerType: 'business' })} />,
    );
    expect(shown()).toBe(`SEK${nbsp}1,032.00 per month excl. VAT`);
  });

  it('speaks German with de-DE money in euros', async () => {
    const { container } = await renderWithStowly(
      <BillingPlanSelector {...props({ currency: 'EUR', locale: undefined })} />,
      { language: 'de' },
    );
    expect(screen.getByRole('radiogroup', { name: 'Abrechnungszeitraum' })).toBeTruthy();
    // Text queries collapse the no-break space before the euro sign to a space.
    expect(screen.getByText('1.290,00 € pro Monat')).toBeTruthy();
    expect(screen.getByText('349,50 € pro Woche')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Weitere Abrechnungszeiträume anzeigen' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
