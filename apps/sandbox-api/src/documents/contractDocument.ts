import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { type BookingCharges, lineInclVatCents, lineNetCents } from './bookingCharges';
import { type DocumentLanguage, documentText, regionalLocale } from './documentMessages';
import { documentFormat, loadDocumentParties, writeHeader } from './documentParties';
import { PdfWriter } from './pdfWriter';

/** When the customer signed the contract at the e-signature provider, if the checkout had a signature. */
async function signatureTime(db: Kysely<Database>, basketId: string | null): Promise<Date | undefined> {
  if (basketId === null) return undefined;
  const session = await db
    .selectFrom('provider_session')
    .select('updated_at')
    .where('basket_id', '=', basketId)
    .where('kind', '=', 'e-signature')
    .where('status', '=', 'signed')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return session?.updated_at;
}

/**
 * A booking's rental contract as a PDF in `language`: the landlord (tenant and location) and the
 * tenant (customer), the storage unit, move-in date, billing plan, the charges with and without VAT
 * (insurance, products, discount), the first payment and the rent per period, the notice period
 * and its rule, and when it was signed: the e-signature provider's time, or the booking's creation
 * for a booking made without a signature (the demo data's).
 */
export async function renderContractDocument(
  db: Kysely<Database>,
  charges: BookingCharges,
  language: DocumentLanguage,
  now: Date,
): Promise<Uint8Array> {
  const parties = await loadDocumentParties(db, charges.locationId, charges.customerId, language);
  const format = documentFormat(language);
  const taxRate = parties.location.taxRate;
  const money = (cents: number) => format.money(cents, charges.currency);
  // The notice period is the longer of the plan's and the location's (as the portal computes the
  // earliest end date).
  const noticeDays = Math.max(charges.planNoticePeriodDays, parties.location.noticePeriodDays);
  const signedAt = await signatureTime(db, charges.basketId);
  const title = documentText('contractTitle', language);

  const writer = await PdfWriter.create({
    title: `${title} #${charges.bookingId}`,
    author: parties.tenant.name,
    language: regionalLocale(language),
    created: now,
    accent: parties.tenant.accent,
  });
  await writeHeader(writer, parties, title);
  writer.fields([[documentText('booking', language), `#${charges.bookingId}`]]);
  writer.columns([
    { heading: documentText('landlord', language), lines: [parties.tenant.name, ...parties.location.lines] },
    { heading: documentText('renter', language), lines: parties.customerLines },
  ]);

  writer.heading(documentText('unitType', language));
  writer.fields([
    [documentText('unitType', language), charges.unitTypeName],
    [documentText('unit', language), charges.unitName],
    [documentText('location', language), parties.location.lines.join(', ')],
    [documentText('moveInDate', language), format.day(charges.moveInDate)],
  ]);

  const perPeriod = documentText(charges.period === 'weekly' ? 'perWeek' : 'perMonth', language);
  writer.heading(documentText('billingPlan', language));
  writer.fields([
    [documentText('billingPlan', language), `${charges.planName}, ${perPeriod}`],
    [documentText('insurance', language), charges.insuranceName ?? documentText('none', language)],
  ]);
  const vatRate = new Intl.NumberFormat(format.locale).format(taxRate);
  const firstCents = charges.lines.reduce((total, line) => total + lineInclVatCents(line, taxRate), 0);
  const firstNetCents = charges.lines.reduce((total, line) => total + lineNetCents(line), 0);
  const recurringCents = charges.lines
    .filter((line) => line.recurring)
    .reduce((total, line) => total + lineInclVatCents(line, taxRate), 0);
  writer.table(
    [
      { header: documentText('description', language), width: 5 },
      { header: documentText('quantity', language), width: 1, align: 'right' },
      { header: documentText('amountExclVat', language), width: 2.2, align: 'right' },
      { header: documentText('total', language), width: 2.2, align: 'right' },
    ],
    charges.lines.map((line) => [
      line.label,
      String(line.quantity),
      money(lineNetCents(line)),
      money(lineInclVatCents(line, taxRate)),
    ]),
    [
      // The VAT in the first payment.
      [documentText('vat', language, { rate: vatRate }), money(firstCents - firstNetCents)],
      [documentText('firstPayment', language), money(firstCents)],
      [documentText('recurringTotal', language, { period: perPeriod }), money(recurringCents)],
    ],
  );

  writer.heading(documentText('noticePeriod', language));
  writer.fields([
    [documentText('noticePeriod', language), documentText('noticeDays', language, { days: noticeDays })],
  ]);
  writer.lines([documentText('noticeRule', language, { days: noticeDays })]);

  writer.gap(12);
  writer.fields([
    signedAt
      ? [documentText('signedAt', language), format.instant(signedAt, parties.location.timeZone)]
      : [documentText('bookedAt', language), format.instant(charges.createdAt, parties.location.timeZone)],
  ]);
  return writer.save();
}
