import { describe, expect, it } from 'vitest';
import { type CustomerData, createBookingStore, type SelectedBookingPlan } from '../createBookingStore';
import { getBookingProgress } from '../getBookingProgress';
import { getCustomerDataStatus, isGuestCustomerDataComplete } from '../getCustomerDataStatus';

const window = { minDate: '2026-03-10', maxDate: '2026-05-09' };
const withInsurances: SelectedBookingPlan = { id: 21, hasInsurances: true, period: 'monthly', amount: 99 };

function storeAtDate(date = '2026-03-20') {
  const store = createBookingStore({ locationId: 7 });
  store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
  store.getState().setMoveInDate(date);
  return store;
}

const completeGuest: CustomerData = {
  customerType: 'private',
  firstName: 'Anna',
  lastName: 'Svensson',
  street: 'Storgatan 1',
  zip: '111 22',
  city: 'Stockholm',
  country: { id: 46 },
  email: 'anna@example.com',
  phone: { number: '701234567', prefix: '+46' },
};

describe('step completion (spec section 4)', () => {
  it('nothing is done at the start', () => {
    const progress = getBookingProgress(createBookingStore({ locationId: 7 }).getState(), {
      moveInDateWindow: window,
    });
    expect(progress).toEqual({
      unitSelection: false,
      moveInDate: false,
      billingPlan: false,
      insuranceNeeded: false,
      insurance: false,
      options: false,
      customerData: 'pending',
    });
  });

  it('unit selection is done when a unit type is chosen', () => {
    const store = createBookingStore({ locationId: 7 });
    store.getState().selectUnitType({ id: 12, categoryIds: [], available: false });
    expect(getBookingProgress(store.getState()).unitSelection).toBe(true);
  });

  it('move-in is done only when the date is inside the window and the unit is available', () => {
    const store = storeAtDate();
    expect(getBookingProgress(store.getState(), { moveInDateWindow: window }).moveInDate).toBe(false);
    store.getState().setUnitAvailable(true);
    expect(getBookingProgress(store.getState(), { moveInDateWindow: window }).moveInDate).toBe(true);
    expect(
      getBookingProgress(store.getState(), { moveInDateWindow: { ...window, maxDate: '2026-03-19' } })
        .moveInDate,
    ).toBe(false);
    expect(
      getBookingProgress(store.getState(), { moveInDateWindow: { ...window, minDate: '2026-03-21' } })
        .moveInDate,
    ).toBe(false);
    store.getState().setUnitAvailable(false);
    expect(getBookingProgress(store.getState(), { moveInDateWindow: window }).moveInDate).toBe(false);
  });

  it('the window ends are selectable', () => {
    const store = storeAtDate('2026-05-09');
    store.getState().setUnitAvailable(true);
    expect(getBookingProgress(store.getState(), { moveInDateWindow: window }).moveInDate).toBe(true);
  });

  it('a plan without insurances completes the options; one with insurances needs the insurance', () => {
    const store = storeAtDate();
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan({ ...withInsurances, hasInsurances: false });
    expect(getBookingProgress(store.getState())).toMatchObject({
      billingPlan: true,
      insuranceNeeded: false,
      insurance: true,
      options: true,
    });
    store.getState().selectBookingPlan(withInsurances);
    expect(getBookingProgress(store.getState())).toMatchObject({
      billingPlan: true,
      insuranceNeeded: true,
      insurance: false,
      options: false,
    });
    store.getState().selectInsurance({ id: 31, billingPeriodId: 41 });
    expect(getBookingProgress(store.getState())).toMatchObject({ insurance: true, options: true });
  });

  it('a plan is not done once its move-in date has left the window (after midnight)', () => {
    const store = storeAtDate('2026-03-10');
    store.getState().setUnitAvailable(true);
    store.getState().selectBookingPlan({ ...withInsurances, hasInsurances: false });
    const tomorrow = { minDate: '2026-03-11', maxDate: '2026-05-10' };
    expect(getBookingProgress(store.getState(), { moveInDateWindow: tomorrow })).toMatchObject({
      moveInDate: false,
      billingPlan: false,
      options: false,
    });
  });
});

describe('customer data status (spec sections 4 and 5)', () => {
  it('is pending with nothing entered, in progress when partly filled, done when complete', () => {
    expect(getCustomerDataStatus({})).toBe('pending');
    expect(getCustomerDataStatus({ customerType: 'business' })).toBe('pending');
    expect(getCustomerDataStatus({ firstName: 'Anna' })).toBe('in-progress');
    expect(getCustomerDataStatus(completeGuest)).toBe('done');
  });

  it.each(['country', 'firstName', 'lastName', 'zip', 'city', 'street', 'email'] as const)(
    'a guest without %s is not complete',
    (field) => {
      expect(
        isGuestCustomerDataComplete({ ...completeGuest, [field]: field === 'country' ? null : '  ' }),
      ).toBe(false);
      expect(getCustomerDataStatus({ ...completeGuest, [field]: undefined })).toBe('in-progress');
    },
  );

  it('needs phone number and prefix', () => {
    expect(isGuestCustomerDataComplete({ ...completeGuest, phone: { number: '701234567' } })).toBe(false);
    expect(isGuestCustomerDataComplete({ ...completeGuest, phone: { prefix: '+46' } })).toBe(false);
  });

  it('needs the company name only for business customers; the type defaults to private', () => {
    expect(isGuestCustomerDataComplete({ ...completeGuest, customerType: undefined })).toBe(true);
    expect(isGuestCustomerDataComplete({ ...completeGuest, customerType: 'business' })).toBe(false);
    expect(
      isGuestCustomerDataComplete({ ...completeGuest, customerType: 'business', companyName: 'Acme AB' }),
    ).toBe(true);
  });

  it('takes another completeness rule, such as the signed-in customer one', () => {
    const signedIn = (data: CustomerData) => !!data.firstName && !!data.email;
    expect(getCustomerDataStatus({ firstName: 'Anna', email: 'anna@example.com' }, signedIn)).toBe('done');
    const store = createBookingStore({ locationId: 7 });
    store.getState().setCustomerData({ firstName: 'Anna', email: 'anna@example.com' });
    expect(getBookingProgress(store.getState(), { isCustomerDataComplete: signedIn }).customerData).toBe(
      'done',
    );
    expect(getBookingProgress(store.getState()).customerData).toBe('in-progress');
  });
});
