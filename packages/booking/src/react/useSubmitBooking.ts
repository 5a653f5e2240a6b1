import { type Schema, setupQueries, unitTypeQueries } from '@stowly/api-client';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createCheckoutCalls } from '../checkout';
import { buildBookingPayload, discountCodeRejectionOf } from '../index';
import { useBookingContext } from './internal/BookingContext';
import { useLatestRef } from './internal/useLatestRef';

/** What a submission may add to the flow state. */
export interface SubmitBookingInput {
  /** The bot-check token. @default customerData.recaptchaToken */
  recaptchaToken?: string;
  /**
   * The consents to send, each with the customer's answer from `customerData.consents`.
   * @default the location's consents from `GET /location/config`
   */
  consents?: readonly Pick<Schema<'Consent'>, 'type'>[];
}

/** Options of {@link useSubmitBooking}: callbacks of this form, called after the provider's. */
export interface UseSubmitBookingOptions {
  /** Called with the basket when the booking was submitted. */
  onBookingCreated?: (basket: Schema<'Basket'>) => void;
  /** Called when building the payload or submitting it failed. */
  onError?: (error: Error) => void;
}

/** What {@link useSubmitBooking} returns. */
export interface SubmitBookingState {
  /**
   * Builds the booking payload from the flow (spec section 3) and submits it: with the provider's
   * `submitBooking` override when it has one, otherwise `POST /booking` with an idempotency key
   * that a retry of the same payload reuses. Resolves the basket, or undefined when it failed (the
   * error is in `error` and reaches `onError`). An open discount code form closes, as the customer
   * form was submitted. When the answer refuses the flow's discount code (422
   * `invalid-discount-code`), the code is dropped with its reason (`removed` of `useDiscountPanel`),
   * so that sending again books without it.
   *
   * An unfinished checkout this browser remembers at the location (see `useOpenCheckout`) is
   * released first, so its unit is not held twice (the server also ends an unpaid checkout with
   * the same email; a failed release does not stop the submission). The new basket becomes the
   * tab's checkout and the remembered open checkout.
   */
  submit(input?: SubmitBookingInput): Promise<Schema<'Basket'> | undefined>;
  /** A submission is running: disable the submit button. */
  isPending: boolean;
  /**
   * The last failure: an `ApiError` (`unit-unavailable`, `already-booked`, field details for the
   * form) or a `BookingError` `missing-value` naming a missing field; null otherwise.
   */
  error: Error | null;
  /** The basket of the last successful submission. */
  basket: Schema<'Basket'> | undefined;
  /** Forgets the last result and error. */
  reset(): void;
}

/**
 * Submits the booking from the customer form. The provider's `onBookingCreated` and `onError`
 * are called, then this hook's own.
 *
 * @example
 * const { submit, isPending, error } = useSubmitBooking();
 * <form onSubmit={(event) => { event.preventDefault(); submit({ recaptchaToken }); }}>
 */
export function useSubmitBooking(options: UseSubmitBookingOptions = {}): SubmitBookingState {
  const context = useBookingContext('useSubmitBooking');
  const {
    client,
    queryClient,
    locationId,
    language,
    bookingStore,
    discountPanelStore,
    submitter,
    checkoutStore,
    openCheckoutStore,
    callbacks,
  } = context;
  const own = useLatestRef(options);
  const location = context.location;

  /** The location's consents, loaded when the provider has not got them yet. */
  const locationConsents = async () => {
    const current =
      location ??
      (await queryClient.ensureQueryData(setupQueries.locationConfig(client, [locationId]))).find(
        (item) => item.id === locationId,
      );
    if (!current) {
      throw new Error(
        `GET /location/config did not return location ${locationId}, whose consents the booking sends.`,
      );
    }
    return current.consents;
  };

  const mutation = useMutation<Schema<'Basket'>, Error, SubmitBookingInput>({
    mutationKey: ['booking', locationId, 'submit'],
    mutationFn: async (input) => {
      discountPanelStore.getState().customerFormSubmitted();
      const consents = input.consents ?? (await locationConsents());
      const previous = openCheckoutStore.getState().openCheckout;
      const payload = buildBookingPayload(bookingStore.getState(), {
        language,
        consents,
        ...(input.recaptchaToken !== undefined && { recaptchaToken: input.recaptchaToken }),
      });
      if (previous) {
        try {
          await createCheckoutCalls(client, previous.basketId).release();
        } catch {
          // The polite path only: the server ends an unpaid checkout of the same email itself.
        }
        openCheckoutStore.getState().forget(previous.basketId);
      }
      const defaultSubmit = (body: Schema<'BookingRequest'>) => submitter.submit(body);
      const override = callbacks.current.submitBooking;
      return override ? override(payload, { client, locationId, defaultSubmit }) : defaultSubmit(payload);
    },
    onSuccess: (basket) => {
      checkoutStore.getState().startCheckout(basket.basketId);
      const unitTypeId = bookingStore.getState().unitType?.id;
      const unitTypeName =
        unitTypeId === undefined
          ? undefined
          : queryClient.getQueryData(unitTypeQueries.detail(client, unitTypeId).queryKey)?.name;
      openCheckoutStore.getState().remember({
        basketId: basket.basketId,
        expiresAt: basket.expiresAt,
        ...(unitTypeName && { unitTypeName }),
      });
      callbacks.current.onBookingCreated?.(basket);
      own.current.onBookingCreated?.(basket);
    },
    onError: (error) => {
      // The code stopped applying since the price was shown (it expired, or it is not for this
      // customer type): the flow drops it with its reason; sending again books without it.
      const rejection = discountCodeRejectionOf(error);
      const { discountCode } = bookingStore.getState();
      if (rejection && discountCode)
        discountPanelStore.getState().appliedCodeRejected(discountCode, rejection);
      callbacks.current.onError?.(error);
      own.current.onError?.(error);
    },
  });

  const { mutateAsync, reset } = mutation;
  const submit = useCallback(
    (input: SubmitBookingInput = {}) => mutateAsync(input).catch(() => undefined),
    [mutateAsync],
  );
  return { submit, isPending: mutation.isPending, error: mutation.error, basket: mutation.data, reset };
}
