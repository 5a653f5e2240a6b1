import { useTranslation } from '@stowly/booking/react';
import { Elements, PaymentElement, useElements } from '@stripe/react-stripe-js';
import type { Appearance, Stripe, StripeElementLocale, StripeElements, StripeError } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Button } from '../internal/Button';
import { partClassName, useStowlyTheme } from '../theme/StowlyThemeProvider';

/**
 * Props of {@link StripeCardPayment}. `publishableKey`, `clientSecret`, `intentType`, `amount` and
 * `currency` come as they are from the API's `PaymentSession` when its provider is Stripe.
 */
export interface StripeCardPaymentProps {
  /** The Stripe publishable key (`pk_live_…` or `pk_test_…`) of the payment session. */
  publishableKey: string;
  /** The client secret of the SetupIntent or PaymentIntent of the payment session. */
  clientSecret: string;
  /**
   * `setup` saves the card for later charges (nothing is due now, the button says "Save card");
   * `payment` authorises `amount` now (the button says "Pay {amount}").
   */
  intentType: 'setup' | 'payment';
  /**
   * The absolute URL Stripe sends the browser to after the confirmation, with the intent in its
   * query: the app's payment-verify route, such as `https://book.example.com/12/checkout/step/payment-verify`.
   */
  returnUrl: string;
  /** The amount due now, in the currency's major unit (12.5 means 12.50); shown on the pay button. */
  amount: number;
  /** The ISO 4217 currency of `amount`, such as `'SEK'`. */
  currency: string;
  /**
   * Called when Stripe.js or the card form cannot be loaded (`'load'`) or Stripe rejects the
   * confirmation (`'confirm'`, such as a declined card), with the message shown to the customer.
   * The customer can try again in both cases.
   */
  onError?: (message: string, stage: 'load' | 'confirm') => void;
  /**
   * A Stripe instance, or the promise of one, for integrators who load Stripe.js themselves and
   * for tests (a fake one). When given, nothing is loaded and `publishableKey` is not used.
   * @default Stripe.js loaded with `loadStripe` from `@stripe/stripe-js/pure` when the component mounts
   */
  stripe?: Stripe | PromiseLike<Stripe | null>;
  /**
   * The look of Stripe's card form (its Appearance API: `theme`, `variables`, `rules`).
   * @default Stripe's default appearance
   */
  appearance?: Appearance;
}

type Phase = 'loading' | 'failed' | 'ready' | 'submitting';

/** Stripe's messages are meant for the customer only for card and validation errors. */
function customerMessage(error: StripeError | undefined): string | undefined {
  return error?.type === 'card_error' || error?.type === 'validation_error' ? error.message : undefined;
}

/**
 * Card payment through Stripe Elements: Stripe's Payment Element and a pay button that confirms
 * the SetupIntent or PaymentIntent, after which Stripe sends the browser to `returnUrl`. Stripe.js
 * is loaded only when this component mounts; import it from `@stowly/ui/stripe` so the rest of
 * the interface never loads Stripe code. While Stripe loads the progress is announced; if it
 * cannot load, an alert and a retry button; a declined card shows Stripe's message in an alert and
 * the customer can try again. Stripe's form speaks the language of the nearest `I18nProvider`.
 *
 * Parts: `stowly-StripeCardPayment` (with `data-intent` and `data-status`: `loading`, `failed`,
 * `ready`, `submitting`), `stowly-StripeCardPaymentStatus` (polite live text),
 * `stowly-StripeCardPaymentError` (alert), `stowly-StripeCardPaymentRetry` (react-aria Button),
 * `stowly-StripeCardPaymentForm`, `stowly-StripeCardPaymentElement` (Stripe's iframe inside),
 * `stowly-StripeCardPaymentSubmit` (react-aria Button with `data-pending` while confirming).
 *
 * @example
 * <StripeCardPayment
 *   {...session} // publishableKey, clientSecret, intentType, amount, currency
 *   returnUrl={new URL(`/${locationId}/checkout/step/payment-verify`, location.origin).href}
 * />
 */
