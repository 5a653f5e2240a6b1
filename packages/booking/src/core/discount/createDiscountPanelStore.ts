import type { StowlyClient } from '@stowly/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BookingStore } from '../flow/createBookingStore';
import {
  DISCOUNT_CODE_ERROR,
  DISCOUNT_CODE_LIMIT_ERROR,
  type DiscountCodeError,
  type DiscountCodeRejectionError,
} from './discountCodeErrors';

/** An applied code a later price calculation refused, which the flow therefore dropped. */
export interface RemovedDiscountCode {
  /** The code as it was applied. */
  code: string;
  /** The message key of why it no longer applies (for example `formValidation.discountCodeCustomerType`). */
  error: DiscountCodeRejectionError;
}

/** What the discount code panel shows: a link to enter a code, the form, or the applied code. */
export type DiscountPanel = 'no-code' | 'form' | 'has-code';

/** The discount code panel's state (spec section 4) and actions. */
export interface DiscountPanelState {
  /** What the panel shows: the link to enter a code, the form, or the applied code. */
  panel: DiscountPanel;
  /** The code as typed in the form. */
  input: string;
  /**
   * The message key of a code that did not apply, or null: `formValidation.discountCode` (rejected)
   * or `limits.discountCodeAttempts` (too many codes tried: not checked; applying again later works).
   */
  error: DiscountCodeError | null;
  /** A validation request is running. */
  validating: boolean;
  /**
   * The applied code a later price calculation refused (the customer type or an expiry changed
   * what applies), which the flow dropped: show it with its reason until the visitor enters a
   * code again. Null otherwise.
   */
  removed: RemovedDiscountCode | null;
  /** Opens the form (from no-code). */
  openForm(): void;
  /** Takes what the visitor typed; clears the error. */
  setInput(input: string): void;
  /**
   * Validates the typed code with the server. Accepted: the flow keeps it and the panel shows
   * has-code; rejected: the error is `formValidation.discountCode`; too many codes tried: the error
   * is `limits.discountCodeAttempts`. Resolves whether it applied. Other API failures reject.
   */
  apply(): Promise<boolean>;
  /** Back to no-code; clears the code from the flow. */
  reset(): void;
  /** The customer form was submitted: an open form closes to no-code. */
  customerFormSubmitted(): void;
  /**
   * A price calculation refused the applied `code` with `error`: when the flow still holds that
   * code, it is dropped and kept in `removed` with its reason; otherwise nothing happens (so every
   * component that sees the failed calculation may report it).
   */
  appliedCodeRejected(code: string, error: DiscountCodeRejectionError): void;
}

/** The discount panel store; `dispose` stops following the booking store. */
export type DiscountPanelStore = StoreApi<DiscountPanelState> & { dispose(): void };

/**
 * True when the apply action shows: a code is typed, nothing is running, and the typed code was
 * not rejected (after too many attempts the same code may be applied again once the wait is over).
 */
export function canApplyDiscountCode(
  state: Pick<DiscountPanelState, 'input' | 'error' | 'validating'>,
): boolean {
  return (
    state.input.trim() !== '' &&
    (!state.error || state.error === DISCOUNT_CODE_LIMIT_ERROR) &&
    !state.validating
  );
}

/**
 * Creates the discount code panel of a booking flow. It starts at has-code when the flow already
 * holds a code, and follows the flow: a code cleared by a clearing rule returns it to no-code.
 */
export function createDiscountPanelStore(options: {
  bookingStore: BookingStore;
  client: StowlyClient;
}): DiscountPanelStore {
  const { bookingStore } = options;
  const closed = { input: '', error: null, validating: false } as const;
  const store = createStore<DiscountPanelState>()((set, get) => ({
    panel: bookingStore.getState().discountCode ? 'has-code' : 'no-code',
    ...closed,
    removed: null,
    openForm: () => set((state) => (state.panel === 'no-code' ? { panel: 'form', removed: null } : state)),
    setInput: (input) => set({ input, error: null }),
    apply: async () => {
      const state = get();
      if (state.panel !== 'form' || !canApplyDiscountCode(state)) return false;
      set({ validating: true });
      try {
        // Loaded when a code is first applied: the flow's first page does not carry the check.
        const { validateDiscountCode } = await import('./validateDiscountCode');
        const result = await validateDiscountCode(options.client, bookingStore.getState(), state.input);
        if (result.valid) bookingStore.getState().setDiscountCode(state.input);
        // The flow refuses a code when its options changed meanwhile; then the code did not apply.
        const applied = result.valid && !!bookingStore.getState().discountCode;
        set(
          applied
            ? { panel: 'has-code', ...closed }
            : { validating: false, error: result.valid ? DISCOUNT_CODE_ERROR : result.error },
        );
        return applied;
      } catch (error) {
        set({ validating: false });
        throw error;
      }
    },
    reset: () => {
      set({ panel: 'no-code', ...closed, removed: null });
      bookingStore.getState().setDiscountCode(null);
    },
    customerFormSubmitted: () =>
      set((state) => (state.panel === 'form' ? { panel: 'no-code', ...closed } : state)),
    appliedCodeRejected: (code, error) => {
      if (bookingStore.getState().discountCode !== code) return;
      set({ removed: { code, error } });
      bookingStore.getState().setDiscountCode(null);
    },
  }));

  const unsubscribe = bookingStore.subscribe((flow, previous) => {
    if (flow.discountCode === previous.discountCode) return;
    if (flow.discountCode) store.setState({ panel: 'has-code', ...closed, removed: null });
    else if (store.getState().panel === 'has-code') store.setState({ panel: 'no-code', ...closed });
  });
  return Object.assign(store, { dispose: unsubscribe });
}
