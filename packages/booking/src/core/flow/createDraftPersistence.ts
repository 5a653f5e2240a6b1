import { isApiUnavailable, type StowlyClient, unwrap } from '@stowly/api-client';
import { safeRemove, writeStoredJson } from '../../internal/readStoredJson';
import type { Clock } from '../auth/createLoginAttempt';
import type { StorageLike } from '../auth/StorageLike';
import {
  getMoveInDateWindow,
  isMoveInDateSelectable,
  type MoveInDateWindowLocation,
} from '../dates/getMoveInDateWindow';
import {
  type BookingFlowData,
  type BookingStore,
  hasCompleteOptions,
  initialData,
  type SelectedProduct,
} from './createBookingStore';
import type { DraftTabSharing } from './draftTabSharing';
import { type BookingDraft, parseBookingDraft, toBookingDraft } from './parseBookingDraft';

/**
 * How long customer data changes wait before they are saved (spec section 9).
 * @default 500
 */
export const DRAFT_SAVE_DEBOUNCE_MS = 500;

/** The session storage key of a location's booking draft. */
export function bookingDraftStorageKey(locationId: number): string {
  return `stowly.booking-draft.${locationId}`;
}

/** The location a draft is restored at (a `Location` from the API fits). */
export interface DraftRestoreLocation extends MoveInDateWindowLocation {
  /** The location id; a draft saved at another location is not restored. */
  id: number;
}

/** Options of {@link createDraftPersistence}. */
export interface DraftPersistenceOptions {
  /** The booking flow store to save and restore. */
  store: BookingStore;
  /** Where drafts live: `window.sessionStorage` in a browser. */
  storage: StorageLike;
  /** The booking API client that checks a draft before it is restored. */
  client: StowlyClient;
  /** The current time, for the move-in window of a restored date. */
  clock: Clock;
  /**
   * How long customer data changes wait before they are saved, in milliseconds.
   * @default DRAFT_SAVE_DEBOUNCE_MS (500)
   */
  debounceMs?: number;
  /**
   * Opens a channel to the app's other tabs (`() => new BroadcastChannel('stowly.booking-draft')`
   * in a browser), opened on the first restore: a tab without a draft of its own (a second tab of
   * the same flow: session storage is per tab) asks the open tabs for theirs and restores it like
   * its own, customer details included; each tab answers with its saved draft. The draft stays in
   * session storage only, never in storage that outlives the tabs.
   * @default undefined (no sharing)
   */
  openTabChannel?: () => DraftTabChannel;
  /**
   * How long a tab without a draft waits for another tab's, in milliseconds.
   * @default 150
   */
  tabAnswerMs?: number;
}

/** A message channel between the app's tabs, as a browser's `BroadcastChannel`. */
export interface DraftTabChannel {
  /** Sends a message to the other tabs. */
  postMessage(message: unknown): void;
  /** Hears the other tabs' messages (`event.data`). */
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  /** Closes the channel: no more messages either way. */
  close(): void;
}

/** Saves a booking store as a draft and restores it. */
export interface DraftPersistence {
  /**
   * Reapplies the location's saved draft after checking it with the API (spec section 4):
   * another location, no unit type, a malformed draft, a unit type, availability, plan, insurance
   * or product the API no longer confirms all reset the flow to unit selection; a move-in date
   * that is past or outside the window keeps only the unit type; a discount code the server
   * rejects is dropped. Resolves true when a draft was applied, false when the flow was reset or
   * the visitor changed the flow while the checks ran (their change wins). After the unit type,
   * the other checks are asked for together; the discount code is validated once they pass.
   */
  restore(location: DraftRestoreLocation): Promise<boolean>;
  /** Saves a pending (debounced) change now, for example when the page is hidden. */
  flush(): void;
  /** Saves what is pending and stops following the store. */
  dispose(): void;
}

/** The flow fields saved at once; a change to customer data alone waits for the debounce. */
const FLOW_FIELDS = [
  'locationId',
  'unitTypeCategory',
  'unitType',
  'moveInDate',
  'unitAvailable',
  'bookingPlan',
  'insurance',
  'discountCode',
  'selectedProducts',
] as const satisfies readonly (keyof BookingFlowData)[];

