// @vitest-environment jsdom
import { ApiError, type Schema } from '@stowly/api-client';
import { apiError, createFakeApi, type FakeApi, withStatus } from '@stowly/api-client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingError } from '../../index';
import { type InterestRegistrationInput, useInterestRegistration } from '../index';
import { bookingHandlers, LOCATION } from './support/bookingScenario';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

const CONSENTS: Schema<'Consent'>[] = [
  { type: 'contact', required: true, label: 'You may contact me', url: null },
  { type: 'newsletter', required: false, label: 'Newsletter', url: null },
];

const VISITOR: InterestRegistrationInput = {
  unitTypeId: 14,
  firstName: ' Anna ',
  lastName: 'Svensson',
  email: 'anna@example.com ',
  phone: { prefix: '+46', number: '701234567' },
  desiredMoveInDate: '2026-04-01',
  consents: { contact: true },
  recaptchaToken: 'captcha-token',
};

/** The scenario's location with interest registration consents; registrations are stored as 77. */
function interestApi(): FakeApi {
  return createFakeApi({
    ...bookingHandlers(),
    'GET /location/config': () => ({ data: [{ ...LOCATION, interestRegistrationConsents: CONSENTS }] }),
    'POST /unit-type/{id}/interest-registration': () => withStatus(201, { data: { id: 77 } }),
  });
}

function renderRegistration(api: FakeApi) {
  const onSuccess = vi.fn();
  const onError = vi.fn();
  const view = renderHook(() => useInterestRegistration({ onSuccess, onError }), {
    wrapper: bookingWrapper({ api, language: 'sv' }),
  });
  return { ...view, onSuccess, onError };
}

describe('useInterestRegistration', () => {
  it("posts the visitor's data with the location and its interest registration consents", async () => {
    const api = interestApi();
    const { result, onSuccess, onError } = renderRegistration(api);

    let registration: unknown;
    await act(async () => {
      registration = await result.current.mutateAsync(VISITOR);
    });

    expect(registration).toEqual({ id: 77 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ id: 77 });
    expect(onSuccess).toHaveBeenCalledWith({ id: 77 }, VISITOR);
    expect(onError).not.toHaveBeenCalled();
    const requests = api.requestsTo('POST /unit-type/{id}/interest-registration');
    expect(requests.map((request) => request.path)).toEqual(['/unit-type/14/interest-registration']);
    expect(requests[0]?.body).toEqual({
      locationId: LOCATION.id,
      firstname: 'Anna',
      lastname: 'Svensson',
      email: 'anna@example.com',
      phonePrefix: '+46',
      phoneNumber: '701234567',
      desiredMoveInDate: '2026-04-01',
      consents: [
        { type: 'contact', accepted: true },
        { type: 'newsletter', accepted: false },
      ],
      recaptchaToken: 'captcha-token',
    });
    expect(requests[0]?.headers.get('Content-Language')).toBe('en');
  });

  it('rejects with the API error and reports it, with its field details', async () => {
    const api = interestApi();
    api.use({
      'POST /unit-type/{id}/interest-registration': () =>
        apiError(422, 'consent-required', 'Consent required', [
          { field: 'consents.contact', code: 'required' },
        ]),
    });
    const { result, onSuccess, onError } = renderRegistration(api);

    await act(async () => {
      await expect(result.current.mutateAsync({ ...VISITOR, consents: {} })).rejects.toBeInstanceOf(ApiError);
    });

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 422, code: 'consent-required' });
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ code: 'consent-required' }),
      expect.objectContaining({ unitTypeId: 14 }),
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('sends nothing when a required value is missing', async () => {
    const api = interestApi();
    const { result, onError } = renderRegistration(api);

    act(() => result.current.mutate({ ...VISITOR, desiredMoveInDate: null }));

    await waitFor(() => expect(result.current.error).toBeInstanceOf(BookingError));
    expect(result.current.error?.message).toBe('value null/undefined: desiredMoveInDate');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(api.requestsTo('POST /unit-type/{id}/interest-registration')).toEqual([]);
  });
});
