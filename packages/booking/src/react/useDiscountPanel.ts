import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { canApplyDiscountCode, type DiscountPanelState } from '../index';
import { useBookingContext } from './internal/BookingContext';

/** What {@link useDiscountPanel} returns: the panel's state and actions. */
export interface DiscountPanelView extends DiscountPanelState {
  /** True when the apply action shows: a code is typed, there is no error and no check is running. */
  canApply: boolean;
  /**
   * Validates the typed code with the server and applies it (has-code) or shows
   * `formValidation.discountCode` (`error`; `limits.discountCodeAttempts` after too many codes
   * tried). Resolves whether it applied; a failure other than these resolves false and reaches the
   * provider's `onError`.
   */
  apply(): Promise<boolean>;
}

/**
 * The discount code panel of spec section 4: `no-code`, `form` (typing) or `has-code`, with the
 * typed input, the rejection error and the actions. It follows the flow: a code cleared by a
 * clearing rule returns the panel to `no-code`.
 *
 * @example
 * const panel = useDiscountPanel();
 * if (panel.panel === 'no-code') return <Button onPress={panel.openForm}>Add a discount code</Button>;
 */
export function useDiscountPanel(): DiscountPanelView {
  const { discountPanelStore, callbacks } = useBookingContext('useDiscountPanel');
  const state = useStore(discountPanelStore);
  const apply = useCallback(async () => {
    try {
      return await discountPanelStore.getState().apply();
    } catch (error) {
      callbacks.current.onError?.(error);
      return false;
    }
  }, [discountPanelStore, callbacks]);
  return useMemo(() => ({ ...state, apply, canApply: canApplyDiscountCode(state) }), [state, apply]);
}
