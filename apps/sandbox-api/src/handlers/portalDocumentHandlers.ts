import { loadBookingCharges } from '../documents/bookingCharges';
import { renderContractDocument } from '../documents/contractDocument';
import { documentLanguage } from '../documents/documentMessages';
import { renderInvoiceDocument } from '../documents/invoiceDocument';
import { ApiProblem } from '../http/ApiProblem';
import type { Handlers } from '../http/operations';
import { portalLocation, portalProblem, signedInCustomer } from './portalSupport';

/** The headers of a PDF download: its type, file name and size; never cached by a shared cache. */
function pdfHeaders(bytes: Uint8Array, fileName: string): Record<string, string> {
  return {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Content-Length': String(bytes.byteLength),
    'Cache-Control': 'private, no-store',
  };
}

/**
 * The customer portal's documents: an invoice and a booking's rental contract as PDFs, made on
 * request in the caller's language. Whoever sees the invoice or booking in the portal's lists may
 * download it (its customer, or an active manager at that location, through `portalLocation`);
 * anything else answers 404 as for an id that does not exist.
 */
export const portalDocumentHandlers: Handlers = {
  getInvoiceDocument: async ({ db, config, customerId, path, language }) => {
    const me = signedInCustomer(customerId);
    const { location, customerIds } = await portalLocation(db, me, path.locationId, language, {
      allowManager: true,
    });
    const invoice = await db
      .selectFrom('invoice')
      .selectAll()
      .where('id', '=', path.invoiceId)
      .where('location_id', '=', location.id)
      .where('customer_id', 'in', customerIds)
      .executeTakeFirst();
    if (!invoice) throw portalProblem(404, 'not-found', 'invoice-not-found', language);
    const pdf = await renderInvoiceDocument(db, invoice, documentLanguage(language), config.now());
    // Invoice numbers are letters, digits and hyphens (`INV-01-00001`); anything else is left out.
    const fileName = `${invoice.number.replace(/[^A-Za-z0-9-]/g, '') || `invoice-${invoice.id}`}.pdf`;
    return { status: 200, body: pdf, headers: pdfHeaders(pdf, fileName) };
  },

  getBookingContract: async ({ db, config, customerId, path, language }) => {
    const me = signedInCustomer(customerId);
    const notFound = () => portalProblem(404, 'not-found', 'booking-not-found', language);
    const lang = documentLanguage(language);
    const charges = await loadBookingCharges(db, path.bookingId, lang);
    if (!charges) throw notFound();
    // Whether the caller sees the booking's location, and whose bookings there; a location they do
    // not see answers as a booking that does not exist, so booking ids reveal nothing.
    const access = await portalLocation(db, me, charges.locationId, language, { allowManager: true }).catch(
      (error: unknown) => {
        if (error instanceof ApiProblem && error.status === 404) throw notFound();
        throw error;
      },
    );
    if (!access.customerIds.includes(charges.customerId)) throw notFound();
    const pdf = await renderContractDocument(db, charges, lang, config.now());
    return { status: 200, body: pdf, headers: pdfHeaders(pdf, `contract-${charges.bookingId}.pdf`) };
  },
};
