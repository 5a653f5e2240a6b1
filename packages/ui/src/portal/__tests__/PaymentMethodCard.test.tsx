// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { samplePaymentMethods } from '../internal/portalSampleData';
import { PaymentMethodCard } from '../PaymentMethodCard';

afterEach(cleanup);

const updateHref = '/customer-portal/account-overview/11/payment/update';
const verifyHref = '/customer-portal/account-overview/11/payment/update/verify';

const card = () => screen.getByRole('region', { name: 'Payment method' });
const links = () =>
  within(card())
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('<PaymentMethodCard>', () => {
  it('shows the card brand, last four digits, holder and expiry, with an update link', async () => {
    const { container } = await renderWithStowly(
      <PaymentMethodCard paymentMethod={samplePaymentMethods.visa} updateHref={updateHref} locale="en-GB" />,
    );
    expect(card().getAttribute('data-status')).toBe('valid');
    expect(card().textContent).toContain('Visa ending in 4242');
    expect(card().textContent).toContain('Anna Svensson');
    expect(card().textContent).toContain('Expires 04/2028');
    expect(links()).toEqual([['Update payment method', updateHref]]);
    await expectNoAxeViolations(container);
  });

  it('says an expired card has expired and asks for a new one', async () => {
    await renderWithStowly(
      <PaymentMethodCard
        paymentMethod={samplePaymentMethods.expired}
        updateHref={updateHref}
        locale="en-GB"
      />,
    );
    expect(card().getAttribute('data-status')).toBe('expired');
    expect(card().textContent).toContain('Mastercard ending in 5100');
    expect(card().textContent).toContain('Expired 01/2025');
    expect(card().textContent).toContain('This payment method has expired. Please add a new one.');
    expect(links()).toEqual([['Update payment method', updateHref]]);
  });

  it('asks for verification with a link to the verify route', async () => {
    const { container } = await renderWithStowly(
      <PaymentMethodCard
        paymentMethod={samplePaymentMethods.verification}
        updateHref={updateHref}
        verifyHref={verifyHref}
        locale="en-GB"
      />,
    );
    expect(card().getAttribute('data-status')).toBe('requires-verification');
    expect(card().textContent).toContain('American Express ending in 0005');
    expect(card().textContent).toContain(
      'Your payment method needs to be verified before it can be charged.',
    );
    expect(links()).toEqual([
      ['Verify payment method', verifyHref],
      ['Update payment method', updateHref],
    ]);
    await expectNoAxeViolations(container);
  });

  it('shows SEPA direct debit with the last IBAN digits and no expiry', async () => {
    await renderWithStowly(
      <PaymentMethodCard paymentMethod={samplePaymentMethods.sepa} updateHref={updateHref} />,
    );
    expect(card().textContent).toContain('SEPA Direct Debit IBAN ending in 3000');
    expect(card().textContent).not.toContain('Expires');
  });

  it('says when no payment method is on file and offers to add one', async () => {
    const { container } = await renderWithStowly(
      <PaymentMethodCard paymentMethod={null} updateHref={updateHref} />,
    );
    expect(card().getAttribute('data-status')).toBe('none');
    expect(card().textContent).toContain('No payment method is on file.');
    expect(links()).toEqual([['Add payment method', updateHref]]);
    await expectNoAxeViolations(container);
  });

  it('loading: busy with a loading message and no links yet', async () => {
    await renderWithStowly(<PaymentMethodCard isLoading updateHref={updateHref} />);
    expect(card().getAttribute('aria-busy')).toBe('true');
    expect(within(card()).getByRole('status').textContent).toBe('Loading payment method…');
    expect(within(card()).queryByRole('link')).toBeNull();
  });

  it('speaks German', async () => {
    await renderWithStowly(
      <PaymentMethodCard
        paymentMethod={samplePaymentMethods.verification}
        updateHref={updateHref}
        locale="de-AT"
      />,
      { language: 'de' },
    );
    const german = screen.getByRole('region', { name: 'Zahlungsmethode' });
    expect(german.textContent).toContain('American Express endet auf 0005');
    expect(german.textContent).toContain('Gültig bis 12/2029');
    expect(
      within(german).getByRole('link', { name: 'Zahlungsmethode bestätigen' }).getAttribute('href'),
    ).toBe(updateHref);
    expect(within(german).getByRole('link', { name: 'Zahlungsmethode ändern' })).toBeTruthy();
  });
});
