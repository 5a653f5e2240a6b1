import { documentLanguage } from '../documents/documentMessages';
import { calendarHeaders, loadBookingMoveIn, moveInCalendar } from '../domain/moveIn';
import type { Handlers } from '../http/operations';
import { portalProblem, signedInCustomer } from './portalSupport';

/**
 * The move-in details of one of the caller's own bookings; anyone else's booking (a manager's
 * too: the gate code is the customer's) answers 404 as one that does not exist.
 */
async function ownBookingMoveIn(
  db: Parameters<typeof loadBookingMoveIn>[0],
  customerId: number | undefined,
  bookingId: number,
  language: string,
) {
  const me = signedInCustomer(customerId);
  const moveIn = await loadBookingMoveIn(db, bookingId);
  if (!moveIn || moveIn.customerId !== me)
    throw portalProblem(404, 'not-found', 'booking-not-found', language);
  return moveIn;
}

/** The customer portal's move-in details and move-in calendar file of a booking (its owner only). */
export const portalMoveInHandlers: Handlers = {
  getBookingMoveIn: async ({ db, customerId, path, language }) => {
    const moveIn = await ownBookingMoveIn(db, customerId, path.bookingId, language);
    // The gate code only once the identity check passed, where the location requires one.
    const gateAccess =
      moveIn.gateCode === null
        ? ({ status: 'none', code: null } as const)
        : moveIn.identityCleared
          ? ({ status: 'available', code: moveIn.gateCode } as const)
          : ({ status: 'withheld-until-id-check', code: null } as const);
    return {
      status: 200,
      body: {
        data: {
          ...moveIn.facts,
          bookingId: path.bookingId,
          gateAccess,
        },
      },
    };
  },

  getBookingMoveInCalendar: async ({ db, config, customerId, path, language }) => {
    const moveIn = await ownBookingMoveIn(db, customerId, path.bookingId, language);
    const body = new TextEncoder().encode(
      moveInCalendar(moveIn.facts, {
        uid: `move-in-${path.bookingId}@stowly.sandbox`,
        language: documentLanguage(language),
        now: config.now(),
      }),
    );
    return { status: 200, body, headers: calendarHeaders(body, moveIn.facts.unitName) };
  },
};
