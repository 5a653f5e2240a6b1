import type { Schema } from '@stowly/api-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { isIsoDate } from '../../internal/isIsoDate';
import type { CustomerData } from '../customer/CustomerData';

// The customer form data lives with the customer rules; exported here too, where it was first.
export { type CustomerData, type CustomerType, DEFAULT_CUSTOMER_TYPE } from '../customer/CustomerData';

/** How often an optional product is charged: once, or every billing period. */
export type ProductFrequency = Schema<'OptionalProduct'>['frequency'];

/**
 * Quantity of a product added without one (spec section 9).
 * @default 1
 */
export const DEFAULT_PRODUCT_QUANTITY = 1;

/**
 * Largest quantity of one product the booking API accepts.
 * @default 99
 */
export const MAX_PRODUCT_QUANTITY = 99;

/**
 * Most products of one frequency a booking may hold (the API's item list limit).
 * @default 50
 */
export const MAX_PRODUCTS_PER_FREQUENCY = 50;

/**
 * Longest discount code the booking API accepts.
 * @default 64
 */
export const MAX_DISCOUNT_CODE_LENGTH = 64;

/** The chosen unit type, as far as the flow needs it. */
export interface SelectedUnitType {
  /** The unit type id. */
  id: number;
  /** The categories it belongs to; choosing a category outside them clears the unit type. */
  categoryIds: number[];
  /** Whether a unit is free today. */
  available: boolean;
}

/** The chosen booking plan (billing period). */
export interface SelectedBookingPlan {
  /** The billing period id. */
  id: number;
  /** Whether insurances are offered with it; then choosing one is a step of the flow. */
  hasInsurances: boolean;
  /** How often rent is billed: `weekly` or `monthly`. */
  period: Schema<'Period'>;
  /** Rent per period before discounts, in the location's currency. */
  amount: number;
}

/** The chosen insurance and the id of its own billing period. */
export interface SelectedInsurance {
  /** The insurance id. */
  id: number;
  /** The insurance's own billing period id (sent as `insuranceBillingPeriodId`). */
  billingPeriodId: number;
}

/** An optional product in the booking; `id` is the product id of its frequency. */
export interface SelectedProduct {
  /** The product id: a one-time or a recurring product's, by `frequency`. */
  id: number;
  /** Charged once (`one_time`) or every billing period (`recurring`). */
  frequency: ProductFrequency;
  /** How many, 1 to 99. */
  quantity: number;
}

/**
 * What a billing period offers, as its insurance and optional-product lists answer it: used to keep
 * earlier choices that a new plan still offers ({@link BookingFlowActions.changeBookingPlan}).
 */
export interface BookingPlanOffer {
  /** The insurances offered with the plan (`GET /unit-type/{id}/insurance?billingPeriodId=`); empty when none. */
  insurances: readonly { id: number; billingPeriod: { id: number } }[];
  /** The optional products offered with the plan (`GET /unit-type/{id}/optional-product?billingPeriodId=`). */
  products: readonly { id: number; frequency: ProductFrequency; maxQuantity: number }[];
}

/** What a plan change took out of the booking, to tell the visitor. */
export interface BookingPlanChangeRemovals {
  /** The insurance the new plan does not offer, or null. */
  insurance: SelectedInsurance | null;
  /** The products the new plan does not offer. */
  products: SelectedProduct[];
  /** The discount code, which a new plan always clears (its validity depends on the plan), or null. */
  discountCode: string | null;
}

/** Whether a unit is free for the chosen move-in date: checked true or false, or not known yet. */
export type UnitAvailability = boolean | 'unknown';

