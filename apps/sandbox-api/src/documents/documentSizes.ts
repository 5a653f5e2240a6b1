import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, InvoiceRow } from '../db/types';
import { type BookingCharges, loadBookingCharges } from './bookingCharges';
import { renderContractDocument } from './contractDocument';
import type { DocumentLanguage } from './documentMessages';
import { loadDocumentParties } from './documentParties';
import { renderInvoiceDocument } from './invoiceDocument';

/** How many document sizes are kept; the least recently used one goes first. */
const KEPT_SIZES = 1000;

/**
 * The sizes of documents already made, keyed by a hash of everything a document is made from (its
 * kind, language, rows and parties). A document whose data changes (an invoice paid, a customer's
 * new address, the tenant's colour) gets a new key and is measured again; the download's creation
 * time only sets fixed-length metadata, so the same inputs make the same number of bytes.
 */
const sizes = new Map<string, Promise<number>>();

function keyOf(parts: unknown[]): string {
  const json = JSON.stringify(parts, (_key, value: unknown) =>
    value instanceof Uint8Array ? createHash('sha256').update(value).digest('base64') : value,
  );
  return createHash('sha256').update(json).digest('base64');
}

function measured(parts: unknown[], render: () => Promise<Uint8Array>): Promise<number> {
  const key = keyOf(parts);
  const known = sizes.get(key);
  if (known !== undefined) {
    // Most recently used: moves to the end of the map's order.
    sizes.delete(key);
    sizes.set(key, known);
    return known;
  }
  // Kept while it renders too, so lists asked for at once (open invoices and the history share
  // invoices) render each document once.
  const size = render().then((bytes) => bytes.byteLength);
  sizes.set(key, size);
  size.catch(() => sizes.delete(key));
  if (sizes.size > KEPT_SIZES) sizes.delete(sizes.keys().next().value as string);
  return size;
}

/**
 * Measures the portal's documents for its lists (`Invoice.document`, `PortalBooking.contractDocument`):
 * each is rendered as its download would be, in the list's language, and its byte count kept. The
 * parties (tenant, location, customer) are loaded once per location and customer for one list.
 */
export function createDocumentSizer(db: Kysely<Database>, language: DocumentLanguage, now: Date) {
  const parties = new Map<string, ReturnType<typeof loadDocumentParties>>();
  const partiesOf = (locationId: number, customerId: number) => {
    const key = `${locationId}:${customerId}`;
    let loaded = parties.get(key);
    if (!loaded) {
      loaded = loadDocumentParties(db, locationId, customerId, language);
      parties.set(key, loaded);
    }
    return loaded;
  };
  return {
    /** The size in bytes of `getInvoiceDocument`'s PDF of `invoice`. */
    invoice: async (invoice: InvoiceRow): Promise<number> => {
      const charges =
        invoice.booking_id === null ? null : await loadBookingCharges(db, invoice.booking_id, language);
      const inputs = [
        'invoice',
        language,
        invoice,
        charges,
        await partiesOf(invoice.location_id, invoice.customer_id),
      ];
      return measured(inputs, () => renderInvoiceDocument(db, invoice, language, now));
    },
    /** The size in bytes of `getBookingContract`'s PDF of the booking `bookingId`. */
    contract: async (bookingId: number): Promise<number> => {
      const charges: BookingCharges | undefined = await loadBookingCharges(db, bookingId, language);
      if (!charges) throw new Error(`No booking ${bookingId}`);
      const inputs = ['contract', language, charges, await partiesOf(charges.locationId, charges.customerId)];
      return measured(inputs, () => renderContractDocument(db, charges, language, now));
    },
  };
}
