// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { InvoicePaymentChoice } from '../InvoicePaymentChoice';
import type { PaymentMethodData } from '../PaymentMethodCard';

afterEach(cleanup);

const nbsp = '\u00a0';

const invoice = {
  id: 41,
  number: 'INV-2026-00041',
  issueDate: '2026-03-01',
  dueDate: '2026-03-15',
  status: 'overdue' as const,
  amount: 362.5,
  amountDue: 362.5,
  currency: 'SEK',
};
const card: PaymentMethodData = {
  type: 'card',
  brand: 'visa',
  last4: '4242',
  expMonth: 8,
  expYear: 2030,
  holderName: 'Anna Lindqvist',
  status: 'valid',
};

describe('<InvoicePaymentChoice>', () => {
  it('shows the invoice and pays with the card on file or a new card', async () => {
    const onPay = vi.fn();
    const { container } = await renderWithStowly(
      <InvoicePaymentChoice invoice={invoice} paymentMethod={card} onPay={onPay} locale="en-GB" />,
    );
    const section = screen.getByRole('region', { name: 'Invoice INV-2026-00041' });
    expect(within(section).getByText('Amount due').nextElementSibling?.textContent).toBe(`SEK${nbsp}362.50`);
    expect(within(section).getByText('Due date').nextElementSibling?.textContent).toBe('15 Mar 2026');
    await userEvent.click(
      screen.getByRole('button', { name: `Pay SEK${nbsp}362.50 with Visa ending in 4242` }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pay with a new card' }));
    expect(onPay.mock.calls).toEqual([['on-file'], ['new-card']]);
    await expectNoAxeViolations(container);
  });

  it('offers only a new card without a valid method on file, and disables both while paying', async () => {
    const onPay = vi.fn();
    await renderWithStowly(
      <InvoicePaymentChoice
        invoice={invoice}
        paymentMethod={{ ...card, status: 'expired' }}
        onPay={onPay}
        locale="en-GB"
      />,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      `Pay SEK${nbsp}362.50 by card`,
    ]);
    cleanup();
    await renderWithStowly(
      <InvoicePaymentChoice invoice={invoice} paymentMethod={card} onPay={onPay} pendingChoice="on-file" />,
    );
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
    expect(onPay).not.toHaveBeenCalled();
  });
});