/** The booking flow state of spec section 3, without its actions. */
export interface BookingFlowData {
  /** The location being booked at. */
  locationId: number;
  /** The category the unit type list is filtered by, or null for all. */
  unitTypeCategory: { id: number } | null;
  /** The chosen unit type, or null before one is chosen. */
  unitType: SelectedUnitType | null;
  /** `YYYY-MM-DD` in the location's time zone. */
  moveInDate: string | null;
  /** Availability for `moveInDate`. @default 'unknown' */
  unitAvailable: UnitAvailability;
  /** The chosen booking plan (billing period), or null. */
  bookingPlan: SelectedBookingPlan | null;
  /** The chosen insurance, or null; needed only when the plan has insurances. */
  insurance: SelectedInsurance | null;
  /** The applied discount code, or null. */
  discountCode: string | null;
  /** What the visitor has entered in the customer form so far. */
  customerData: CustomerData;
  /** The optional products in the booking, one-time and recurring. */
  selectedProducts: SelectedProduct[];
}

/** What the visitor can do in the booking flow; every action applies the clearing rules of spec section 4. */
export interface BookingFlowActions {
  /** Filters by a category (or none). A chosen unit type outside it is cleared with everything after it. */
  selectUnitTypeCategory(category: { id: number } | null): void;
  /**
   * Chooses a unit type. Another unit type clears the move-in date, plan, insurance, products,
   * discount code and availability; the same one only refreshes its data. One outside the chosen
   * category is not kept.
   */
  selectUnitType(unitType: SelectedUnitType | null): void;
  /** Swaps the unit type but keeps the move-in date (for example for an alternative on the not-available page); clears the plan and everything after it. */
  replaceUnitType(unitType: SelectedUnitType): void;
  /** Sets the move-in date (`YYYY-MM-DD`); needs a unit type. A new date clears the plan, insurance, products and discount code and makes availability unknown. */
  setMoveInDate(moveInDate: string | null): void;
  /**
   * Records the availability check of the move-in date. With `forMoveInDate`, an answer for another
   * date than the current one is ignored. `false` marks the date invalid and clears the plan onward;
   * `'unknown'` (a re-check under way) keeps the choices but the move-in step is not done until `true`.
   */
  setUnitAvailable(available: UnitAvailability, forMoveInDate?: string): void;
  /** Chooses a plan; needs an available move-in date. Another plan clears insurance, products and discount code. */
  selectBookingPlan(bookingPlan: SelectedBookingPlan | null): void;
  /**
   * Chooses another plan, keeping the insurance and the products chosen so far that `offer` (what
   * the new plan offers) still has: the insurance with the new plan's insurance billing period,
   * each product with its quantity (capped at the product's `maxQuantity`). The rest is cleared,
   * as the clearing rule "changing plan clears insurance, products, discount" of spec section 4
   * asks for a choice the plan no longer carries; the discount code is always cleared (it is
   * validated per plan). Answers what was removed, to tell the visitor. Needs an available
   * move-in date (otherwise nothing changes and nothing is removed).
   */
  changeBookingPlan(bookingPlan: SelectedBookingPlan, offer: BookingPlanOffer): BookingPlanChangeRemovals;
  /** Chooses an insurance; needs a plan with insurances. Another insurance clears the discount code. */
  selectInsurance(insurance: SelectedInsurance | null): void;
  /** Adds a product (quantity 1 unless given), or removes it when it is already in the booking. Needs a plan. */
  toggleProduct(product: Pick<SelectedProduct, 'id' | 'frequency'>, quantity?: number): void;
  /** Sets a product's quantity (adding it when missing); 0 or less removes it, more than the maximum is capped. */
  setProductQuantity(product: Pick<SelectedProduct, 'id' | 'frequency'>, quantity: number): void;
  /** Sets the discount code (trimmed; blank clears it); needs the options to be done. */
  setDiscountCode(discountCode: string | null): void;
  /** Merges form fields into the customer data. */
  setCustomerData(customerData: Partial<CustomerData>): void;
  /** Back to unit selection: clears everything except the location and category. */
  resetToUnitSelection(): void;
  /** Back to the booking options: clears the plan onward and the customer data. */
  resetToBookingOptions(): void;
  /** Clears everything except the location. */
  reset(): void;
}

/** The booking flow store's state: data and actions. */
export type BookingFlowState = BookingFlowData & BookingFlowActions;

/** A vanilla zustand store of the booking flow. */
export type BookingStore = StoreApi<BookingFlowState>;

