// @vitest-environment jsdom
import type { Stripe } from '@stripe/stripe-js';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeStripe, type FakeConfirm, stripeError } from '../../__tests__/support/fakeStripe';
import { expectNoAxeViolations, renderWithStowly } from '../../__tests__/support/renderWithStowly';
import { StripeCardPayment, type StripeCardPaymentProps } from '../StripeCardPayment';

// Stripe.js is never loaded from the network: the component's dynamic import of
// @stripe/stripe-js/pure gets this module, which counts how often it is imported.
const stripeJs = vi.hoisted(() => ({
  imports: 0,
  loadStripe: vi.fn<(key: string) => Promise<Stripe | null>>(),
}));
beforeEach(() => {
  // A fresh module registry and mock, so each test sees whether the component imports Stripe.js.
  vi.resetModules();
  vi.doMock('@stripe/stripe-js/pure', () => {
    stripeJs.imports += 1;
    return { loadStripe: stripeJs.loadStripe };
  });
  stripeJs.imports = 0;
  stripeJs.loadStripe.mockReset();
});
afterEach(cleanup);

const RETURN_URL = 'https://book.example.com/12/checkout/step/payment-verify';

function props(overrides: Partial<StripeCardPaymentProps> = {}): StripeCardPaymentProps {
  return {
    publishableKey: 'pk_test_123',
    clientSecret: 'seti_123_secret_456',
    intentType: 'setup',
    returnUrl: RETURN_URL,
    amount: 0,
    currency: 'EUR',
    ...overrides,
  };
}

/** Waits until Stripe's form is ready: its submit button is enabled. */
async function readyButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('data-disabled')).toBe(false));
  return button;
}

