import type { Kysely } from 'kysely';
import type { Database, InvoiceRow } from '../db/types';
import { toCents } from '../domain/money';
import { type ChargeLine, lineInclVatCents, lineNetCents, loadBookingCharges } from './bookingCharges';
import { type DocumentLanguage, documentText, regionalLocale } from './documentMessages';
import { documentFormat, loadDocumentParties, writeHeader } from './documentParties';
import { PdfWriter } from './pdfWriter';

/**
 * The lines an invoice bills, found from its booking: the first period's charges (the checkout's
 * paid first invoice, one-time products included) or the recurring ones (a period's invoice),
 * whichever add up to the invoice's amount with VAT. An invoice that matches neither (no booking,
 * or an amount set otherwise) has one line for its whole amount, VAT worked back from the rate.
 */
async function invoiceLines(
  db: Kysely<Database>,
  invoice: InvoiceRow,
  language: DocumentLanguage,
  taxRate: number,
): Promise<{ lines: ChargeLine[]; bookingLabel: string | null }> {
  const totalCents = toCents(invoice.amount);
  const charges =
    invoice.booking_id === null ? undefined : await loadBookingCharges(db, invoice.booking_id, language);
  if (charges) {
    const sum = (lines: ChargeLine[]) =>
      lines.reduce((total, line) => total + lineInclVatCents(line, taxRate), 0);
    const recurring = charges.lines.filter((line) => line.recurring);
    for (const candidate of [charges.lines, recurring]) {
      if (candidate.length > 0 && sum(candidate) === totalCents) {
        return { lines: candidate, bookingLabel: `${charges.unitTypeName}, ${charges.unitName}` };
      }
    }
  }
  const netCents = Math.round((totalCents * 100) / (100 + taxRate));
  const label = charges
    ? `${charges.unitTypeName} (${charges.planName}), ${charges.unitName}`
    : `${documentText('invoiceTitle', language)} ${invoice.number}`;
  // The VAT is the rest, so the lines add up to the amount exactly.
  return {
    lines: [{ label, quantity: 1, unitNetCents: netCents, recurring: true }],
    bookingLabel: charges ? `${charges.unitTypeName}, ${charges.unitName}` : null,
  };
}

/**
 * An invoice as a PDF in `language`: the tenant's header, the customer and the location, the
 * invoice's number and dates, its lines without VAT, the VAT and the total with VAT in the
 * invoice's currency, and what is still due.
 */
export async function renderInvoiceDocument(
  db: Kysely<Database>,
  invoice: InvoiceRow,
  language: DocumentLanguage,
  now: Date,
): Promise<Uint8Array> {
  const parties = await loadDocumentParties(db, invoice.location_id, invoice.customer_id, language);
  const format = documentFormat(language);
  const taxRate = parties.location.taxRate;
  const money = (cents: number) => format.money(cents, invoice.currency_code);
  const { lines, bookingLabel } = await invoiceLines(db, invoice, language, taxRate);
  const title = `${documentText('invoiceTitle', language)} ${invoice.number}`;

  const writer = await PdfWriter.create({
    title,
    author: parties.tenant.name,
    language: regionalLocale(language),
    created: now,
    accent: parties.tenant.accent,
  });
  await writeHeader(writer, parties, title);
  writer.columns([
    { heading: documentText('customer', language), lines: parties.customerLines },
    { heading: documentText('location', language), lines: [parties.tenant.name, ...parties.location.lines] },
  ]);
  writer.gap(8);
  writer.fields([
    [documentText('invoiceNumber', language), invoice.number],
    [documentText('issueDate', language), format.day(invoice.issue_date)],
    [documentText('dueDate', language), format.day(invoice.due_date)],
    ...(invoice.booking_id === null
      ? []
      : [
          [
            documentText('booking', language),
            bookingLabel ? `#${invoice.booking_id}: ${bookingLabel}` : `#${invoice.booking_id}`,
          ] as const,
        ]),
  ]);

  const netCents = lines.reduce((total, line) => total + lineNetCents(line), 0);
  const totalCents = toCents(invoice.amount);
  writer.table(
    [
      { header: documentText('description', language), width: 6 },
      { header: documentText('quantity', language), width: 1, align: 'right' },
      { header: documentText('amountExclVat', language), width: 2.2, align: 'right' },
    ],
    lines.map((line) => [line.label, String(line.quantity), money(lineNetCents(line))]),
    [
      [documentText('subtotal', language), money(netCents)],
      [
        documentText('vat', language, { rate: new Intl.NumberFormat(format.locale).format(taxRate) }),
        money(totalCents - netCents),
      ],
      [documentText('total', language), money(totalCents)],
    ],
  );
  writer.gap(12);
  writer.fields([[documentText('amountDue', language), money(toCents(invoice.amount_due))]]);
  return writer.save();
}
