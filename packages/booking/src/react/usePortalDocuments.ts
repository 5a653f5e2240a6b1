import { type PortalDocument, portalDocuments } from '@stowly/api-client';
import { saveDocument } from './internal/saveDocument';
import { usePortalClient } from './PortalProvider';

/** What {@link usePortalDocuments} returns: downloads that save the PDF in the browser. */
export interface PortalDocumentDownloads {
  /**
   * Downloads an invoice of `listInvoices` (`GET /customer-portal/invoice/{locationId}/{invoiceId}/document`)
   * and saves it under the server's file name. Rejects with the call's `ApiError` when it fails.
   */
  invoice: (locationId: number, invoiceId: number) => Promise<PortalDocument>;
  /**
   * Downloads a booking's signed rental contract (`GET /customer-portal/booking/{bookingId}/contract`)
   * and saves it under the server's file name. Rejects with the call's `ApiError` when it fails.
   */
  contract: (bookingId: number) => Promise<PortalDocument>;
  /**
   * Downloads the move-in day of one of the customer's own bookings as a calendar file
   * (`GET /customer-portal/booking/{bookingId}/move-in/calendar`, `.ics`) and saves it.
   */
  moveInCalendar: (bookingId: number) => Promise<PortalDocument>;
}

/**
 * The customer portal's PDFs (invoices and rental contracts) and move-in calendar files as downloads that save the file,
 * in the client's language, with the signed-in customer's token. Call them from the portal's
 * download buttons: each promise settles when the file was handed to the browser (or the call
 * failed), which is the button's busy state. Needs a `PortalProvider`.
 *
 * @example
 * const documents = usePortalDocuments();
 * <Button onPress={() => documents.invoice(locationId, invoice.id)}>Download</Button>
 */
export function usePortalDocuments(): PortalDocumentDownloads {
  const client = usePortalClient('usePortalDocuments');
  const saved = async (download: Promise<PortalDocument>) => {
    const document = await download;
    saveDocument(document);
    return document;
  };
  return {
    invoice: (locationId, invoiceId) => saved(portalDocuments.invoice(client, locationId, invoiceId)),
    contract: (bookingId) => saved(portalDocuments.contract(client, bookingId)),
    moveInCalendar: (bookingId) => saved(portalDocuments.moveInCalendar(client, bookingId)),
  };
}
