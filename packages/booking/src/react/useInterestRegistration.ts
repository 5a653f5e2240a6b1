import { type Schema, setupQueries, unwrap } from '@stowly/api-client';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { buildInterestRegistrationPayload, type InterestRegistrationData } from '../index';
import { useBookingContext } from './internal/BookingContext';
import { useLatestRef } from './internal/useLatestRef';

/** What {@link useInterestRegistration} sends: the visitor's data for one sold-out unit type. */
export interface InterestRegistrationInput extends InterestRegistrationData {
  /** The sold-out unit type the visitor is interested in. */
  unitTypeId: number;
  /** The bot-check token. */
  recaptchaToken: string;
}

/** The stored registration: `data` of the `201` answer. */
export type InterestRegistration = Schema<'CreatedResponse'>['data'];

/** Options of {@link useInterestRegistration}: callbacks of this form. */
export interface UseInterestRegistrationOptions {
  /** Called with the stored registration and what was sent. */
  onSuccess?: (registration: InterestRegistration, input: InterestRegistrationInput) => void;
  /**
   * Called when the registration failed: an `ApiError` (`recaptcha-invalid`, `consent-required`
   * or field details, see `mapServerFieldErrors`) or a `BookingError` `missing-value`.
   */
  onError?: (error: Error, input: InterestRegistrationInput) => void;
}

/**
 * Registers a visitor's interest in a sold-out unit type at the provider's location
 * (`POST /unit-type/{id}/interest-registration`), so the location can contact them when a unit
 * frees up. The body is built by `buildInterestRegistrationPayload`: the location id, the trimmed
 * contact details, the desired move-in date and every `interestRegistrationConsents` entry of the
 * location with the visitor's answer. Returns the TanStack mutation: `mutate` / `mutateAsync`
 * (which rejects with the failure), `isPending`, `isSuccess`, `error`, `reset`.
 *
 * @example
 * const registration = useInterestRegistration({ onSuccess: () => focusConfirmation() });
 * registration.mutate({ unitTypeId, firstName, lastName, email, phone, desiredMoveInDate, consents, recaptchaToken });
 */
export function useInterestRegistration(
  options: UseInterestRegistrationOptions = {},
): UseMutationResult<InterestRegistration, Error, InterestRegistrationInput> {
  const context = useBookingContext('useInterestRegistration');
  const { client, queryClient, locationId } = context;
  const own = useLatestRef(options);
  const location = context.location;

  /** The location's interest registration consents, loaded when the provider has not got them yet. */
  const locationConsents = async () => {
    const current =
      location ??
      (await queryClient.ensureQueryData(setupQueries.locationConfig(client, [locationId]))).find(
        (item) => item.id === locationId,
      );
    if (!current) {
      throw new Error(
        `GET /location/config did not return location ${locationId}, whose consents the interest registration sends.`,
      );
    }
    return current.interestRegistrationConsents;
  };

  return useMutation<InterestRegistration, Error, InterestRegistrationInput>({
    mutationKey: ['booking', locationId, 'interest-registration'],
    mutationFn: async (input) => {
      const { unitTypeId, recaptchaToken } = input;
      const body = buildInterestRegistrationPayload(input, {
        locationId,
        consents: await locationConsents(),
        recaptchaToken,
      });
      const created = await unwrap(
        client.POST('/unit-type/{id}/interest-registration', { params: { path: { id: unitTypeId } }, body }),
      );
      return created.data;
    },
    onSuccess: (registration, input) => own.current.onSuccess?.(registration, input),
    onError: (error, input) => own.current.onError?.(error, input),
  });
}
