import { type Schema, type StowlyClient, setupQueries } from '@stowly/api-client';
import { useQuery } from '@tanstack/react-query';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type StoreApi, useStore } from 'zustand';
import { createCheckoutStore, createOpenCheckoutStore } from '../checkout';
import {
  type BookingFlowActions,
  type BookingFlowState,
  type BookingStep,
  bookingDraftStorageKey,
  type Clock,
  createBookingStore,
  createBookingSubmitter,
  createDiscountPanelStore,
  createDraftPersistence,
  createMoveInDateWindowStore,
  type DraftPersistence,
  type DraftTabChannel,
  furthestAllowedStep,
  type Language,
  type MoveInDateWindowState,
  type StorageLike,
} from '../index';
import { BookingContext, type BookingContextValue } from './internal/BookingContext';
import { useLatestRef } from './internal/useLatestRef';
import { useMoveInDateWindowState } from './internal/useMoveInDateWindowState';
import { useRequiredQueryClient } from './internal/useRequiredQueryClient';
import type { SubmitBookingOverride } from './SubmitBookingOverride';
import type { DraftRestoreStatus } from './useDraftRestoreStatus';

/** Props of {@link BookingProvider}. */
export interface BookingProviderProps {
  /**
   * The booking API client (`createStowlyClient`). Taken once, like the location: the provider
   * keeps the first one for its whole life.
   */
  client: StowlyClient;
  /**
   * The location being booked (the route's `locationId`). Taken once; to book another location,
   * give the provider a `key` (`key={locationId}`) so a fresh booking starts.
   */
  locationId: number;
  /** The interface language; the booking payload sends it upper-case as `languageId`. */
  language: Language;
  /**
   * Where the booking draft (spec section 3) and the tab's checkout (its basket, see `useCheckout`)
   * are kept between page loads and provider redirects: `window.sessionStorage` in a browser.
   * Without it nothing is saved or restored. Taken once.
   *
   * The draft is read in an effect once the location config is known. The tab's checkout is read
   * when the provider is created in the browser; when the provider renders on a server or hydrates
   * server HTML, it is read in an effect right after hydration instead, so the two renders agree
   * (`useCheckout().isRestored` is false and `useDraftRestoreStatus()` is `pending` until then, with
   * or without storage). Leave it out on a server.
   * @default null
   */
  storage?: StorageLike | null;
  /**
   * Where an unfinished checkout is remembered for every tab of the browser (`window.localStorage`
   * in a browser): the booking pages then offer to resume it or start over (`useOpenCheckout`).
   * Without it no tab knows of another's checkout. Taken once; read as `storage` is.
   * @default null
   */
  openCheckoutStorage?: StorageLike | null;
  /**
   * The current time, for the move-in date window and the draft's date check. Taken once.
   * @default { now: Date.now }
   */
  clock?: Clock;
  /**
   * The category the unit type list starts filtered by (the route's `unitTypeCategoryId`). Read
   * when the provider mounts; change it later with `useBookingActions().selectUnitTypeCategory`.
   * @default null
   */
  unitTypeCategoryId?: number | null;
  /**
   * Called when the furthest step the visitor's progress allows changes (not on mount), for
   * example after a restored draft or once the options are done. The SDK is router-agnostic: map
   * the step to your route here.
   */
  onStepChange?: (step: BookingStep) => void;
  /** Called with the basket when a booking was submitted; start the checkout with its `basketId`. */
  onBookingCreated?: (basket: Schema<'Basket'>) => void;
  /**
   * Called with the failures the booking hooks handle themselves: a failed booking submission
   * (`ApiError` or a `BookingError` for missing data), a discount code that could not be checked,
   * a location config that could not be loaded and a draft restore that failed. Wire it to error
   * reporting or a toast.
   */
  onError?: (error: unknown) => void;
  /**
   * Replaces the booking submission (`POST /booking`): receives the built payload and resolves
   * the basket. The context's `defaultSubmit` is the SDK's own submission, for an override that
   * only adds something around it.
   */
  submitBooking?: SubmitBookingOverride;
  /** The booking pages. */
  children?: ReactNode;
}

function pickActions(state: BookingFlowState): BookingFlowActions {
  return {
    selectUnitTypeCategory: state.selectUnitTypeCategory,
    selectUnitType: state.selectUnitType,
    replaceUnitType: state.replaceUnitType,
    setMoveInDate: state.setMoveInDate,
    setUnitAvailable: state.setUnitAvailable,
    selectBookingPlan: state.selectBookingPlan,
    changeBookingPlan: state.changeBookingPlan,
    selectInsurance: state.selectInsurance,
    toggleProduct: state.toggleProduct,
    setProductQuantity: state.setProductQuantity,
    setDiscountCode: state.setDiscountCode,
    setCustomerData: state.setCustomerData,
    resetToUnitSelection: state.resetToUnitSelection,
    resetToBookingOptions: state.resetToBookingOptions,
    reset: state.reset,
  };
}

