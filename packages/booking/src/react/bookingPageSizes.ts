/**
 * Page sizes of the booking lists (spec section 9). The query hooks use them as defaults; pass
 * `pageSize` to a hook to page differently.
 */

/**
 * Booking plans (billing periods) shown on the booking options page.
 * @default 4
 */
export const BOOKING_PLANS_PAGE_SIZE = 4;

/**
 * Insurances shown on the booking options page.
 * @default 3
 */
export const OPTIONS_INSURANCES_PAGE_SIZE = 3;

/**
 * Insurances of the flow's full insurance list (and of the draft check), page 1.
 * @default 30
 */
export const FLOW_INSURANCES_PAGE_SIZE = 30;

/**
 * Optional products shown on the booking options page.
 * @default 3
 */
export const OPTIONAL_PRODUCTS_PAGE_SIZE = 3;

/**
 * The first page of every list.
 * @default 1
 */
export const FIRST_PAGE = 1;
