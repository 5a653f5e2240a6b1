import { ApiError } from './ApiError';
import type { StowlyClient } from './createStowlyClient';
import { clientLanguage } from './internal/clientLanguage';

/** A document of the customer portal, downloaded: the file and the name to save it under. */
export interface PortalDocument {
  /** The file (`application/pdf`, or `text/calendar` for a move-in calendar); its `size` is the document's size in bytes. */
  blob: Blob;
  /** The file name of the answer's `Content-Disposition`, such as `INV-01-00001.pdf`. */
  fileName: string;
}

/** Options of a document download. */
export interface PortalDocumentOptions {
  /** Cancels the download. */
  signal?: AbortSignal;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` wins over `filename=`). */
function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim() || undefined;
}

interface BlobResult {
  data?: Blob;
  error?: unknown;
  response: Response;
}

async function readDocument(call: Promise<BlobResult>, fallbackName: string): Promise<PortalDocument> {
  const { data, error, response } = await call;
  if (!response.ok || !data) throw ApiError.fromBody(response.status, error, response.statusText);
  return { blob: data, fileName: fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName };
}

/**
 * Downloads of the customer portal's PDFs (bearer token required) and of the move-in calendar
 * files (`.ics`; the checkout's needs no token), in the client's language. Each
 * resolves to the PDF and its file name, or rejects with the call's {@link ApiError} (`not-found`
 * for a document the customer may not see). Downloads are not cached: call them when the customer
 * asks for the document.
 *
 * @example
 * const { blob, fileName } = await portalDocuments.invoice(client, locationId, invoice.id);
 */
export const portalDocuments = {
  /** `GET /customer-portal/invoice/{locationId}/{invoiceId}/document`: an invoice as PDF. */
  invoice: (
    client: StowlyClient,
    locationId: number,
    invoiceId: number,
    options: PortalDocumentOptions = {},
  ): Promise<PortalDocument> =>
    readDocument(
      client.GET('/customer-portal/invoice/{locationId}/{invoiceId}/document', {
        params: { path: { locationId, invoiceId } },
        headers: clientLanguage(client).headers,
        parseAs: 'blob',
        signal: options.signal,
      }),
      `invoice-${invoiceId}.pdf`,
    ),

  /** `GET /customer-portal/booking/{bookingId}/contract`: a booking's signed rental contract as PDF. */
  contract: (
    client: StowlyClient,
    bookingId: number,
    options: PortalDocumentOptions = {},
  ): Promise<PortalDocument> =>
    readDocument(
      client.GET('/customer-portal/booking/{bookingId}/contract', {
        params: { path: { bookingId } },
        headers: clientLanguage(client).headers,
        parseAs: 'blob',
        signal: options.signal,
      }),
      `contract-${bookingId}.pdf`,
    ),

  /**
   * `GET /customer-portal/booking/{bookingId}/move-in/calendar`: the move-in day of one of the
   * customer's own bookings as an iCalendar file (`.ics`, no gate code in it).
   */
  moveInCalendar: (
    client: StowlyClient,
    bookingId: number,
    options: PortalDocumentOptions = {},
  ): Promise<PortalDocument> =>
    readDocument(
      client.GET('/customer-portal/booking/{bookingId}/move-in/calendar', {
        params: { path: { bookingId } },
        headers: clientLanguage(client).headers,
        parseAs: 'blob',
        signal: options.signal,
      }),
      `move-in-${bookingId}.ics`,
    ),

  /**
   * `GET /checkout/{basketId}/result/calendar`: the move-in day of a completed checkout as an
   * iCalendar file (`.ics`), for the success page; no sign-in needed, no gate code in it.
   */
  checkoutMoveInCalendar: (
    client: StowlyClient,
    basketId: number,
    options: PortalDocumentOptions = {},
  ): Promise<PortalDocument> =>
    readDocument(
      client.GET('/checkout/{basketId}/result/calendar', {
        params: { path: { basketId } },
        headers: clientLanguage(client).headers,
        parseAs: 'blob',
        signal: options.signal,
      }),
      `move-in-${basketId}.ics`,
    ),
};
