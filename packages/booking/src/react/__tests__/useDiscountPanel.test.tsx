// @vitest-environment jsdom

import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingError } from '../../index';
import { useBookingActions, useBookingState, useDiscountPanel, useDiscountValidation } from '../index';
import { bookingHandlers, SPRING_DISCOUNT } from './support/bookingScenario';
import { chooseOptions, MOVE_IN_DATE } from './support/chooseBooking';
import { bookingWrapper } from './support/renderWithBooking';

afterEach(cleanup);

/** A discount code panel as an integrator would build it. */
function DiscountCodePanel() {
  const panel = useDiscountPanel();
  const discountCode = useBookingState((state) => state.discountCode);
  if (panel.panel === 'no-code') {
    return (
      <button type="button" onClick={panel.openForm}>
        Add a discount code
      </button>
    );
  }
  if (panel.panel === 'has-code') {
    return (
      <p>
        Code {discountCode} applied{' '}
        <button type="button" onClick={panel.reset}>
          Remove
        </button>
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void panel.apply();
      }}
    >
      <label>
        Discount code
        <input value={panel.input} onChange={(event) => panel.setInput(event.target.value)} />
      </label>
      {panel.error && <p role="alert">{panel.error}</p>}
      {panel.canApply && <button type="submit">Apply</button>}
    </form>
  );
}

/** Chooses the options so a discount code can be entered. */
function OptionsDone() {
  const actions = useBookingActions();
  return (
    <button type="button" onClick={() => chooseOptions(actions)}>
      Choose options
    </button>
  );
}

function renderPanel(api = createFakeApi(bookingHandlers()), onError = vi.fn()) {
  render(
    <>
      <OptionsDone />
      <DiscountCodePanel />
    </>,
    { wrapper: bookingWrapper({ api, onError }) },
  );
  return { api, onError };
}

describe('useDiscountPanel', () => {
  it('validates a typed code with the server and applies it', async () => {
    const user = userEvent.setup();
    const { api } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Choose options' }));
    await user.click(screen.getByRole('button', { name: 'Add a discount code' }));
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText(/Code SPRING applied/)).toBeTruthy();
    expect(
      api
        .requestsTo('POST /unit-type/{id}/discount/validation')
        .map((request) => [request.path, request.body]),
    ).toEqual([
      [
        '/unit-type/12/discount/validation',
        {
          discountCode: 'SPRING',
          billingPeriodId: 22,
          customerType: 'private',
          moveIn: MOVE_IN_DATE,
          insuranceId: null,
          insuranceBillingPeriodId: null,
        },
      ],
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('button', { name: 'Add a discount code' })).toBeTruthy();
  });

  it('shows formValidation.discountCode for a rejected code and hides apply until the code changes', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Choose options' }));
    await user.click(screen.getByRole('button', { name: 'Add a discount code' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'WINTER');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect((await screen.findByRole('alert')).textContent).toBe('formValidation.discountCode');
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), '2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it('reports a validation that failed for another reason to onError', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      ...bookingHandlers(),
      'POST /unit-type/{id}/discount/validation': () => apiError(500, 'internal-error'),
    });
    const { onError } = renderPanel(api);
    await user.click(screen.getByRole('button', { name: 'Choose options' }));
    await user.click(screen.getByRole('button', { name: 'Add a discount code' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'SPRING');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 500 })));
    expect(screen.getByRole('textbox', { name: 'Discount code' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useDiscountValidation', () => {
  it('refuses to validate before the flow has a plan, then checks codes without applying them', async () => {
    const api = createFakeApi(bookingHandlers());
    const onError = vi.fn();
    const { result } = renderHook(
      () => ({
        validation: useDiscountValidation(),
        actions: useBookingActions(),
        discountCode: useBookingState((state) => state.discountCode),
      }),
      { wrapper: bookingWrapper({ api, onError }) },
    );
    expect(result.current.validation.canValidate).toBe(false);
    let answer = await act(() => result.current.validation.validate('SPRING'));
    expect(answer).toBeUndefined();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(BookingError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({
      code: 'insufficient-arguments',
      message: 'Insufficient arguments',
    });
    expect(api.requestsTo('POST /unit-type/{id}/discount/validation')).toEqual([]);

    act(() => chooseOptions(result.current.actions));
    expect(result.current.validation.canValidate).toBe(true);
    answer = await act(() => result.current.validation.validate('SPRING'));
    expect(answer).toEqual({ valid: true, discount: SPRING_DISCOUNT });
    answer = await act(() => result.current.validation.validate('WINTER'));
    expect(answer).toEqual({ valid: false, error: 'formValidation.discountCode' });
    expect(result.current.discountCode).toBeNull();
    expect(api.requestsTo('POST /unit-type/{id}/discount/validation')).toHaveLength(2);
  });
});
