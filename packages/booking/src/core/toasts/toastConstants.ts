/** How long a toast stays before it dismisses itself (spec section 9). */
export const DEFAULT_TOAST_DURATION_MS = 3000;
/** The toast enter and leave animation time (spec section 9). */
export const TOAST_SPEED_MS = 300;
/** The app's own toast animation time (spec section 9). */
export const APP_TOAST_SPEED_MS = 250;
/** The width of the toast area at the bottom centre (spec sections 2 and 9). */
export const TOAST_WIDTH_PX = 300;
