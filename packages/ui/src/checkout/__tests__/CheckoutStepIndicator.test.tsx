// @vitest-environment jsdom
import type { CheckoutStep } from '@stowly/booking/checkout';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { CheckoutStepIndicator } from '../CheckoutStepIndicator';

afterEach(cleanup);

/** Each step of the list: its text and whether it is current and complete. */
function steps() {
  return within(screen.getByRole('list', { name: 'Checkout steps' }))
    .getAllByRole('listitem')
    .map((item) => ({
      text: item.textContent,
      current: item.getAttribute('aria-current'),
      complete: item.hasAttribute('data-complete'),
    }));
}

describe('<CheckoutStepIndicator>', () => {
  it('lists the four steps in order: done ones say "completed", the current one is aria-current="step"', async () => {
    const { container } = await renderWithStowly(<CheckoutStepIndicator currentStep="e-signature" />);
    expect(steps()).toEqual([
      { text: 'Payment (completed)', current: null, complete: true },
      { text: '2Signature', current: 'step', complete: false },
      { text: '3Identity check', current: null, complete: false },
      { text: '4Booking confirmed', current: null, complete: false },
    ]);
    // The compact line for small screens is visual only; the list says the same to screen readers.
    const summary = screen.getByText('Step 2 of 4: Signature');
    expect(summary.getAttribute('aria-hidden')).toBe('true');
    // A done step shows a check instead of its number.
    const done = screen.getAllByRole('listitem')[0];
    expect(done?.querySelector('.stowly-CheckoutStepIndicatorMarker svg')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it.each<[CheckoutStep, string, number]>([
    ['payment', 'Step 1 of 4: Payment', 0],
    ['payment-verify', 'Step 1 of 4: Payment', 0],
    ['e-signature-cancelled', 'Step 2 of 4: Signature', 1],
    ['e-signature-expired', 'Step 2 of 4: Signature', 1],
    ['id-check', 'Step 3 of 4: Identity check', 2],
    ['id-check-expired', 'Step 3 of 4: Identity check', 2],
    ['id-check-in-progress', 'Step 3 of 4: Identity check', 2],
    ['create-booking', 'Step 4 of 4: Booking confirmed', 3],
  ])('folds %s into its visible step (%s)', async (step, summary, current) => {
    await renderWithStowly(<CheckoutStepIndicator currentStep={step} />);
    expect(screen.getByText(summary)).toBeTruthy();
    const list = steps();
    expect(list.map((item) => item.current)).toEqual(
      [0, 1, 2, 3].map((i) => (i === current ? 'step' : null)),
    );
    expect(list.map((item) => item.complete)).toEqual([0, 1, 2, 3].map((i) => i < current));
  });

  it('success: every step is done and the last one is current', async () => {
    await renderWithStowly(<CheckoutStepIndicator currentStep="success" />);
    expect(steps()).toEqual([
      { text: 'Payment (completed)', current: null, complete: true },
      { text: 'Signature (completed)', current: null, complete: true },
      { text: 'Identity check (completed)', current: null, complete: true },
      { text: 'Booking confirmed (completed)', current: 'step', complete: true },
    ]);
  });

  it('session-ended: shows no steps', async () => {
    const { container } = await renderWithStowly(<CheckoutStepIndicator currentStep="session-ended" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.querySelector('.stowly-CheckoutStepIndicator')).toBeNull();
  });

  it('is not a keyboard stop: the steps are not links or buttons', async () => {
    await renderWithStowly(<CheckoutStepIndicator currentStep="id-check" />);
    await userEvent.setup().tab();
    expect(document.activeElement).toBe(document.body);
  });

  it('in German: the compact line, the step names and "abgeschlossen"', async () => {
    const { container } = await renderWithStowly(<CheckoutStepIndicator currentStep="id-check" />, {
      language: 'de',
    });
    expect(screen.getByText('Schritt 3 von 4: Identitätsprüfung')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Buchungsschritte' });
    expect(within(list).getAllByRole('listitem')[1]?.textContent).toBe('Unterschrift (abgeschlossen)');
    await expectNoAxeViolations(container);
  });

  it('adds the integrator class hooks and names the server step', async () => {
    const { container } = await renderWithStowly(<CheckoutStepIndicator currentStep="payment-verify" />, {
      theme: { elements: { CheckoutStepIndicator: 'brand-steps', CheckoutStepIndicatorStep: 'brand-step' } },
    });
    const root = container.querySelector('.stowly-CheckoutStepIndicator');
    expect(root?.className).toBe('stowly-CheckoutStepIndicator brand-steps');
    expect(root?.getAttribute('data-step')).toBe('payment-verify');
    expect(container.querySelectorAll('.brand-step')).toHaveLength(4);
  });

  it('already-verified: no identity-check step, and a line that says why', async () => {
    const { container } = await renderWithStowly(
      <CheckoutStepIndicator currentStep="create-booking" identityCheck="already-verified" />,
    );
    expect(steps()).toEqual([
      { text: 'Payment (completed)', current: null, complete: true },
      { text: 'Signature (completed)', current: null, complete: true },
      { text: '3Booking confirmed', current: 'step', complete: false },
    ]);
    expect(screen.getByText('Step 3 of 3: Booking confirmed')).toBeTruthy();
    expect(
      screen.getByText('Your identity is already verified with us, so this booking needs no identity check.'),
    ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('not-required: no identity-check step and no line about it', async () => {
    await renderWithStowly(<CheckoutStepIndicator currentStep="payment" identityCheck="not-required" />);
    expect(steps().map((item) => item.text)).toEqual(['1Payment', '2Signature', '3Booking confirmed']);
    expect(screen.queryByText(/already verified/)).toBeNull();
  });
});
