import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useStore } from 'zustand';
import { canCalculatePrice, type DiscountCodeValidation, validateDiscountCode } from '../index';
import { useBookingContext } from './internal/BookingContext';

/** What {@link useDiscountValidation} returns. */
export interface DiscountValidationState {
  /**
   * Asks the server whether `discountCode` applies to the flow's unit type, plan, customer type,
   * insurance and move-in date (`POST /unit-type/{id}/discount/validation`). Resolves
   * `{ valid: true, discount }`, `{ valid: false, error: 'formValidation.discountCode' }` (rejected)
   * or `{ valid: false, error: 'limits.discountCodeAttempts' }` (too many codes tried: not checked,
   * try again after a minute), or undefined when the check failed (the error is in `error` and
   * reaches the provider's `onError`).
   * It does not apply the code: call `setDiscountCode` for that, or use `useDiscountPanel`.
   */
  validate(discountCode: string): Promise<DiscountCodeValidation | undefined>;
  /**
   * False while the flow lacks a billing period, customer type or unit type (spec section 4);
   * validating then fails with the `BookingError` `insufficient-arguments` and sends nothing.
   */
  canValidate: boolean;
  /** A check is running. */
  isPending: boolean;
  /** The answer of the last check. */
  result: DiscountCodeValidation | undefined;
  /** The failure of the last check, null otherwise. */
  error: Error | null;
  /** Forgets the last answer and error. */
  reset(): void;
}

/**
 * Checks discount codes against the flow, for an integrator building their own discount UI (the
 * panel of `useDiscountPanel` validates through the same call).
 */
export function useDiscountValidation(): DiscountValidationState {
  const { client, bookingStore, callbacks, locationId } = useBookingContext('useDiscountValidation');
  const canValidate = useStore(bookingStore, canCalculatePrice);
  const mutation = useMutation<DiscountCodeValidation, Error, string>({
    mutationKey: ['booking', locationId, 'discount-validation'],
    mutationFn: (discountCode) => validateDiscountCode(client, bookingStore.getState(), discountCode),
    onError: (error) => callbacks.current.onError?.(error),
  });
  const { mutateAsync, reset } = mutation;
  const validate = useCallback(
    (discountCode: string) => mutateAsync(discountCode).catch(() => undefined),
    [mutateAsync],
  );
  return {
    validate,
    canValidate,
    isPending: mutation.isPending,
    result: mutation.data,
    error: mutation.error,
    reset,
  };
}
