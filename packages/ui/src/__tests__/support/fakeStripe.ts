import type { Stripe, StripeElements, StripeError } from '@stripe/stripe-js';

/** What a fake `confirmSetup` or `confirmPayment` answers: an error, or nothing when it redirects. */
type FakeConfirmResult = { error: StripeError } | Record<string, never>;

/** A fake `confirmSetup` or `confirmPayment`: receives what the component passes to Stripe. */
export type FakeConfirm = (options: {
  elements: StripeElements;
  confirmParams: { return_url: string };
}) => Promise<FakeConfirmResult>;

/** Options of {@link createFakeStripe}. */
export interface FakeStripeOptions {
  /**
   * The fake `stripe.confirmSetup`; pass a spy (`vi.fn`, Storybook's `fn`) to see its calls.
   * @default a confirmation that never settles, as when Stripe redirects the browser away
   */
  confirmSetup?: FakeConfirm;
  /**
   * The fake `stripe.confirmPayment`.
   * @default a confirmation that never settles, as when Stripe redirects the browser away
   */
  confirmPayment?: FakeConfirm;
  /**
   * What the Payment Element does once mounted: emit `ready`, emit `loaderror` (as Stripe does
   * for an invalid client secret), or nothing (still loading).
   * @default 'ready'
   */
  paymentElement?: 'ready' | 'loaderror' | 'pending';
}

/** One Elements group the fake created, with what it was created with. */
interface FakeElementsGroup {
  /** The group itself, as `useElements()` gives it and `confirmSetup` receives it. */
  group: StripeElements;
  /** The options passed to `stripe.elements(options)` (client secret, locale, appearance). */
  options: Record<string, unknown> | undefined;
  /** The element types created in this group, such as `['payment']`. */
  created: string[];
}

/** A fake Stripe.js instance and what it recorded. */
export interface FakeStripe {
  /** The object to pass as the component's `stripe` prop. */
  stripe: Stripe;
  /** Each Elements group created, in order. */
  elementsGroups: FakeElementsGroup[];
}

type Listener = (event?: unknown) => void;

const NEVER_SETTLES: FakeConfirm = () => new Promise<never>(() => {});

/** A fake Stripe Element: mounts a plain placeholder and emits `ready` or `loaderror` like Stripe's. */
function createFakeElement(type: string, behaviour: FakeStripeOptions['paymentElement']) {
  const listeners = new Map<string, Set<Listener>>();
  let node: HTMLElement | null = null;
  let emitted = false;
  const emitOnce = () => {
    if (emitted || !node || behaviour === 'pending') return;
    const event = behaviour === 'loaderror' ? 'loaderror' : 'ready';
    if (!listeners.get(event)?.size) return;
    emitted = true;
    const payload =
      event === 'loaderror'
        ? { elementType: type, error: { type: 'invalid_request_error', message: 'No such setupintent.' } }
        : { elementType: type };
    // Stripe emits from its iframe, after the current task.
    setTimeout(() => {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    }, 0);
  };
  const element = {
    mount(domNode: HTMLElement | string) {
      node = typeof domNode === 'string' ? document.querySelector<HTMLElement>(domNode) : domNode;
      const placeholder = document.createElement('div');
      placeholder.dataset.fakeStripeElement = type;
      placeholder.textContent = 'Card number, expiry date and CVC (test form, no connection to Stripe)';
      placeholder.style.cssText = 'padding:0.75rem;border:1px dashed currentColor;border-radius:4px;';
      node?.append(placeholder);
      emitOnce();
    },
    unmount() {
      node?.replaceChildren();
      node = null;
    },
    destroy() {
      element.unmount();
      listeners.clear();
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(event, set);
      emitOnce();
      return element;
    },
    off(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return element;
    },
    once(event: string, listener: Listener) {
      return element.on(event, listener);
    },
    update() {},
    focus() {},
    blur() {},
    clear() {},
    collapse() {},
  };
  return element;
}

/**
 * A fake Stripe.js instance that satisfies @stripe/react-stripe-js (`elements`, `createToken`,
 * `createPaymentMethod`, `confirmCardPayment`), creates Elements that mount a plain placeholder,
 * and answers `confirmSetup` / `confirmPayment` as told. It never contacts Stripe, so tests and
 * Storybook can render the card payment offline.
 */
export function createFakeStripe(options: FakeStripeOptions = {}): FakeStripe {
  const elementsGroups: FakeElementsGroup[] = [];
  const unused = () => Promise.reject(new Error('Not used by the Stowly card payment.'));
  const stripe = {
    elements(elementsOptions?: Record<string, unknown>) {
      const created: string[] = [];
      const elementsByType = new Map<string, ReturnType<typeof createFakeElement>>();
      const group = {
        create(type: string) {
          const element = createFakeElement(type, options.paymentElement ?? 'ready');
          created.push(type);
          elementsByType.set(type, element);
          return element;
        },
        getElement: (type: string) => elementsByType.get(type) ?? null,
        update() {},
        fetchUpdates: () => Promise.resolve({}),
        submit: () => Promise.resolve({}),
      } as unknown as StripeElements;
      elementsGroups.push({ group, options: elementsOptions, created });
      return group;
    },
    createToken: unused,
    createPaymentMethod: unused,
    confirmCardPayment: unused,
    confirmSetup: options.confirmSetup ?? NEVER_SETTLES,
    confirmPayment: options.confirmPayment ?? NEVER_SETTLES,
  } as unknown as Stripe;
  return { stripe, elementsGroups };
}

/** A Stripe error as `confirmSetup` / `confirmPayment` answer it, such as a declined card. */
export function stripeError(
  message: string,
  type: StripeError['type'] = 'card_error',
): { error: StripeError } {
  return { error: { type, message, ...(type === 'card_error' ? { code: 'card_declined' } : {}) } };
}
