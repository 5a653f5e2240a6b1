/**
 * Page sizes of the customer portal's lists (spec section 9). The portal asks the API for pages of
 * this size (`pageSize` of `GET /customer-portal/booking/{locationId}`, `/invoice/{locationId}` and
 * `/shared-access/{locationId}`) and the `@stowly/ui` portal tables show one such page at a time.
 */

/**
 * Bookings per page in the portal's bookings table.
 * @default 5
 */
export const PORTAL_BOOKINGS_PAGE_SIZE = 5;

/**
 * Invoices per page in the invoice history (all invoices of a location).
 * @default 5
 */
export const INVOICE_HISTORY_PAGE_SIZE = 5;

/**
 * Invoices per page in the open invoices panel (`openOnly=true`).
 * @default 5
 */
export const OPEN_INVOICES_PAGE_SIZE = 5;

/**
 * Managers per page in the shared-access list.
 * @default 5
 */
export const SHARED_ACCESSES_PAGE_SIZE = 5;
