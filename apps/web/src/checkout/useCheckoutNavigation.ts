import { type CheckoutReason, type CheckoutStep, checkoutOutcome } from '@stowly/booking/checkout';
import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { withLang } from '../flow/withLang';
import { useSearchParams } from '../routes/useSearchParams';
import { checkoutRootPath, checkoutStepPath, continueCheckoutPath } from './checkoutPath';

/** Navigation between the checkout routes of a location, keeping `lang`; every move replaces the entry. */
export interface CheckoutNavigation {
  /** Goes to the route of a step the server named. */
  goToStep(step: CheckoutStep, reason?: CheckoutReason | null): void;
  /**
   * Goes where a failed checkout call leaves the customer (`checkoutOutcome`): the named step, or a
   * resync of `basketId` (the tab's own basket when omitted). Answers false for a failure the page
   * shows itself (with a retry).
   */
  goToOutcome(error: unknown, basketId?: number): boolean;
  /** Continues `basketId` at the step the server is at (`/{locationId}/checkout/{basketId}`). */
  resync(basketId: number, reason?: CheckoutReason | null): void;
}

/** The checkout navigation of the location in the path. */
export function useCheckoutNavigation(locationId: number): CheckoutNavigation {
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const lang = searchParams.get('lang');
  const go = useCallback(
    (path: string) => navigate(withLang(path, lang), { replace: true }),
    [navigate, lang],
  );
  const goToStep = useCallback(
    (step: CheckoutStep, reason?: CheckoutReason | null) => go(checkoutStepPath(locationId, step, reason)),
    [go, locationId],
  );
  return useMemo(
    () => ({
      goToStep,
      goToOutcome: (error, basketId) => {
        const outcome = checkoutOutcome(error);
        if (outcome.kind === 'step') goToStep(outcome.step, outcome.reason);
        else if (outcome.kind === 'resync') {
          go(
            basketId === undefined
              ? checkoutRootPath(locationId, outcome.reason)
              : continueCheckoutPath(locationId, basketId, outcome.reason),
          );
        }
        return outcome.kind !== 'failed';
      },
      resync: (basketId, reason) => go(continueCheckoutPath(locationId, basketId, reason)),
    }),
    [go, goToStep, locationId],
  );
}
