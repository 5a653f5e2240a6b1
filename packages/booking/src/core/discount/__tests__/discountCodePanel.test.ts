import { describe, expect, it } from 'vitest';
import { createCatalogue, createFakeBookingApi } from '../../flow/__tests__/fakeBookingApi';
import { createBookingStore } from '../../flow/createBookingStore';
import { canApplyDiscountCode, createDiscountPanelStore } from '../createDiscountPanelStore';

function setup(options: { withCode?: boolean; catalogue?: ReturnType<typeof createCatalogue> } = {}) {
  const bookingStore = createBookingStore({ locationId: 7 });
  const actions = bookingStore.getState();
  actions.selectUnitType({ id: 12, categoryIds: [3], available: true });
  actions.setMoveInDate('2026-03-20');
  actions.setUnitAvailable(true);
  actions.selectBookingPlan({ id: 21, hasInsurances: true, period: 'monthly', amount: 99 });
  actions.selectInsurance({ id: 31, billingPeriodId: 41 });
  if (options.withCode) actions.setDiscountCode('SPRING');
  const api = createFakeBookingApi(options.catalogue);
  const panel = createDiscountPanelStore({ bookingStore, client: api.client });
  return { bookingStore, panel, api };
}

describe('discount code panel (spec section 4)', () => {
  it('starts at no-code, or at has-code when the flow already holds a code', () => {
    expect(setup().panel.getState().panel).toBe('no-code');
    expect(setup({ withCode: true }).panel.getState().panel).toBe('has-code');
  });

  it('shows the apply action only when a code is typed and there is no error', () => {
    const { panel } = setup();
    panel.getState().openForm();
    expect(panel.getState().panel).toBe('form');
    expect(canApplyDiscountCode(panel.getState())).toBe(false);
    panel.getState().setInput('   ');
    expect(canApplyDiscountCode(panel.getState())).toBe(false);
    panel.getState().setInput('spring');
    expect(canApplyDiscountCode(panel.getState())).toBe(true);
  });

  it('an accepted code goes into the flow and the panel shows has-code', async () => {
    const { panel, bookingStore, api } = setup();
    panel.getState().openForm();
    panel.getState().setInput('SPRING');
    expect(await panel.getState().apply()).toBe(true);
    expect(panel.getState()).toMatchObject({ panel: 'has-code', input: '', error: null, validating: false });
    expect(bookingStore.getState().discountCode).toBe('SPRING');
    expect(api.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /unit-type/12/discount/validation',
    ]);
  });

  it('a rejected code shows why (formValidation.discountCodeExpired) and hides the apply action until the code changes', async () => {
    const { panel, bookingStore } = setup();
    panel.getState().openForm();
    panel.getState().setInput('EXPIRED');
    expect(await panel.getState().apply()).toBe(false);
    expect(panel.getState()).toMatchObject({
      panel: 'form',
      error: 'formValidation.discountCodeExpired',
      validating: false,
    });
    expect(canApplyDiscountCode(panel.getState())).toBe(false);
    expect(bookingStore.getState().discountCode).toBeNull();
    panel.getState().setInput('EXPIRED2');
    expect(panel.getState().error).toBeNull();
  });

  it('too many codes tried shows limits.discountCodeAttempts and lets the same code be applied again later', async () => {
    const catalogue = createCatalogue();
    catalogue.failWith = 429;
    const { panel, bookingStore } = setup({ catalogue });
    panel.getState().openForm();
    panel.getState().setInput('SPRING');
    expect(await panel.getState().apply()).toBe(false);
    expect(panel.getState()).toMatchObject({
      panel: 'form',
      error: 'limits.discountCodeAttempts',
      validating: false,
    });
    expect(bookingStore.getState().discountCode).toBeNull();
    // The code was not checked: the same one may be applied once the wait is over.
    expect(canApplyDiscountCode(panel.getState())).toBe(true);
    catalogue.failWith = undefined;
    expect(await panel.getState().apply()).toBe(true);
    expect(panel.getState()).toMatchObject({ panel: 'has-code', error: null });
    expect(bookingStore.getState().discountCode).toBe('SPRING');
  });

  it('reset returns to no-code and clears the code', () => {
    const { panel, bookingStore } = setup({ withCode: true });
    panel.getState().reset();
    expect(panel.getState().panel).toBe('no-code');
    expect(bookingStore.getState().discountCode).toBeNull();
  });

  it('submitting the customer form while in the form resets to no-code; other states stay', () => {
    const { panel } = setup();
    panel.getState().openForm();
    panel.getState().setInput('SPR');
    panel.getState().customerFormSubmitted();
    expect(panel.getState()).toMatchObject({ panel: 'no-code', input: '' });
    const withCode = setup({ withCode: true }).panel;
    withCode.getState().customerFormSubmitted();
    expect(withCode.getState().panel).toBe('has-code');
  });

  it('follows the flow: a code cleared by a clearing rule returns the panel to no-code', () => {
    const { panel, bookingStore } = setup({ withCode: true });
    bookingStore.getState().selectInsurance({ id: 32, billingPeriodId: 42 });
    expect(panel.getState().panel).toBe('no-code');
    panel.dispose();
    bookingStore.getState().selectInsurance({ id: 31, billingPeriodId: 41 });
    bookingStore.getState().setDiscountCode('SPRING');
    expect(panel.getState().panel).toBe('no-code');
  });

  it('an applied code a later calculation refused is dropped and kept with its reason until a code applies', async () => {
    const { panel, bookingStore } = setup({ withCode: true });
    const reason = 'formValidation.discountCodeCustomerType' as const;
    // A refusal of another code than the flow holds changes nothing.
    panel.getState().appliedCodeRejected('OTHER', reason);
    expect(bookingStore.getState().discountCode).toBe('SPRING');
    expect(panel.getState()).toMatchObject({ panel: 'has-code', removed: null });

    panel.getState().appliedCodeRejected('SPRING', reason);
    expect(bookingStore.getState().discountCode).toBeNull();
    expect(panel.getState()).toMatchObject({ panel: 'no-code', removed: { code: 'SPRING', error: reason } });
    // Said again (another component saw the same failed calculation): nothing more happens.
    panel.getState().appliedCodeRejected('SPRING', reason);
    expect(panel.getState().removed).toEqual({ code: 'SPRING', error: reason });

    // It goes when the visitor opens the form to enter a code, resets the panel, or a code applies.
    panel.getState().openForm();
    expect(panel.getState().removed).toBeNull();
    panel.getState().appliedCodeRejected('SPRING', reason);
    panel.getState().reset();
    panel.getState().appliedCodeRejected('SPRING', reason);
    expect(panel.getState().removed).toBeNull();
    bookingStore.getState().setDiscountCode('SPRING');
    panel.getState().appliedCodeRejected('SPRING', reason);
    expect(panel.getState().removed).toEqual({ code: 'SPRING', error: reason });
    panel.getState().openForm();
    panel.getState().setInput('SPRING');
    expect(await panel.getState().apply()).toBe(true);
    expect(panel.getState()).toMatchObject({ panel: 'has-code', removed: null });
  });

  it('an API failure rejects and leaves the form usable', async () => {
    const catalogue = createCatalogue();
    catalogue.failWith = 503;
    const { panel } = setup({ catalogue });
    panel.getState().openForm();
    panel.getState().setInput('SPRING');
    await expect(panel.getState().apply()).rejects.toMatchObject({ name: 'ApiError', status: 503 });
    expect(panel.getState()).toMatchObject({ panel: 'form', validating: false, error: null });
  });
});
