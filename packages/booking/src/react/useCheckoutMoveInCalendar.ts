import { type PortalDocument, portalDocuments } from '@stowly/api-client';
import { useBookingContext } from './internal/BookingContext';
import { saveDocument } from './internal/saveDocument';

/**
 * The success page's calendar file: downloads the move-in day of a completed checkout
 * (`GET /checkout/{basketId}/result/calendar`, `.ics`, in the client's language; no sign-in needed
 * and no gate code in it) and saves it under the server's file name. The promise settles once the
 * file was handed to the browser, or rejects with the call's `ApiError`. Needs a `BookingProvider`.
 */
export function useCheckoutMoveInCalendar(): (basketId: number) => Promise<PortalDocument> {
  const { client } = useBookingContext('useCheckoutMoveInCalendar');
  return async (basketId) => {
    const document = await portalDocuments.checkoutMoveInCalendar(client, basketId);
    saveDocument(document);
    return document;
  };
}
