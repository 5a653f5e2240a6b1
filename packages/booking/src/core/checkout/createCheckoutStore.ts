import { isApiError } from '@stowly/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type CheckoutStep, isCheckoutStep } from './checkoutSteps';

/** The checkout of one basket, as the server last reported it. */
export interface CheckoutStoreState {
  basketId: number;
  /** The server's current step; null until the first answer. */
  step: CheckoutStep | null;
  /**
   * Takes a server answer that names the basket's step (a basket from `POST /booking`, or a
   * checkout state); an answer about another basket is ignored.
   */
  applyServerState(answer: { basketId: number; step?: CheckoutStep; checkoutStep?: CheckoutStep }): void;
  /**
   * Resyncs after a failed step call: a 409 `wrong-step` moves to the error's `currentStep`, the
   * step the server is at, and answers true. Anything else (another error, a missing or unknown
   * step) changes nothing and answers false, so the caller handles it.
   */
  resyncOnWrongStep(error: unknown): boolean;
}

/** A vanilla zustand store of one basket's checkout. */
export type CheckoutStore = StoreApi<CheckoutStoreState>;

/**
 * Creates the checkout store of a basket. The step only ever comes from the server, so the client
 * never shows a step the server has not reached.
 */
export function createCheckoutStore(options: {
  basketId: number;
  step?: CheckoutStep | null;
}): CheckoutStore {
  return createStore<CheckoutStoreState>()((set, get) => ({
    basketId: options.basketId,
    step: options.step ?? null,
    applyServerState: (answer) => {
      const step = answer.step ?? answer.checkoutStep;
      if (answer.basketId === get().basketId && isCheckoutStep(step)) set({ step });
    },
    resyncOnWrongStep: (error) => {
      if (!isApiError(error) || error.code !== 'wrong-step' || !isCheckoutStep(error.currentStep))
        return false;
      set({ step: error.currentStep });
      return true;
    },
  }));
}
