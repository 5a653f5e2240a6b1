import { type ApiError, type GetQuery, type Schema, unitTypeQueries } from '@stowly/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/shallow';
import { FIRST_PAGE, OPTIONAL_PRODUCTS_PAGE_SIZE } from './bookingPageSizes';
import { useBookingContext } from './internal/BookingContext';

/** Options of {@link useOptionalProducts}. */
export interface UseOptionalProductsOptions {
  /** The unit type whose products to list. @default the flow's chosen unit type */
  unitTypeId?: number;
  /** The booking plan the products are priced for. @default the flow's chosen booking plan, when there is one */
  billingPeriodId?: number;
  /** The page to load, from 1. @default FIRST_PAGE */
  page?: number;
  /** Products per page. @default OPTIONAL_PRODUCTS_PAGE_SIZE */
  pageSize?: number;
}

/**
 * The optional one-time and recurring products of a unit type for the chosen booking plan
 * (`GET /unit-type/{id}/optional-product`). Non-empty `data` means the unit type has products, so
 * the options page shows its products section. Nothing is requested until a unit type is chosen.
 */
export function useOptionalProducts(
  options: UseOptionalProductsOptions = {},
): UseQueryResult<Schema<'OptionalProductPage'>, ApiError> {
  const { client, bookingStore } = useBookingContext('useOptionalProducts');
  const chosen = useStore(
    bookingStore,
    useShallow((state) => ({ unitTypeId: state.unitType?.id, billingPeriodId: state.bookingPlan?.id })),
  );
  const unitTypeId = options.unitTypeId ?? chosen.unitTypeId;
  const billingPeriodId = options.billingPeriodId ?? chosen.billingPeriodId;
  const query: GetQuery<'/unit-type/{id}/optional-product'> = {
    ...(billingPeriodId !== undefined && { billingPeriodId }),
    page: options.page ?? FIRST_PAGE,
    pageSize: options.pageSize ?? OPTIONAL_PRODUCTS_PAGE_SIZE,
  };
  return useQuery({
    ...unitTypeQueries.optionalProducts(client, unitTypeId ?? 0, query),
    enabled: unitTypeId !== undefined,
  });
}
