// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import type { LinkRendererProps } from '../../theme/StowlyThemeProvider';
import { type CheckoutProviderKind, ProviderHandOff } from '../ProviderHandOff';

afterEach(cleanup);

/** A host router's link: marks what it rendered so the test can see it was used. */
function RouterLink(props: LinkRendererProps) {
  return <a {...props} data-router="host" />;
}

describe('<ProviderHandOff>', () => {
  it('says what will happen and continues from the keyboard with onContinue', async () => {
    const onContinue = vi.fn();
    const { container } = await renderWithStowly(
      <ProviderHandOff kind="e-signature" onContinue={onContinue} />,
    );
    const panel = screen.getByRole('region', { name: 'Sign your rental contract' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign your rental contract' })).toBeTruthy();
    expect(panel.textContent).toContain('You will be taken to our signing partner');
    expect(panel.getAttribute('data-status')).toBe('ready');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByRole('alert').textContent).toBe('');

    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Continue to signing' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onContinue).toHaveBeenCalledTimes(2);
    await expectNoAxeViolations(container);
  });

  it.each<[CheckoutProviderKind, string, string, string]>([
    ['payment', 'Pay for your booking', 'our payment partner', 'Continue to payment'],
    ['e-signature', 'Sign your rental contract', 'our signing partner', 'Continue to signing'],
    ['id-check', 'Verify your identity', 'our identity-check partner', 'Continue to identity check'],
  ])('%s: title, text and action', async (kind, title, text, action) => {
    await renderWithStowly(<ProviderHandOff kind={kind} onContinue={() => {}} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: title })).toBeTruthy();
    expect(screen.getByRole('region', { name: title }).textContent).toContain(text);
    expect(screen.getByRole('button', { name: action })).toBeTruthy();
  });

  it("with href: the action is a link to the provider, through the host's link renderer", async () => {
    const { container } = await renderWithStowly(
      <ProviderHandOff kind="id-check" href="https://idcheck.example.com/s/abc" />,
      { theme: { linkComponent: RouterLink } },
    );
    const link = screen.getByRole('link', { name: 'Continue to identity check' });
    expect(link.getAttribute('href')).toBe('https://idcheck.example.com/s/abc');
    expect(link.getAttribute('data-router')).toBe('host');
    expect([...link.classList]).toEqual(['stowly-Link', 'stowly-Button', 'stowly-ProviderHandOffAction']);
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('pending: the button keeps focus but is disabled, and the progress is announced', async () => {
    const onContinue = vi.fn();
    const { container, rerenderWithStowly } = await renderWithStowly(
      <ProviderHandOff kind="payment" onContinue={onContinue} />,
    );
    const user = userEvent.setup();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Continue to payment' });
    expect(document.activeElement).toBe(button);

    rerenderWithStowly(<ProviderHandOff kind="payment" status="pending" onContinue={onContinue} />);
    expect(screen.getByRole('button', { name: 'Continue to payment' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Preparing the payment page…');
    expect(screen.getByRole('region').getAttribute('data-status')).toBe('pending');
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onContinue).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('pending with an href: no link yet, only the disabled button', async () => {
    await renderWithStowly(
      <ProviderHandOff kind="e-signature" status="pending" href="https://sign.example.com" />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue to signing' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(screen.getByRole('status').textContent).toBe('Preparing the signing page…');
  });

  it('error: an alert and a retry button that calls onRetry', async () => {
    const onRetry = vi.fn();
    const onContinue = vi.fn();
    const { container } = await renderWithStowly(
      <ProviderHandOff kind="e-signature" status="error" onContinue={onContinue} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'The signing page could not be opened. Please try again.',
    );
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Continue to signing' })).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onContinue).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('error: retries with onContinue when no onRetry is given, and shows the host error text', async () => {
    const onContinue = vi.fn();
    await renderWithStowly(
      <ProviderHandOff
        kind="id-check"
        status="error"
        href="https://idcheck.example.com"
        onContinue={onContinue}
        errorMessage="The identity-check service is down."
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('The identity-check service is down.');
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it('in German, with formal address', async () => {
    const { container } = await renderWithStowly(
      <ProviderHandOff kind="payment" status="pending" onContinue={() => {}} />,
      { language: 'de' },
    );
    expect(screen.getByRole('heading', { name: 'Bezahlen Sie Ihre Buchung' })).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain(
      'Sie werden zu unserem Zahlungspartner weitergeleitet',
    );
    expect(screen.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Die Zahlungsseite wird vorbereitet…');
    await expectNoAxeViolations(container);
  });

  it('adds the integrator class hooks', async () => {
    await renderWithStowly(<ProviderHandOff kind="payment" onContinue={() => {}} />, {
      theme: { elements: { ProviderHandOff: 'brand-handoff', ProviderHandOffAction: 'brand-action' } },
    });
    expect(screen.getByRole('region').className).toBe('stowly-ProviderHandOff brand-handoff');
    expect(screen.getByRole('region').getAttribute('data-kind')).toBe('payment');
    expect([...screen.getByRole('button').classList]).toEqual([
      'stowly-Button',
      'stowly-ProviderHandOffAction',
      'brand-action',
    ]);
  });
});
