// @vitest-environment jsdom
import { ApiError } from '@stowly/api-client';
import { apiError, createFakeApi } from '@stowly/api-client/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BookingDraft, type BookingStore, bookingDraftStorageKey } from '../../index';
import { createMemoryStorage } from '../../internal/__tests__/memoryStorage';
import { BookingProvider } from '../BookingProvider';
import {
  useAvailability,
  useBillingPeriods,
  useBookingActions,
  useBookingLocation,
  useBookingProgress,
  useBookingState,
  useBookingStore,
  useDiscountPanel,
  useDiscountValidation,
  useDraftRestoreStatus,
  useFurthestAllowedStep,
  useInsurances,
  useMoveInDateWindow,
  useOptionalProducts,
  usePrice,
  useSubmitBooking,
  useUnitType,
  useUnitTypeCategories,
  useUnitTypes,
} from '../index';
import { bookingHandlers, clock, LOCATION, PLAN_WITHOUT_INSURANCES } from './support/bookingScenario';
import { chooseOptions, MOVE_IN_DATE, UNIT_TYPE_12 } from './support/chooseBooking';
import { bookingWrapper, createTestQueryClient } from './support/renderWithBooking';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DRAFT_KEY = bookingDraftStorageKey(LOCATION.id);

const savedDraft: BookingDraft = {
  unitType: { id: 12 },
  discountCode: null,
  customerData: { customerType: 'business' },
  insurance: null,
  bookingPlan: { id: PLAN_WITHOUT_INSURANCES.id },
  moveInDate: MOVE_IN_DATE,
  oneTimeProducts: [],
  recurringProducts: [],
};

/** Shows the flow's unit type and a button that chooses unit type 12. */
function UnitTypeChoice({ label }: { label: string }) {
  const unitTypeId = useBookingState((state) => state.unitType?.id ?? 'none');
  const { selectUnitType } = useBookingActions();
  return (
    <section aria-label={label}>
      <p>unit type: {unitTypeId}</p>
      <button type="button" onClick={() => selectUnitType(UNIT_TYPE_12)}>
        Choose unit 12
      </button>
    </section>
  );
}

/** Hands the provider's store to the test. */
function StoreSpy({ onStore }: { onStore: (store: BookingStore) => void }) {
  onStore(useBookingStore());
  return null;
}

function LocationId() {
  return <p>location {useBookingState((state) => state.locationId)}</p>;
}

describe('hooks outside <BookingProvider>', () => {
  const hooks: [string, () => unknown][] = [
    ['useBookingState', () => useBookingState((state) => state.moveInDate)],
    ['useBookingActions', useBookingActions],
    ['useBookingStore', useBookingStore],
    ['useBookingProgress', () => useBookingProgress()],
    ['useFurthestAllowedStep', useFurthestAllowedStep],
    ['useMoveInDateWindow', useMoveInDateWindow],
    ['useDiscountPanel', useDiscountPanel],
    ['useDiscountValidation', useDiscountValidation],
    ['useSubmitBooking', () => useSubmitBooking()],
    ['useBookingLocation', useBookingLocation],
    ['useDraftRestoreStatus', useDraftRestoreStatus],
    ['useUnitTypeCategories', useUnitTypeCategories],
    ['useUnitTypes', () => useUnitTypes()],
    ['useUnitType', () => useUnitType(12)],
    ['useBillingPeriods', () => useBillingPeriods()],
    ['useInsurances', () => useInsurances()],
    ['useOptionalProducts', () => useOptionalProducts()],
    ['useAvailability', useAvailability],
    ['usePrice', usePrice],
  ];

  it.each(hooks)('%s throws an error naming the provider', (name, hook) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const queryClient = createTestQueryClient();
    expect(() =>
      renderHook(hook, {
        wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
      }),
    ).toThrow(`${name} must be used within <BookingProvider>`);
  });
});