/** Options of {@link createBookingStore}. */
export interface CreateBookingStoreOptions {
  /** The location the flow books at (the route's `{locationId}`). */
  locationId: number;
  /** The category filter from the route. @default null */
  unitTypeCategory?: { id: number } | null;
}

// What each change clears (spec section 4): fresh objects, so no state shares an array.
const afterPlan = (): Pick<BookingFlowData, 'insurance' | 'selectedProducts' | 'discountCode'> => ({
  insurance: null,
  selectedProducts: [],
  discountCode: null,
});
const afterMoveIn = (): Partial<BookingFlowData> => ({ bookingPlan: null, ...afterPlan() });
const afterUnitType = (): Partial<BookingFlowData> => ({
  moveInDate: null,
  unitAvailable: 'unknown',
  ...afterMoveIn(),
});

/** True when the chosen plan, and the insurance if the plan has insurances, are in place. */
export function hasCompleteOptions(state: Pick<BookingFlowData, 'bookingPlan' | 'insurance'>): boolean {
  return !!state.bookingPlan && (!state.bookingPlan.hasInsurances || !!state.insurance);
}

/** The flow data with nothing chosen yet. */
export function initialData(locationId: number, unitTypeCategory: { id: number } | null): BookingFlowData {
  return {
    locationId,
    unitTypeCategory,
    unitType: null,
    moveInDate: null,
    unitAvailable: 'unknown',
    bookingPlan: null,
    ...afterPlan(),
    customerData: {},
  };
}

const outsideCategory = (unitType: SelectedUnitType | null, category: { id: number } | null) =>
  !!unitType && !!category && !unitType.categoryIds.includes(category.id);

const sameProduct = (
  a: Pick<SelectedProduct, 'id' | 'frequency'>,
  b: Pick<SelectedProduct, 'id' | 'frequency'>,
) => a.id === b.id && a.frequency === b.frequency;

/**
 * Creates the booking flow store of one location. Create it inside a provider or per page
 * (never at module scope), and persist it with `createDraftPersistence`.
 *
 * @example
 * const store = createBookingStore({ locationId: 7 });
 * store.getState().selectUnitType({ id: 12, categoryIds: [3], available: true });
 */
