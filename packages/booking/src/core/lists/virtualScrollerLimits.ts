/**
 * The virtual scroller's limits (spec section 9: "render limit 1000 items, buffer 200"). A long
 * list, such as the customer form's countries, renders only the items in view and a buffer around
 * them; the numbers are vue-virtual-scroller's `buffer` and its limit of rendered items.
 */

/**
 * How far beyond each edge of a virtual list's visible area its items are rendered, in CSS pixels:
 * what a scroll brings into view is already there.
 * @default 200
 */
export const VIRTUAL_SCROLLER_BUFFER_PX = 200;

/**
 * The most item views a virtual list renders at once, whatever its layout asks for (such as a
 * visible area measured far taller than the screen).
 * @default 1000
 */
export const VIRTUAL_SCROLLER_RENDER_LIMIT = 1000;