/**
 * Keeps the booking flow in storage, in the draft shape of spec section 3, under one key per
 * location: every change is saved at once, customer data after {@link DRAFT_SAVE_DEBOUNCE_MS}.
 * Clearing the unit type (a reset) removes the draft; a flow that never had one leaves the stored
 * draft alone until {@link DraftPersistence.restore} has read it.
 */
export function createDraftPersistence(options: DraftPersistenceOptions): DraftPersistence {
  const { store, storage, client } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sharing: Promise<DraftTabSharing> | null = null;

  const storedDraft = (locationId: number): string | null => {
    try {
      return storage.getItem(bookingDraftStorageKey(locationId));
    } catch {
      // Blocked storage holds no draft.
      return null;
    }
  };

  /**
   * The sharing of drafts with the app's other tabs, when an `openTabChannel` is given: its code
   * loads with the first restore or save (a visitor's first page does not wait for it).
   */
  const tabSharing = (): Promise<DraftTabSharing> | null => {
    const { openTabChannel } = options;
    if (!openTabChannel) return null;
    sharing ??= import('./draftTabSharing').then((module) =>
      module.createDraftTabSharing({
        openTabChannel,
        answerMs: options.tabAnswerMs ?? 150,
        locationId: () => store.getState().locationId,
        storedDraft,
        flushPending,
      }),
    );
    return sharing;
  };

  /** Opens the channel to the other tabs (once): a tab with a draft answers their questions. */
  const openChannel = () => {
    void tabSharing()?.then((opened) => opened.open());
  };

  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = store.getState();
    const key = bookingDraftStorageKey(state.locationId);
    // A tab with a draft answers the other tabs' questions for it.
    openChannel();
    if (state.unitType) writeStoredJson(storage, key, toBookingDraft(state));
    else safeRemove(storage, key);
  };

  const flushPending = () => {
    if (timer !== undefined) save();
  };

  const unsubscribe = store.subscribe((state, previous) => {
    // Without a unit type before or after there is nothing to keep, and a draft not restored yet stays.
    if (!state.unitType && !previous.unitType) return;
    if (FLOW_FIELDS.some((field) => state[field] !== previous[field])) save();
    else if (state.customerData !== previous.customerData) {
      clearTimeout(timer);
      timer = setTimeout(save, options.debounceMs ?? DRAFT_SAVE_DEBOUNCE_MS);
    }
  });

  /**
   * The verified flow data of a draft, or null when anything fails the checks. Once the unit type
   * is confirmed, the other checks' requests start at once (two round trips in all, not one per
   * check, on each load with a draft); their answers are read in order, and a failed check leaves
   * the later answers unread.
   */
  async function verify(
    draft: BookingDraft & { unitType: { id: number } },
    location: DraftRestoreLocation,
    start: BookingFlowData,
  ): Promise<BookingFlowData | null> {
    const id = draft.unitType.id;
    const path = { path: { id } };
    const category = start.unitTypeCategory;
    // A past date (or one the window no longer offers) keeps the unit type and asks for a new date.
    const moveIn = draft.moveInDate;
    const window = getMoveInDateWindow({ location, now: new Date(options.clock.now()) });
    const dated = moveIn !== null && isMoveInDateSelectable(moveIn, window);
    const billingPeriodId = dated && draft.bookingPlan?.id;
    const savedInsurance = draft.insurance;
    const saved: SelectedProduct[] = [
      ...draft.oneTimeProducts.map((product) => ({ ...product, frequency: 'one_time' as const })),
      ...draft.recurringProducts.map((product) => ({ ...product, frequency: 'recurring' as const })),
    ];
    const idsOf = (list: { id: number }[]) =>
      list.length > 0 ? list.map((product) => product.id) : undefined;
    // The unit type first: whether the draft belongs to this location at all. Nothing else of a
    // draft for another location is sent.
    const unitType = (await unwrap(client.GET('/unit-type/{id}', { params: path }))).data;
    if (unitType.locationId !== location.id || (category && !unitType.categoryIds.includes(category.id))) {
      return null;
    }
    const next: BookingFlowData = {
      ...initialData(start.locationId, category),
      unitType: { id, categoryIds: unitType.categoryIds, available: unitType.available },
      // The details typed before a reload come back (what was typed since, if anything, wins).
      customerData: {
        ...draft.customerData,
        ...start.customerData,
        customerType: draft.customerData.customerType,
      },
    };

    // An answer that may stay unread: its failure is handled only where it is read.
    const ask = <T>(call: Parameters<typeof unwrap<T>>[0]) => {
      const answer = unwrap(call);
      answer.catch(() => undefined);
      return answer;
    };
    const availabilityAnswer =
      dated &&
      ask(
        client.GET('/unit-type/{id}/available-unit', {
          params: { ...path, query: { moveIn, ...(category && { categoryId: category.id }) } },
        }),
      );
    const plansAnswer =
      billingPeriodId &&
      ask(
        client.GET('/unit-type/{id}/billing-period', {
          params: { ...path, query: { billingPeriodIds: [billingPeriodId] } },
        }),
      );
    const insurancesAnswer =
      billingPeriodId &&
      savedInsurance &&
      ask(
        client.GET('/unit-type/{id}/insurance', {
          params: { ...path, query: { billingPeriodId, page: 1, pageSize: 30 } },
        }),
      );
    const productsAnswer =
      billingPeriodId &&
      saved.length > 0 &&
      ask(
        client.GET('/unit-type/{id}/optional-product', {
          params: {
            ...path,
            query: {
              billingPeriodId,
              unitTypeId: id,
              productIds: idsOf(draft.oneTimeProducts),
              recurringProductIds: idsOf(draft.recurringProducts),
              pageSize: 100,
            },
          },
        }),
      );

    if (!availabilityAnswer) return next;
    if (!(await availabilityAnswer).data.available) return null;
    next.moveInDate = moveIn;
    next.unitAvailable = true;

    if (!plansAnswer) return next;
    const plan = (await plansAnswer).data.find((item) => item.id === billingPeriodId);
    if (!plan) return null;
    next.bookingPlan = {
      id: plan.id,
      hasInsurances: plan.hasInsurances,
      period: plan.period,
      amount: plan.amount,
    };

    if (insurancesAnswer) {
      if (!plan.hasInsurances) return null;
      const insurance = (await insurancesAnswer).data.find(
        (item) => item.id === savedInsurance.id && item.billingPeriod.id === savedInsurance.billingPeriod.id,
      );
      if (!insurance) return null;
      next.insurance = { id: insurance.id, billingPeriodId: insurance.billingPeriod.id };
    }

    if (productsAnswer) {
      const products = await productsAnswer;
      // Empty data or a missing product: the saved products are gone, so the flow starts over.
      for (const product of saved) {
        const offered = products.data.find(
          (item) => item.id === product.id && item.frequency === product.frequency,
        );
        if (!offered) return null;
        next.selectedProducts.push({ ...product, quantity: Math.min(product.quantity, offered.maxQuantity) });
      }
    }

    const code = draft.discountCode;
    if (code && hasCompleteOptions(next)) {
      // Only the code depends on this answer: a rejected or unverifiable code is dropped alone.
      // The check loads only for a draft with a code: most first pages restore none.
      const result = await import('../discount/validateDiscountCode')
        .then(({ validateDiscountCode }) => validateDiscountCode(client, next, code))
        .catch(() => null);
      if (result?.valid) next.discountCode = code;
    }
    return next;
  }

  return {
    async restore(location) {
      let start = store.getState();
      let text = storedDraft(start.locationId);
      openChannel();
      if (text === null && location.id === start.locationId) {
        // A second tab of the flow: the draft of a tab that has one.
        text = (await tabSharing()?.then((opened) => opened.ask(start.locationId))) ?? null;
        if (store.getState() !== start) return false;
        start = store.getState();
      }
      const draft = location.id === start.locationId ? parseBookingDraft(text) : null;
      let next: BookingFlowData | null = null;
      // The API could not be reached (no answer, 5xx): the draft is not wrong, only unchecked, so
      // the stored one stays for the next load while the flow starts over.
      let unchecked = false;
      if (draft?.unitType) {
        const unitType = draft.unitType;
        next = await verify({ ...draft, unitType }, location, start).catch((error: unknown) => {
          unchecked = isApiUnavailable(error);
          return null;
        });
      }
      if (store.getState() !== start) return false;
      if (next) {
        store.setState(next);
        return true;
      }
      store.getState().resetToUnitSelection();
      if (!unchecked) safeRemove(storage, bookingDraftStorageKey(start.locationId));
      return false;
    },
    flush: flushPending,
    dispose: () => {
      flushPending();
      unsubscribe();
      void sharing?.then((opened) => opened.close());
    },
  };
}
