import { type PortalDocument, portalDocuments } from '@stowly/api-client';
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
}

/**
 * Saves a downloaded document in the browser: an object URL of its blob, followed by a link with
 * the `download` attribute (the server's file name); the URL is released once the browser has
 * taken the file.
 */
function saveDocument(document: PortalDocument): void {
  const ownerDocument = globalThis.document;
  const url = URL.createObjectURL(document.blob);
  const link = ownerDocument.createElement('a');
  link.href = url;
  link.download = document.fileName;
  link.hidden = true;
  ownerDocument.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click starts the download synchronously; a later release leaves slow browsers the time to take it.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/**
 * The customer portal's PDFs (invoices and rental contracts) as downloads that save the file,
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
  };
}
