import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createFakeStripe, type FakeConfirm, stripeError } from '../__tests__/support/fakeStripe';
import { StripeCardPayment } from './StripeCardPayment';

// Every story uses a fake Stripe.js: Storybook never contacts Stripe.
const RETURN_URL = 'https://book.example.com/12/checkout/step/payment-verify';
const redirecting = () => fn<FakeConfirm>(() => new Promise(() => {}));

/** Finds the submit button once Stripe's (fake) card form is ready. */
async function readyButton(canvasElement: HTMLElement, name: string | RegExp) {
  const button = await within(canvasElement).findByRole('button', { name });
  await waitFor(() => expect(button).not.toHaveAttribute('data-disabled'));
  return button;
}

const meta = {
  title: 'Checkout/StripeCardPayment',
  component: StripeCardPayment,
  args: {
    publishableKey: 'pk_test_storybook',
    clientSecret: 'seti_storybook_secret',
    intentType: 'setup',
    returnUrl: RETURN_URL,
    amount: 0,
    currency: 'EUR',
    onError: fn(),
    stripe: createFakeStripe({ confirmSetup: redirecting() }).stripe,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof StripeCardPayment>;

export default meta;
type Story = StoryObj<typeof meta>;

const saveCardConfirm = redirecting();
const saveCardStripe = createFakeStripe({ confirmSetup: saveCardConfirm });

/** Nothing is due now: the card is saved (a SetupIntent); pressing the button hands over to Stripe. */
export const SaveCard: Story = {
  args: { stripe: saveCardStripe.stripe },
  play: async ({ canvasElement }) => {
    await userEvent.click(await readyButton(canvasElement, 'Save card'));
    const [group] = saveCardStripe.elementsGroups.slice(-1);
    await expect(saveCardConfirm).toHaveBeenCalledWith({
      elements: group?.group,
      confirmParams: { return_url: RETURN_URL },
    });
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Saving your card…');
  },
};

/** An amount is due now (a PaymentIntent): the button says how much. */
export const Pay: Story = {
  args: {
    intentType: 'payment',
    amount: 49.9,
    clientSecret: 'pi_storybook_secret',
    stripe: createFakeStripe({ confirmPayment: redirecting() }).stripe,
  },
  play: async ({ canvasElement }) => {
    await readyButton(canvasElement, 'Pay €49.90');
  },
};

/** Stripe.js is loading: the progress is announced and there is no button yet. */
export const Loading: Story = {
  args: { stripe: new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the secure card form…');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Stripe.js could not be loaded: an alert and a retry button. */
export const LoadFailed: Story = {
  args: { stripe: Promise.resolve(null) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Try again' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('The card form could not be loaded.');
    await expect(args.onError).toHaveBeenCalled();
  },
};

/** The card was declined: Stripe's message in an alert, and the customer can try again. */
export const Declined: Story = {
  args: {
    intentType: 'payment',
    amount: 120,
    currency: 'SEK',
    stripe: createFakeStripe({
      confirmPayment: fn<FakeConfirm>(() => Promise.resolve(stripeError('Your card was declined.'))),
    }).stripe,
  },
  play: async ({ canvasElement }) => {
    const button = await readyButton(canvasElement, /^Pay SEK/);
    await userEvent.click(button);
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Your card was declined.'),
    );
    await expect(button).not.toHaveAttribute('aria-disabled');
  },
};

/** Confirming with Stripe: the button is busy and the progress is announced. */
export const Submitting: Story = {
  args: {
    intentType: 'payment',
    amount: 49.9,
    stripe: createFakeStripe({ confirmPayment: redirecting() }).stripe,
  },
  play: async ({ canvasElement }) => {
    const button = await readyButton(canvasElement, 'Pay €49.90');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('data-pending');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Processing your payment…');
  },
};

/** CityStash's theme, in German, paying an amount. */
export const CityStashGerman: Story = {
  args: {
    intentType: 'payment',
    amount: 89,
    stripe: createFakeStripe({ confirmPayment: redirecting() }).stripe,
  },
  parameters: { stowly: { tenant: 'citystash', language: 'de' } },
  play: async ({ canvasElement }) => {
    await readyButton(canvasElement, /bezahlen$/);
    await expect(within(canvasElement).getByRole('form', { name: 'Kartendaten' })).toBeInTheDocument();
  },
};