describe('<BookingProvider>', () => {
  it('without a QueryClientProvider throws an error that says what to add', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = createFakeApi(bookingHandlers());
    expect(() =>
      render(
        <BookingProvider client={api.client} locationId={7} language="en">
          <p>booking</p>
        </BookingProvider>,
      ),
    ).toThrow(
      /<BookingProvider> must be rendered inside a TanStack <QueryClientProvider>.*defaultQueryClientOptions/,
    );
    expect(api.requests).toEqual([]);
  });

  it('gives every provider its own stores', async () => {
    const api = createFakeApi(bookingHandlers());
    const queryClient = createTestQueryClient();
    const stores = new Set<BookingStore>();
    const keep = (store: BookingStore) => stores.add(store);
    render(
      <QueryClientProvider client={queryClient}>
        <BookingProvider client={api.client} locationId={7} language="en" clock={clock}>
          <UnitTypeChoice label="first" />
          <StoreSpy onStore={keep} />
        </BookingProvider>
        <BookingProvider client={api.client} locationId={7} language="en" clock={clock}>
          <UnitTypeChoice label="second" />
          <StoreSpy onStore={keep} />
        </BookingProvider>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Choose unit 12' })[0] as HTMLElement);
    expect(screen.getByRole('region', { name: 'first' }).textContent).toContain('unit type: 12');
    expect(screen.getByRole('region', { name: 'second' }).textContent).toContain('unit type: none');
    expect(stores.size).toBe(2);
  });

  it('restores the saved draft once the location is known, after the API confirmed it', async () => {
    const api = createFakeApi(bookingHandlers());
    const storage = createMemoryStorage({ [DRAFT_KEY]: JSON.stringify(savedDraft) });
    const onStepChange = vi.fn();
    const { result } = renderHook(
      () => ({
        status: useDraftRestoreStatus(),
        state: useBookingState((state) => state),
        step: useFurthestAllowedStep(),
      }),
      { wrapper: bookingWrapper({ api, storage, onStepChange }) },
    );
    expect(result.current.status).toBe('pending');

    await waitFor(() => expect(result.current.status).toBe('restored'));
    expect(result.current.state).toMatchObject({
      locationId: 7,
      unitType: { id: 12, categoryIds: [3], available: true },
      moveInDate: MOVE_IN_DATE,
      unitAvailable: true,
      bookingPlan: { id: 22, hasInsurances: false, period: 'weekly', amount: 29 },
      customerData: { customerType: 'business' },
    });
    expect(result.current.step).toBe('customer');
    expect(onStepChange).toHaveBeenCalledTimes(1);
    expect(onStepChange).toHaveBeenCalledWith('customer');
    expect(api.requests.map((request) => [request.method, request.path, request.query])).toEqual([
      ['GET', '/location/config', { locationIds: '7' }],
      ['GET', '/unit-type/12', {}],
      ['GET', '/unit-type/12/available-unit', { moveIn: MOVE_IN_DATE }],
      ['GET', '/unit-type/12/billing-period', { billingPeriodIds: '22' }],
    ]);
  });

  it('resets to unit selection when the API no longer confirms the draft', async () => {
    const api = createFakeApi({
      ...bookingHandlers(),
      'GET /unit-type/{id}/available-unit': () => ({
        data: { available: false, availableUnits: 0, nextAvailableDate: '2026-04-01' },
      }),
    });
    const storage = createMemoryStorage({ [DRAFT_KEY]: JSON.stringify(savedDraft) });
    const { result } = renderHook(
      () => ({ status: useDraftRestoreStatus(), unitType: useBookingState((state) => state.unitType) }),
      { wrapper: bookingWrapper({ api, storage }) },
    );
    await waitFor(() => expect(result.current.status).toBe('not-restored'));
    expect(result.current.unitType).toBeNull();
    expect(storage.entries()).toEqual({});
  });

  it('keeps a unit type chosen before the location config arrived, checked like a draft', async () => {
    let answerLocation: () => void = () => {};
    const api = createFakeApi({
      ...bookingHandlers(),
      'GET /location/config': () =>
        new Promise((resolve) => {
          answerLocation = () => resolve({ data: [LOCATION] });
        }),
    });
    const storage = createMemoryStorage();
    const { result } = renderHook(
      () => ({
        status: useDraftRestoreStatus(),
        unitType: useBookingState((state) => state.unitType),
        actions: useBookingActions(),
      }),
      { wrapper: bookingWrapper({ api, storage }) },
    );
    act(() => result.current.actions.selectUnitType(UNIT_TYPE_12));
    await waitFor(() => expect(api.requestsTo('GET /location/config')).toHaveLength(1));
    act(() => answerLocation());
    // The choice was saved at once, so the restore confirms it instead of resetting the flow.
    await waitFor(() => expect(result.current.status).toBe('restored'));
    expect(result.current.unitType).toEqual(UNIT_TYPE_12);
    expect(api.requestsTo('GET /unit-type/{id}').map((request) => request.path)).toEqual(['/unit-type/12']);
  });

  it('saves the flow to storage on every change and flushes customer data on unmount', async () => {
    const api = createFakeApi(bookingHandlers());
    const storage = createMemoryStorage();
    const { result, unmount } = renderHook(
      () => ({ status: useDraftRestoreStatus(), actions: useBookingActions() }),
      { wrapper: bookingWrapper({ api, storage }) },
    );
    await waitFor(() => expect(result.current.status).toBe('not-restored'));
    act(() => chooseOptions(result.current.actions));
    expect(JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      unitType: { id: 12 },
      moveInDate: MOVE_IN_DATE,
      bookingPlan: { id: 22 },
      customerData: { customerType: 'private' },
    });

    // Customer data waits 500 ms before it is saved; unmounting saves it at once.
    act(() => result.current.actions.setCustomerData({ customerType: 'business' }));
    expect(JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null').customerData).toEqual({
      customerType: 'private',
    });
    unmount();
    expect(JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null').customerData).toEqual({
      customerType: 'business',
    });
  });

  it('keeps saving after a StrictMode remount', async () => {
    const api = createFakeApi(bookingHandlers());
    const storage = createMemoryStorage({ [DRAFT_KEY]: JSON.stringify(savedDraft) });
    const Wrapper = bookingWrapper({ api, storage });
    const { result } = renderHook(() => ({ status: useDraftRestoreStatus(), actions: useBookingActions() }), {
      wrapper: ({ children }) => (
        <StrictMode>
          <Wrapper>{children}</Wrapper>
        </StrictMode>
      ),
    });
    await waitFor(() => expect(result.current.status).toBe('restored'));
    expect(api.requestsTo('GET /unit-type/{id}')).toHaveLength(1);
    act(() => result.current.actions.setMoveInDate('2026-03-25'));
    expect(JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null')).toMatchObject({
      moveInDate: '2026-03-25',
      bookingPlan: null,
    });
  });

  it('does not touch the API or the flow when there is no saved draft', async () => {
    const api = createFakeApi(bookingHandlers());
    const storage = createMemoryStorage();
    const { result } = renderHook(
      () => ({
        status: useDraftRestoreStatus(),
        category: useBookingState((state) => state.unitTypeCategory),
      }),
      { wrapper: bookingWrapper({ api, storage, unitTypeCategoryId: 3 }) },
    );
    await waitFor(() => expect(result.current.status).toBe('not-restored'));
    expect(result.current.category).toEqual({ id: 3 });
    expect(api.requests.map((request) => request.path)).toEqual(['/location/config']);
  });

  it('without storage neither saves nor restores', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(
      () => ({ status: useDraftRestoreStatus(), location: useBookingLocation() }),
      { wrapper: bookingWrapper({ api }) },
    );
    await waitFor(() => expect(result.current.location).toEqual(LOCATION));
    expect(result.current.status).toBe('disabled');
    expect(api.requests.map((request) => request.path)).toEqual(['/location/config']);
  });

  it('calls onStepChange when the furthest allowed step changes, not on mount', async () => {
    const api = createFakeApi(bookingHandlers());
    const onStepChange = vi.fn();
    const { result } = renderHook(() => ({ actions: useBookingActions(), window: useMoveInDateWindow() }), {
      wrapper: bookingWrapper({ api, onStepChange }),
    });
    await waitFor(() => expect(result.current.window).not.toBeNull());
    expect(onStepChange).not.toHaveBeenCalled();

    act(() => result.current.actions.selectUnitType(UNIT_TYPE_12));
    expect(onStepChange).toHaveBeenLastCalledWith('options');
    act(() => chooseOptions(result.current.actions));
    expect(onStepChange).toHaveBeenLastCalledWith('customer');
    // Typing customer data does not change the furthest step.
    act(() => result.current.actions.setCustomerData({ firstName: 'Anna' }));
    act(() => result.current.actions.resetToUnitSelection());
    expect(onStepChange.mock.calls).toEqual([['options'], ['customer'], ['unit-selection']]);
  });

  it('offers the move-in window of the location once its config is loaded', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(() => useMoveInDateWindow(), { wrapper: bookingWrapper({ api }) });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    // The earliest bookable date is after today; the maximum is today plus 60 days (bookableTill).
    expect(result.current).toMatchObject({ minDate: '2026-03-12', maxDate: '2026-05-09' });
  });

  it('counts a move-in date outside the window as not done', async () => {
    const api = createFakeApi(bookingHandlers());
    const { result } = renderHook(
      () => ({ actions: useBookingActions(), progress: useBookingProgress(), window: useMoveInDateWindow() }),
      { wrapper: bookingWrapper({ api }) },
    );
    await waitFor(() => expect(result.current.window).not.toBeNull());
    act(() => {
      result.current.actions.selectUnitType(UNIT_TYPE_12);
      result.current.actions.setMoveInDate('2026-03-11');
      result.current.actions.setUnitAvailable(true, '2026-03-11');
    });
    expect(result.current.progress).toMatchObject({ unitSelection: true, moveInDate: false });
    act(() => result.current.actions.setMoveInDate(MOVE_IN_DATE));
    act(() => result.current.actions.setUnitAvailable(true, MOVE_IN_DATE));
    expect(result.current.progress).toMatchObject({
      moveInDate: true,
      billingPlan: false,
      customerData: 'pending',
    });
  });

  it('reports a location config that cannot be loaded to onError', async () => {
    const api = createFakeApi({
      ...bookingHandlers(),
      'GET /location/config': () => apiError(503, 'unavailable'),
    });
    const onError = vi.fn();
    renderHook(() => useBookingLocation(), { wrapper: bookingWrapper({ api, onError }) });
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 503, code: 'unavailable' });
  });

  it('takes its location once and warns when it changes', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = createFakeApi(bookingHandlers());
    const queryClient = createTestQueryClient();
    const tree = (locationId: number) => (
      <QueryClientProvider client={queryClient}>
        <BookingProvider client={api.client} locationId={locationId} language="en" clock={clock}>
          <LocationId />
        </BookingProvider>
      </QueryClientProvider>
    );
    const { rerender } = render(tree(7));
    expect(warn).not.toHaveBeenCalled();
    rerender(tree(8));
    expect(screen.getByText('location 7')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('Unsupported prop change on <BookingProvider>: `locationId`'),
    );
  });
});