const systemClock: Clock = { now: () => Date.now() };

const subscribeToNothing = () => () => {};

/**
 * True in a server render and in the browser's render that hydrates it (React gives the server
 * snapshot to both), false in every other render: a provider created then may read browser state
 * at once, without the first render differing from server HTML.
 */
function useServerOrHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

/** True when the storage holds a draft of the location (a blocked storage holds none). */
function hasStoredDraft(storage: StorageLike | null, locationId: number): boolean {
  try {
    return storage?.getItem(bookingDraftStorageKey(locationId)) != null;
  } catch {
    return false;
  }
}

/**
 * The channel between this app's tabs for a booking draft (a second tab of a flow asks the open
 * ones for theirs): a `BroadcastChannel` where the browser has one. Opened only when a draft is
 * restored or saved, never during render.
 */
function openTabChannel(): DraftTabChannel {
  return new BroadcastChannel('stowly.booking-draft');
}

/**
 * Holds one visitor's booking of one location: the booking flow store, its draft in session
 * storage (restored once the location config is known, saved on every change), the discount
 * code panel and the move-in date window. Every booking hook reads it. Needs a TanStack
 * `QueryClientProvider` above it; two providers never share state.
 *
 * @example
 * <QueryClientProvider client={queryClient}>
 *   <BookingProvider
 *     client={client}
 *     locationId={7}
 *     language="sv"
 *     storage={window.sessionStorage}
 *     onStepChange={(step) => navigate(routeFor(step))}
 *     onBookingCreated={(basket) => navigate(`/7/checkout/${basket.basketId}`)}
 *   >
 *     <BookingPages />
 *   </BookingProvider>
 * </QueryClientProvider>
 */
