import type { Handlers } from '../http/operations';

/** Handlers of this group of operations (filled in by its issue work). */
export const bookingHandlers: Handlers = {};