export function createBookingStore(options: CreateBookingStoreOptions): BookingStore {
  return createStore<BookingFlowState>()((set) => {
    /** Puts one product at `quantity` (below 1 removes it); needs a plan. */
    const putProduct = (
      product: Pick<SelectedProduct, 'id' | 'frequency'>,
      quantity: (present: boolean) => number,
    ) =>
      set((state) => {
        if (!state.bookingPlan) return state;
        const others = state.selectedProducts.filter((item) => !sameProduct(item, product));
        const present = others.length < state.selectedProducts.length;
        const count = Math.min(Math.trunc(quantity(present)), MAX_PRODUCT_QUANTITY);
        if (!(count >= 1)) return { selectedProducts: others };
        if (present) {
          return {
            selectedProducts: state.selectedProducts.map((item) =>
              sameProduct(item, product) ? { ...item, quantity: count } : item,
            ),
          };
        }
        const sameFrequency = others.filter((item) => item.frequency === product.frequency).length;
        if (sameFrequency >= MAX_PRODUCTS_PER_FREQUENCY) return state;
        return {
          selectedProducts: [...others, { id: product.id, frequency: product.frequency, quantity: count }],
        };
      });

    return {
      ...initialData(options.locationId, options.unitTypeCategory ?? null),

      selectUnitTypeCategory: (unitTypeCategory) =>
        set((state) =>
          outsideCategory(state.unitType, unitTypeCategory)
            ? { unitTypeCategory, unitType: null, ...afterUnitType() }
            : { unitTypeCategory },
        ),

      selectUnitType: (unitType) =>
        set((state) => {
          if (!unitType || outsideCategory(unitType, state.unitTypeCategory)) {
            return { unitType: null, ...afterUnitType() };
          }
          return state.unitType?.id === unitType.id ? { unitType } : { unitType, ...afterUnitType() };
        }),

      replaceUnitType: (unitType) =>
        set((state) => {
          if (outsideCategory(unitType, state.unitTypeCategory))
            return { unitType: null, ...afterUnitType() };
          const sameType = state.unitType?.id === unitType.id;
          return { unitType, unitAvailable: sameType ? state.unitAvailable : 'unknown', ...afterMoveIn() };
        }),

      setMoveInDate: (moveInDate) =>
        set((state) => {
          if (!state.unitType || moveInDate === state.moveInDate) return state;
          if (moveInDate !== null && !isIsoDate(moveInDate)) return state;
          return { moveInDate, unitAvailable: 'unknown', ...afterMoveIn() };
        }),

      setUnitAvailable: (unitAvailable, forMoveInDate) =>
        set((state) => {
          if (!state.moveInDate || (forMoveInDate !== undefined && forMoveInDate !== state.moveInDate)) {
            return state;
          }
          return unitAvailable === false ? { unitAvailable, ...afterMoveIn() } : { unitAvailable };
        }),

      selectBookingPlan: (bookingPlan) =>
        set((state) => {
          if (bookingPlan && (!state.moveInDate || state.unitAvailable !== true)) return state;
          const current = state.bookingPlan;
          const same =
            !!bookingPlan &&
            current?.id === bookingPlan.id &&
            current.hasInsurances === bookingPlan.hasInsurances;
          return same ? { bookingPlan } : { bookingPlan, ...afterPlan() };
        }),

      changeBookingPlan: (bookingPlan, offer) => {
        const removals: BookingPlanChangeRemovals = { insurance: null, products: [], discountCode: null };
        set((state) => {
          if (!state.moveInDate || state.unitAvailable !== true) return state;
          const current = state.bookingPlan;
          if (current?.id === bookingPlan.id && current.hasInsurances === bookingPlan.hasInsurances) {
            return { bookingPlan };
          }
          const offeredInsurance = bookingPlan.hasInsurances
            ? offer.insurances.find((item) => item.id === state.insurance?.id)
            : undefined;
          const insurance: SelectedInsurance | null = offeredInsurance
            ? { id: offeredInsurance.id, billingPeriodId: offeredInsurance.billingPeriod.id }
            : null;
          if (state.insurance && !insurance) removals.insurance = state.insurance;
          const selectedProducts: SelectedProduct[] = [];
          for (const product of state.selectedProducts) {
            const offered = offer.products.find((item) => sameProduct(item, product));
            if (offered) {
              const quantity = Math.min(product.quantity, Math.max(1, offered.maxQuantity));
              selectedProducts.push({ ...product, quantity });
            } else removals.products.push(product);
          }
          removals.discountCode = state.discountCode;
          return { bookingPlan, insurance, selectedProducts, discountCode: null };
        });
        return removals;
      },

      selectInsurance: (insurance) =>
        set((state) => {
          if (insurance && !state.bookingPlan?.hasInsurances) return state;
          const current = state.insurance;
          if (current?.id === insurance?.id && current?.billingPeriodId === insurance?.billingPeriodId)
            return state;
          return { insurance, discountCode: null };
        }),

      toggleProduct: (product, quantity = DEFAULT_PRODUCT_QUANTITY) =>
        putProduct(product, (present) => (present ? 0 : quantity)),

      setProductQuantity: (product, quantity) => putProduct(product, () => quantity),

      setDiscountCode: (discountCode) =>
        set((state) => {
          const code = discountCode?.trim() || null;
          if (code && (code.length > MAX_DISCOUNT_CODE_LENGTH || !hasCompleteOptions(state))) return state;
          return { discountCode: code };
        }),

      setCustomerData: (customerData) =>
        set((state) => ({ customerData: { ...state.customerData, ...customerData } })),

      resetToUnitSelection: () => set((state) => initialData(state.locationId, state.unitTypeCategory)),

      resetToBookingOptions: () => set({ ...afterMoveIn(), customerData: {} }),

      reset: () => set((state) => initialData(state.locationId, null)),
    };
  });
}
