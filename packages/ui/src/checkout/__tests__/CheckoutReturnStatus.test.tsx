// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { CheckoutReturnStatus, type CheckoutReturnStatusProps } from '../CheckoutReturnStatus';

afterEach(cleanup);

describe('<CheckoutReturnStatus>', () => {
  it('checking: an indeterminate progress bar named by the title and polite live text', async () => {
    const { container } = await renderWithStowly(<CheckoutReturnStatus kind="payment" status="checking" />);
    const panel = screen.getByRole('region', { name: 'Checking your payment' });
    expect(panel.getAttribute('data-status')).toBe('checking');
    expect(screen.getByRole('heading', { level: 2, name: 'Checking your payment' })).toBeTruthy();
    const progress = screen.getByRole('progressbar', { name: 'Checking your payment' });
    expect(progress.hasAttribute('aria-valuenow')).toBe(false);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('This takes a few seconds. Please keep this page open.');
    expect(status.getAttribute('aria-live') ?? 'polite').toBe('polite');
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each<[CheckoutReturnStatusProps['kind'], CheckoutReturnStatusProps['status'], string]>([
    ['payment', 'success', 'Payment received'],
    ['payment', 'failed', 'Payment not completed'],
    ['e-signature', 'checking', 'Checking your signature'],
    ['e-signature', 'success', 'Contract signed'],
    ['e-signature', 'failed', 'Signature not completed'],
    ['id-check', 'checking', 'Checking your identity'],
    ['id-check', 'success', 'Identity verified'],
    ['id-check', 'failed', 'Identity check not completed'],
  ])('%s %s: the title says "%s"', async (kind, status, title) => {
    await renderWithStowly(<CheckoutReturnStatus kind={kind} status={status} headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.queryAllByRole('progressbar')).toHaveLength(status === 'checking' ? 1 : 0);
  });

  it('success: the live text says it goes on, with a continue link when given', async () => {
    const { container, rerenderWithStowly } = await renderWithStowly(
      <CheckoutReturnStatus kind="e-signature" status="success" />,
    );
    expect(screen.getByRole('status').textContent).toBe('Thank you. You are being taken to the next step.');
    expect(screen.queryByRole('link')).toBeNull();
    rerenderWithStowly(
      <CheckoutReturnStatus kind="e-signature" status="success" continueHref="/12/checkout/step/id-check" />,
    );
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe(
      '/12/checkout/step/id-check',
    );
    await expectNoAxeViolations(container);
  });

  it('failed: an alert with the reason and a retry button used from the keyboard', async () => {
    const onRetry = vi.fn();
    const { container } = await renderWithStowly(
      <CheckoutReturnStatus kind="payment" status="failed" onRetry={onRetry} continueHref="/next" />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Your payment could not be confirmed. Please try again, or use another card.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('failed: shows the host error text, and no retry button without onRetry', async () => {
    await renderWithStowly(
      <CheckoutReturnStatus kind="id-check" status="failed" errorMessage="The check was declined." />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The check was declined.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the same live regions from checking to the result, so the change is announced', async () => {
    const { rerenderWithStowly } = await renderWithStowly(
      <CheckoutReturnStatus kind="id-check" status="checking" />,
    );
    const status = screen.getByRole('status');
    const alert = screen.getByRole('alert');
    rerenderWithStowly(<CheckoutReturnStatus kind="id-check" status="failed" onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe('Your identity check could not be confirmed. Please try again.');
    rerenderWithStowly(<CheckoutReturnStatus kind="id-check" status="success" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe('Thank you. You are being taken to the next step.');
    expect(alert.textContent).toBe('');
  });

  it('in German', async () => {
    const { container } = await renderWithStowly(
      <CheckoutReturnStatus kind="e-signature" status="failed" onRetry={() => {}} />,
      { language: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Unterschrift nicht abgeschlossen' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Ihre Unterschrift konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('adds the integrator class hooks', async () => {
    const { container } = await renderWithStowly(<CheckoutReturnStatus kind="payment" status="checking" />, {
      theme: {
        elements: { CheckoutReturnStatus: 'brand-return', CheckoutReturnStatusProgress: 'brand-bar' },
      },
    });
    expect(screen.getByRole('region').className).toBe('stowly-CheckoutReturnStatus brand-return');
    expect(screen.getByRole('region').getAttribute('data-kind')).toBe('payment');
    expect(container.querySelector('.brand-bar')).toBe(screen.getByRole('progressbar'));
  });
});