describe('<StripeCardPayment>', () => {
  it('setup: saves the card with confirmSetup, the Elements group and the return URL', async () => {
    const confirmSetup = vi.fn<FakeConfirm>(() => new Promise(() => {}));
    const confirmPayment = vi.fn<FakeConfirm>();
    const fake = createFakeStripe({ confirmSetup, confirmPayment });
    const { container } = await renderWithStowly(<StripeCardPayment {...props({ stripe: fake.stripe })} />);

    const button = await readyButton('Save card');
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(form.contains(button)).toBe(true);
    expect(
      form.querySelector('.stowly-StripeCardPaymentElement [data-fake-stripe-element="payment"]'),
    ).not.toBeNull();
    expect(fake.elementsGroups).toHaveLength(1);
    expect(fake.elementsGroups[0]?.options).toMatchObject({
      clientSecret: 'seti_123_secret_456',
      locale: 'en',
    });
    expect(fake.elementsGroups[0]?.created).toEqual(['payment']);
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);

    await userEvent.click(button);
    expect(confirmSetup).toHaveBeenCalledTimes(1);
    expect(confirmSetup).toHaveBeenCalledWith({
      elements: fake.elementsGroups[0]?.group,
      confirmParams: { return_url: RETURN_URL },
    });
    expect(confirmPayment).not.toHaveBeenCalled();
    // Stripe is redirecting: the button stays busy and the saving is announced.
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Saving your card…');
    expect(container.querySelector('.stowly-StripeCardPayment')?.getAttribute('data-status')).toBe(
      'submitting',
    );
    await userEvent.click(button);
    expect(confirmSetup).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations(container);
  });

  it('payment: pays the formatted amount with confirmPayment, from the keyboard', async () => {
    const confirmSetup = vi.fn<FakeConfirm>();
    const confirmPayment = vi.fn<FakeConfirm>(() => new Promise(() => {}));
    const fake = createFakeStripe({ confirmSetup, confirmPayment });
    await renderWithStowly(
      <StripeCardPayment
        {...props({ stripe: fake.stripe, intentType: 'payment', amount: 49.9, currency: 'EUR' })}
      />,
    );
    const button = await readyButton('Pay €49.90');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: fake.elementsGroups[0]?.group,
      confirmParams: { return_url: RETURN_URL },
    });
    expect(confirmSetup).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Processing your payment…');
  });

  it('a declined card: Stripe’s message in an alert, onError, and the customer can try again', async () => {
    const onError = vi.fn();
    const confirmPayment = vi
      .fn<FakeConfirm>()
      .mockResolvedValueOnce(stripeError('Your card was declined.'))
      .mockImplementationOnce(() => new Promise(() => {}));
    const fake = createFakeStripe({ confirmPayment });
    const { container } = await renderWithStowly(
      <StripeCardPayment
        {...props({ stripe: fake.stripe, intentType: 'payment', amount: 120, currency: 'SEK', onError })}
      />,
    );
    const button = await readyButton('Pay SEK\u00a0120.00');
    await userEvent.click(button);

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card was declined.'));
    expect(onError).toHaveBeenCalledWith('Your card was declined.', 'confirm');
    expect(button.hasAttribute('data-pending')).toBe(false);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    await expectNoAxeViolations(container);

    await userEvent.click(button);
    expect(confirmPayment).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(button.hasAttribute('data-pending')).toBe(true);
  });

  it('an error Stripe does not word for customers, or a failed call, shows a message of its own', async () => {
    const onError = vi.fn();
    const confirmSetup = vi
      .fn<FakeConfirm>()
      .mockResolvedValueOnce(stripeError('No such setupintent: seti_123', 'invalid_request_error'))
      .mockRejectedValueOnce(new Error('Network down'));
    const fake = createFakeStripe({ confirmSetup });
    await renderWithStowly(<StripeCardPayment {...props({ stripe: fake.stripe, onError })} />);
    const button = await readyButton('Save card');

    await userEvent.click(button);
    const message = 'Your card could not be confirmed. Please try again or use another card.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(onError).toHaveBeenLastCalledWith(message, 'confirm');

    await userEvent.click(button);
    await waitFor(() => expect(confirmSetup).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(button.hasAttribute('data-pending')).toBe(false);
  });

  it('loads Stripe.js from @stripe/stripe-js/pure on mount, announcing it, with the publishable key', async () => {
    let resolve: (stripe: Stripe) => void = () => {};
    stripeJs.loadStripe.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    const fake = createFakeStripe();
    const { container } = await renderWithStowly(<StripeCardPayment {...props()} />);

    expect(screen.getByRole('status').textContent).toBe('Loading the secure card form…');
    expect(container.querySelector('.stowly-StripeCardPayment')?.getAttribute('data-status')).toBe('loading');
    expect(screen.queryByRole('button')).toBeNull();
    await waitFor(() => expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_123'));
    expect(stripeJs.imports).toBe(1);
    await expectNoAxeViolations(container);

    resolve(fake.stripe);
    await readyButton('Save card');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(1);
  });

  it('Stripe.js cannot be loaded: an alert and a retry button that loads it again', async () => {
    const onError = vi.fn();
    const fake = createFakeStripe();
    stripeJs.loadStripe
      .mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
      .mockResolvedValueOnce(fake.stripe);
    const { container } = await renderWithStowly(<StripeCardPayment {...props({ onError })} />);

    const message = 'The card form could not be loaded. Please check your connection and try again.';
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    expect(onError).toHaveBeenCalledWith(message, 'load');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('form')).toBeNull();
    expect(container.querySelector('.stowly-StripeCardPayment')?.getAttribute('data-status')).toBe('failed');
    await expectNoAxeViolations(container);

    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    await readyButton('Save card');
    expect(stripeJs.loadStripe).toHaveBeenCalledTimes(2);
    // Imported afresh in this test (the registry was reset after the previous one), then reused.
    expect(stripeJs.imports).toBe(1);
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('Stripe’s card form cannot be loaded (such as a wrong client secret): the same alert and retry', async () => {
    const broken = createFakeStripe({ paymentElement: 'loaderror' });
    await renderWithStowly(<StripeCardPayment {...props({ stripe: broken.stripe })} />);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The card form could not be loaded. Please check your connection and try again.',
      ),
    );
    expect(screen.queryByRole('form')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // The card form is created again.
    await waitFor(() => expect(broken.elementsGroups).toHaveLength(2));
  });

  it('until Stripe’s card form is ready, the button is disabled and the loading is announced', async () => {
    const confirmSetup = vi.fn<FakeConfirm>();
    const fake = createFakeStripe({ paymentElement: 'pending', confirmSetup });
    await renderWithStowly(<StripeCardPayment {...props({ stripe: fake.stripe })} />);
    const button = await screen.findByRole('button', { name: 'Save card' });
    expect(button.hasAttribute('data-disabled')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading the secure card form…');
    await userEvent.click(button);
    expect(confirmSetup).not.toHaveBeenCalled();
  });

  it('with a stripe prop (an instance or a promise), nothing is imported or loaded', async () => {
    const fake = createFakeStripe();
    await renderWithStowly(<StripeCardPayment {...props({ stripe: fake.stripe })} />);
    await readyButton('Save card');
    cleanup();
    const other = createFakeStripe();
    await renderWithStowly(<StripeCardPayment {...props({ stripe: Promise.resolve(other.stripe) })} />);
    await readyButton('Save card');
    expect(other.elementsGroups).toHaveLength(1);
    expect(stripeJs.loadStripe).not.toHaveBeenCalled();
    expect(stripeJs.imports).toBe(0);
  });

  it('a new client secret (a new payment session) creates Stripe’s form again with it', async () => {
    const fake = createFakeStripe();
    const { rerenderWithStowly } = await renderWithStowly(
      <StripeCardPayment {...props({ stripe: fake.stripe })} />,
    );
    await readyButton('Save card');
    rerenderWithStowly(
      <StripeCardPayment {...props({ stripe: fake.stripe, clientSecret: 'seti_789_secret' })} />,
    );
    await waitFor(() => expect(fake.elementsGroups).toHaveLength(2));
    expect(fake.elementsGroups[1]?.options).toMatchObject({ clientSecret: 'seti_789_secret' });
    await readyButton('Save card');
  });

  it('a stripe promise that resolves to null counts as a load failure', async () => {
    await renderWithStowly(<StripeCardPayment {...props({ stripe: Promise.resolve(null) })} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy());
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
  });

  it('in German: the label, amount and Stripe’s form speak German; the appearance is passed on', async () => {
    const fake = createFakeStripe({
      confirmPayment: () => Promise.resolve(stripeError('Ihre Karte wurde abgelehnt.')),
    });
    const appearance = { theme: 'flat' as const, variables: { colorPrimary: '#265E92' } };
    const { container } = await renderWithStowly(
      <StripeCardPayment
        {...props({
          stripe: fake.stripe,
          intentType: 'payment',
          amount: 1234.5,
          currency: 'EUR',
          appearance,
        })}
      />,
      { language: 'de' },
    );
    const button = await readyButton('1.234,50\u00a0€ bezahlen');
    expect(screen.getByRole('form', { name: 'Kartendaten' })).toBeTruthy();
    expect(fake.elementsGroups[0]?.options).toMatchObject({ locale: 'de', appearance });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Ihre Karte wurde abgelehnt.'));
    await expectNoAxeViolations(container);
  });

  it('adds the integrator class hooks and the intent', async () => {
    const fake = createFakeStripe();
    const { container } = await renderWithStowly(<StripeCardPayment {...props({ stripe: fake.stripe })} />, {
      theme: { elements: { StripeCardPayment: 'brand-pay', StripeCardPaymentSubmit: 'brand-submit' } },
    });
    const button = await readyButton('Save card');
    const root = container.querySelector('.stowly-StripeCardPayment');
    expect(root?.className).toBe('stowly-StripeCardPayment brand-pay');
    expect(root?.getAttribute('data-intent')).toBe('setup');
    expect(root?.getAttribute('data-status')).toBe('ready');
    expect([...button.classList]).toEqual([
      'stowly-Button',
      'stowly-StripeCardPaymentSubmit',
      'brand-submit',
    ]);
  });
});