export function StripeCardPayment(props: StripeCardPaymentProps): ReactNode {
  const { publishableKey, clientSecret, intentType, returnUrl, onError, stripe: givenStripe } = props;
  const { t, language, formatMoney } = useTranslation();
  const { elements: classes } = useStowlyTheme();
  const [attempt, setAttempt] = useState(0);
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [phase, setPhase] = useState<Phase>('loading');
  const [error, setError] = useState<string | null>(null);

  const fail = (message: string, stage: 'load' | 'confirm') => {
    setError(message);
    onError?.(message, stage);
  };
  const failLoading = () => {
    setPhase('failed');
    fail(t('ui.checkout.stripe.loadError'), 'load');
  };

  // Loads once per attempt, Stripe identity and intent: Stripe's Elements cannot change their
  // client secret, so a new one (a new payment session) starts over with fresh Elements.
  // biome-ignore lint/correctness/useExhaustiveDependencies: clientSecret restarts on purpose; onError may change every render.
  useEffect(() => {
    let current = true;
    setStripe(null);
    setPhase('loading');
    setError(null);
    const loading =
      givenStripe !== undefined
        ? Promise.resolve(givenStripe)
        : import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    loading.then(
      (loaded) => {
        if (!current) return;
        if (loaded) setStripe(loaded);
        else failLoading();
      },
      () => current && failLoading(),
    );
    return () => {
      current = false;
    };
  }, [attempt, givenStripe, publishableKey, clientSecret]);

  const options = useMemo(
    () => ({
      clientSecret,
      appearance: props.appearance,
      locale: language satisfies StripeElementLocale,
    }),
    [clientSecret, props.appearance, language],
  );

  const confirm = async (elements: StripeElements) => {
    if (!stripe || phase !== 'ready') return;
    setPhase('submitting');
    setError(null);
    const request = { elements, confirmParams: { return_url: returnUrl } };
    try {
      const { error: stripeError } =
        intentType === 'setup' ? await stripe.confirmSetup(request) : await stripe.confirmPayment(request);
      // Without an error Stripe is sending the browser to returnUrl: the form stays busy.
      if (!stripeError) return;
      fail(customerMessage(stripeError) ?? t('ui.checkout.stripe.confirmError'), 'confirm');
    } catch {
      fail(t('ui.checkout.stripe.confirmError'), 'confirm');
    }
    setPhase('ready');
  };

  let status: string | null = null;
  if (phase === 'loading') status = t('ui.checkout.stripe.loading');
  else if (phase === 'submitting')
    status = t(
      intentType === 'setup' ? 'ui.checkout.stripe.savingCard' : 'ui.checkout.stripe.processingPayment',
    );
  const label =
    intentType === 'setup'
      ? t('ui.checkout.stripe.saveCard')
      : t('ui.checkout.stripe.pay', {
          amount: formatMoney(props.amount, props.currency),
        });

  return (
    <div className={partClassName('StripeCardPayment', classes)} data-intent={intentType} data-status={phase}>
      {stripe && phase !== 'failed' ? (
        <Elements stripe={stripe} options={options}>
          <StripeCardForm
            label={t('ui.checkout.stripe.formLabel')}
            submitLabel={label}
            phase={phase}
            onReady={() => setPhase((previous) => (previous === 'loading' ? 'ready' : previous))}
            onLoadError={failLoading}
            onConfirm={confirm}
          />
        </Elements>
      ) : null}
      <p className={partClassName('StripeCardPaymentStatus', classes)} role="status">
        {status}
      </p>
      <p className={partClassName('StripeCardPaymentError', classes)} role="alert">
        {error}
      </p>
      {phase === 'failed' ? (
        <Button
          className={partClassName('StripeCardPaymentRetry', classes)}
          onPress={() => setAttempt((previous) => previous + 1)}
        >
          {t('checkout.retry')}
        </Button>
      ) : null}
    </div>
  );
}

/** Props of the form inside Stripe's `Elements`, which alone can reach the Elements group. */
interface StripeCardFormProps {
  label: string;
  submitLabel: string;
  phase: Phase;
  onReady: () => void;
  onLoadError: () => void;
  onConfirm: (elements: StripeElements) => void;
}

/** The Payment Element and the submit button; hands the Elements group to `onConfirm`. */
function StripeCardForm(props: StripeCardFormProps): ReactNode {
  const elements = useElements();
  const { elements: classes } = useStowlyTheme();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (elements) props.onConfirm(elements);
  };
  return (
    <form
      className={partClassName('StripeCardPaymentForm', classes)}
      aria-label={props.label}
      onSubmit={submit}
    >
      <PaymentElement
        className={partClassName('StripeCardPaymentElement', classes)}
        onReady={props.onReady}
        onLoadError={props.onLoadError}
      />
      <Button
        type="submit"
        className={partClassName('StripeCardPaymentSubmit', classes)}
        isDisabled={props.phase === 'loading'}
        isPending={props.phase === 'submitting'}
      >
        {props.submitLabel}
      </Button>
    </form>
  );
}
