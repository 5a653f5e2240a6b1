import type { Kysely } from 'kysely';
import type { Database, InvoiceRow } from '../db/types';
import { documentLanguage } from '../documents/documentMessages';
import { createDocumentSizer } from '../documents/documentSizes';
import type { Handlers } from '../http/operations';
import {
  locationToday,
  money,
  pageMeta,
  pageRequest,
  portalLocation,
  signedInCustomer,
} from './portalSupport';

/** An invoice row in the contract's shape: an open invoice past its due date is overdue. */
function invoiceOf(row: InvoiceRow, today: string, documentSizeBytes: number) {
  return {
    id: row.id,
    number: row.number,
    locationId: row.location_id,
    bookingId: row.booking_id,
    issueDate: row.issue_date,
    dueDate: row.due_date,
    status: row.status === 'open' && row.due_date < today ? ('overdue' as const) : row.status,
    amount: money(row.amount),
    amountDue: money(row.amount_due),
    currency: row.currency_code,
    document: { sizeBytes: documentSizeBytes },
  };
}

/**
 * One invoice as the API answers it, its PDF measured in `language` (the payment answers carry the
 * invoice as the lists do). `db` may be a transaction.
 */
export async function describeInvoice(
  db: Kysely<Database>,
  language: string,
  now: Date,
  row: InvoiceRow,
  today: string,
) {
  const sizeBytes = await createDocumentSizer(db, documentLanguage(language), now).invoice(row);
  return invoiceOf(row, today, sizeBytes);
}

/** The customer portal's invoices (an owner's or a manager's view). */
export const portalInvoiceHandlers: Handlers = {
  listInvoices: async ({ db, config, customerId, path, query, language }) => {
    const me = signedInCustomer(customerId);
    // A manager sees the inviting customers' invoices here, read only.
    const { location, customerIds } = await portalLocation(db, me, path.locationId, language, {
      allowManager: true,
    });
    const today = locationToday(location, config.now());
    const page = pageRequest(query);
    let mine = db
      .selectFrom('invoice')
      .where('customer_id', 'in', customerIds)
      .where('location_id', '=', location.id);
    if (String(query.openOnly) === 'true') mine = mine.where('status', 'in', ['open', 'overdue']);
    const { total } = await mine
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    const rows = await mine
      .selectAll()
      .orderBy('issue_date', 'desc')
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset(page.offset)
      .execute();
    // Each invoice's PDF is measured as it downloads in this language, so the list can name its size.
    const sizer = createDocumentSizer(db, documentLanguage(language), config.now());
    const documentSizes = await Promise.all(rows.map((row) => sizer.invoice(row)));
    const data = rows.map((row, index) => invoiceOf(row, today, documentSizes[index] ?? 0));
    return { status: 200, body: { ...pageMeta(page, Number(total)), data } };
  },
};