export function BookingProvider(props: BookingProviderProps): ReactNode {
  const queryClient = useRequiredQueryClient('BookingProvider');
  const { client, locationId, language, onStepChange, onBookingCreated, onError, submitBooking } = props;
  // On a server and while hydrating, the stores start empty and read storage after hydration.
  const deferRead = useServerOrHydrating();

  // The provider's identity and its stores, made once per provider (never at module scope).
  const [core] = useState(() => {
    const bookingStore = createBookingStore({
      locationId,
      unitTypeCategory:
        typeof props.unitTypeCategoryId === 'number' ? { id: props.unitTypeCategoryId } : null,
    });
    const clock = props.clock ?? systemClock;
    const storage = props.storage ?? null;
    return {
      client,
      locationId,
      clock,
      storage,
      bookingStore,
      actions: pickActions(bookingStore.getState()),
      // The panel follows the booking store; both live exactly as long as the provider, so the
      // subscription between them needs no dispose.
      discountPanelStore: createDiscountPanelStore({ bookingStore, client }),
      submitter: createBookingSubmitter({ client }),
      checkoutStore: createCheckoutStore({ locationId, storage, deferRead }),
      openCheckoutStore: createOpenCheckoutStore({
        locationId,
        storage: props.openCheckoutStorage ?? null,
        clock,
        deferRead,
      }),
      deferRead,
      accountPrefill: { customerId: null },
      // Made here so it follows the store from the first render on, before any page's effect
      // changes the flow; the effect below replaces it after a StrictMode remount disposed it.
      persistence: storage
        ? createDraftPersistence({ store: bookingStore, storage, client, clock, openTabChannel })
        : null,
    };
  });
  const callbacks = useLatestRef({ onStepChange, onBookingCreated, onError, submitBooking });

  useEffect(() => {
    for (const [name, changed] of [
      ['client', client !== core.client],
      ['locationId', locationId !== core.locationId],
    ] as const) {
      if (changed) {
        console.warn(
          `Unsupported prop change on <BookingProvider>: \`${name}\` is taken once and the change is ignored. ` +
            'Give the provider a `key` (for example key={locationId}) to start a new booking instead.',
        );
      }
    }
  }, [client, locationId, core]);

  // After hydration: the tab's checkout and the open checkout from storage, unless a page of the
  // hydrated tree has already started or ended a checkout (its change is stored, and wins).
  const [checkoutRestored, setCheckoutRestored] = useState(!core.deferRead);
  useEffect(() => {
    if (!core.deferRead) return;
    const { checkoutStore, openCheckoutStore } = core;
    if (checkoutStore.getState() === checkoutStore.getInitialState()) checkoutStore.getState().reload();
    openCheckoutStore.getState().reload();
    setCheckoutRestored(true);
  }, [core]);

  const persistence = useRef<DraftPersistence | null>(core.persistence);
  useEffect(() => {
    const { storage } = core;
    if (!storage) return;
    const current =
      persistence.current ??
      createDraftPersistence({
        store: core.bookingStore,
        storage,
        client: core.client,
        clock: core.clock,
        openTabChannel,
      });
    persistence.current = current;
    // Customer data waits 500 ms before it is saved: save it at once when the page is hidden.
    const page = typeof document === 'undefined' ? null : document;
    const saveWhenHidden = () => {
      if (page?.visibilityState === 'hidden') current.flush();
    };
    page?.addEventListener('visibilitychange', saveWhenHidden);
    return () => {
      page?.removeEventListener('visibilitychange', saveWhenHidden);
      current.dispose();
      persistence.current = null;
    };
  }, [core]);

  const selectLocation = useCallback(
    (locations: Schema<'Location'>[]) => locations.find((item) => item.id === core.locationId),
    [core],
  );
  const locationQuery = useQuery({
    ...setupQueries.locationConfig(core.client, [core.locationId]),
    select: selectLocation,
  });
  const location = locationQuery.data;
  const locationMissing = locationQuery.isSuccess && !location;
  useEffect(() => {
    if (locationQuery.error) callbacks.current.onError?.(locationQuery.error);
  }, [locationQuery.error, callbacks]);
  useEffect(() => {
    if (locationMissing) {
      callbacks.current.onError?.(
        new Error(`GET /location/config did not return location ${core.locationId}.`),
      );
    }
  }, [locationMissing, core, callbacks]);

  // The move-in window needs the location's time zone and dates, so it exists once they are known.
  const [moveInDateWindowStore, setMoveInDateWindowStore] = useState<StoreApi<MoveInDateWindowState> | null>(
    null,
  );
  if (location && !moveInDateWindowStore) {
    setMoveInDateWindowStore(createMoveInDateWindowStore({ location, clock: core.clock }));
  }
  useEffect(() => {
    if (location) moveInDateWindowStore?.getState().setLocation(location);
  }, [location, moveInDateWindowStore]);

  // On a server and while hydrating the draft is unknown (it is the browser's): `pending` there
  // whether or not this render has storage, so both agree; `disabled` after hydration without it.
  const [draftRestoreStatus, setDraftRestoreStatus] = useState<DraftRestoreStatus>(
    core.storage || core.deferRead ? 'pending' : 'disabled',
  );
  useEffect(() => {
    if (!core.storage) setDraftRestoreStatus('disabled');
  }, [core]);
  const restoreStarted = useRef(false);
  useEffect(() => {
    const current = persistence.current;
    if (!location || !current || restoreStarted.current) return;
    restoreStarted.current = true;
    // Without a saved draft there is nothing to check. (A unit type chosen before the location
    // config arrived was saved at once, so it is checked like any draft.)
    if (!hasStoredDraft(core.storage, core.locationId)) {
      setDraftRestoreStatus('not-restored');
      return;
    }
    current.restore(location).then(
      (applied) => setDraftRestoreStatus(applied ? 'restored' : 'not-restored'),
      (error: unknown) => {
        setDraftRestoreStatus('not-restored');
        callbacks.current.onError?.(error);
      },
    );
  }, [location, core, callbacks]);

  const moveInDateWindow = useMoveInDateWindowState(moveInDateWindowStore);
  const furthestStep = useStore(core.bookingStore, (state) =>
    furthestAllowedStep(state, moveInDateWindow ? { moveInDateWindow } : undefined),
  );
  const reportedStep = useRef(furthestStep);
  useEffect(() => {
    if (reportedStep.current === furthestStep) return;
    reportedStep.current = furthestStep;
    callbacks.current.onStepChange?.(furthestStep);
  }, [furthestStep, callbacks]);

  const value = useMemo<BookingContextValue>(
    () => ({
      client: core.client,
      queryClient,
      locationId: core.locationId,
      language,
      bookingStore: core.bookingStore,
      actions: core.actions,
      discountPanelStore: core.discountPanelStore,
      moveInDateWindowStore,
      location,
      submitter: core.submitter,
      checkoutStore: core.checkoutStore,
      openCheckoutStore: core.openCheckoutStore,
      accountPrefill: core.accountPrefill,
      callbacks,
      draftRestoreStatus,
      checkoutRestored,
    }),
    [
      core,
      queryClient,
      language,
      moveInDateWindowStore,
      location,
      callbacks,
      draftRestoreStatus,
      checkoutRestored,
    ],
  );
  return <BookingContext.Provider value={value}>{props.children}</BookingContext.Provider>;
}
