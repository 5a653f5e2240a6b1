import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pick } from '../src/domain/i18n';
import { bookingBody, completeCheckout, createBasket } from './support/bookingFlow';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

/**
 * The invoice and rental contract PDFs of the customer portal: who may download them (as who sees
 * the invoice or booking in the portal's lists), and what they say, read back from the PDF's text
 * in more than one language and script.
 */
let sandbox: TestSandbox;
/** Anna (customer 1: Stockholm and Oslo), Nordic Bygg (customer 2, Stockholm), Johan (Anna's manager at Stockholm). */
const tokens = { anna: '', bygg: '', johan: '' };

beforeAll(async () => {
  sandbox = await createTestSandbox();
  tokens.anna = (await signIn(sandbox, 'anna@example.com')).accessToken;
  tokens.bygg = (await signIn(sandbox, 'bygg@example.com')).accessToken;
  tokens.johan = (await signIn(sandbox, 'johan@example.com')).accessToken;
});
afterAll(() => sandbox.close());

const download = (path: string, token?: string, language?: string) =>
  sandbox.api(`/v1/customer-portal${path}`, {
    token,
    headers: language ? { 'Content-Language': language } : {},
  });

/** Spaces as one plain space: Intl writes no-break and narrow no-break spaces in amounts. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** The PDF's text, page by page, as a PDF reader extracts it (pdf.js). */
async function pdfText(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  const pdf = await getDocument({ data: bytes, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : '')).join(''),
    );
  }
  await pdf.destroy();
  return plain(pages.join('\n'));
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label and its value on one line (pdf.js may put a space between them). */
const labelled = (label: string, value: string) => new RegExp(`${literal(label)} ?${literal(value)}`);

const money = (locale: string, amount: number, currency: string) =>
  plain(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount));
const day = (locale: string, isoDate: string) =>
  plain(
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${isoDate}T12:00:00Z`),
    ),
  );

async function invoice(id: number) {
  return sandbox.db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('Content-Type')).toContain('application/json');
  expect((await response.json()).error.code).toBe('not-found');
}

describe('invoice PDF', () => {
  it("gives the owner the invoice with its number, dates, customer and total in the language's format", async () => {
    const row = await invoice(1);
    expect(row.customer_id).toBe(1);
    const response = await download('/invoice/1/1/document', tokens.anna, 'en');
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${row.number}.pdf"`);
    const text = await pdfText(response);
    expect(text).toContain('Nordbox Self Storage');
    expect(text).toContain(`Invoice ${row.number}`);
    expect(text).toContain('Anna Lindqvist');
    expect(text).toContain('Invoice date');
    expect(text).toContain(day('en-GB', row.issue_date));
    expect(text).toContain(day('en-GB', row.due_date));
    expect(text).toContain('VAT 25 %');
    expect(text).toMatch(labelled('Total incl. VAT', money('en-GB', Number(row.amount), 'SEK')));
    expect(text).toContain('SEK');
  });

  it('writes Swedish amounts as sv-SE does (kr) and German labels in German', async () => {
    const row = await invoice(1);
    const swedish = await pdfText(await download('/invoice/1/1/document', tokens.anna, 'sv'));
    expect(swedish).toContain('Faktura');
    expect(swedish).toContain(money('sv-SE', Number(row.amount), 'SEK'));
    expect(swedish).toMatch(/kr/);
    expect(swedish).toContain(day('sv-SE', row.issue_date));

    const german = await pdfText(await download('/invoice/1/1/document', tokens.anna, 'de'));
    for (const label of [
      'Rechnung',
      'Rechnungsnummer',
      'Rechnungsdatum',
      'Fälligkeitsdatum',
      'Gesamtbetrag inkl. MwSt.',
      'MwSt. 25 %',
    ]) {
      expect(german).toContain(label);
    }
    expect(german).toContain(money('de-DE', Number(row.amount), 'SEK'));
    expect(german).toContain(day('de-DE', row.due_date));
    expect(german).not.toContain('Invoice date');
  });

  it("bills the booking's lines, whose amounts without VAT and the VAT add up to the total", async () => {
    // Anna's Stockholm room: rent and insurance every month, 25 % VAT.
    const row = await invoice(1);
    const plan = await sandbox.db
      .selectFrom('booking')
      .innerJoin('unit_type', 'unit_type.id', 'booking.unit_type_id')
      .select('unit_type.name')
      .where('booking.id', '=', 1)
      .executeTakeFirstOrThrow();
    const text = await pdfText(await download('/invoice/1/1/document', tokens.anna, 'en'));
    expect(text).toContain(pick(plan.name, 'en'));
    const total = Number(row.amount);
    const net = Math.round((total / 1.25) * 100) / 100;
    expect(text).toMatch(labelled('Subtotal', money('en-GB', net, 'SEK')));
    expect(text).toContain(money('en-GB', Math.round((total - net) * 100) / 100, 'SEK'));
  });

  it('is 404 for another customer, for an invoice of another location, and 401 without a token', async () => {
    // Nordic Bygg has bookings at Stockholm too, but invoice 1 is Anna's.
    await expectNotFound(await download('/invoice/1/1/document', tokens.bygg));
    // Invoice 11 is Anna's Oslo invoice: not under Stockholm.
    expect((await invoice(11)).location_id).toBe(2);
    await expectNotFound(await download('/invoice/1/11/document', tokens.anna));
    await expectNotFound(await download('/invoice/1/999999/document', tokens.anna));
    const anonymous = await download('/invoice/1/1/document');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('unauthorized');
  });

  it("lets Anna's manager at Stockholm download her Stockholm invoices, and nothing of Oslo", async () => {
    const row = await invoice(1);
    const text = await pdfText(await download('/invoice/1/1/document', tokens.johan, 'en'));
    expect(text).toContain(row.number);
    expect(text).toContain('Anna Lindqvist');
    await expectNotFound(await download('/invoice/2/11/document', tokens.johan));
  });
});

describe('rental contract PDF', () => {
  it('names the parties, unit type, move-in date, plan price with VAT and the notice period', async () => {
    const booking = await sandbox.db
      .selectFrom('booking')
      .innerJoin('unit_type', 'unit_type.id', 'booking.unit_type_id')
      .innerJoin('unit', 'unit.id', 'booking.unit_id')
      .innerJoin('billing_period', 'billing_period.id', 'booking.billing_period_id')
      .innerJoin('location', 'location.id', 'booking.location_id')
      .select([
        'booking.move_in_date',
        'unit_type.name as unit_type_name',
        'unit.name as unit_name',
        'billing_period.name as plan_name',
        'billing_period.amount',
        'billing_period.notice_period_days as plan_notice',
        'location.notice_period_days as location_notice',
      ])
      .where('booking.id', '=', 1)
      .executeTakeFirstOrThrow();
    const noticeDays = Math.max(booking.plan_notice, booking.location_notice);
    const response = await download('/booking/1/contract', tokens.anna, 'en');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="contract-1.pdf"');
    const text = await pdfText(response);
    expect(text).toContain('Rental contract');
    expect(text).toContain('Landlord');
    expect(text).toContain('Nordbox Self Storage');
    expect(text).toContain('Anna Lindqvist');
    expect(text).toContain(pick(booking.unit_type_name, 'en'));
    expect(text).toContain(booking.unit_name);
    expect(text).toMatch(labelled('Move-in date', day('en-GB', booking.move_in_date)));
    expect(text).toContain(pick(booking.plan_name, 'en'));
    const rent = Number(booking.amount);
    expect(text).toContain(money('en-GB', rent, 'SEK'));
    expect(text).toContain(money('en-GB', rent * 1.25, 'SEK'));
    expect(text).toMatch(labelled('Notice period', `${noticeDays} days`));
    expect(text).toContain(`at least ${noticeDays} days before the last day`);
    // A demo booking was made without a signature: the contract says when it was booked.
    expect(text).toContain('Booked');
  });

  it('is written in German, and in Russian and Greek script', async () => {
    const german = await pdfText(await download('/booking/1/contract', tokens.anna, 'de'));
    for (const label of ['Mietvertrag', 'Vermieter', 'Mieter', 'Einzugsdatum', 'Kündigungsfrist']) {
      expect(german).toContain(label);
    }
    const russian = await pdfText(await download('/booking/1/contract', tokens.anna, 'ru'));
    expect(russian).toContain('Договор аренды');
    expect(russian).toContain('Арендодатель');
    const greek = await pdfText(await download('/booking/1/contract', tokens.anna, 'el'));
    expect(greek).toContain('Συμβόλαιο μίσθωσης');
    expect(greek).toContain('Προθεσμία καταγγελίας');
  });

  it('is 404 for another customer and for a manager outside their location, 401 without a token', async () => {
    await expectNotFound(await download('/booking/1/contract', tokens.bygg));
    await expectNotFound(await download('/booking/3/contract', tokens.johan));
    await expectNotFound(await download('/booking/999999/contract', tokens.anna));
    expect((await download('/booking/1/contract')).status).toBe(401);
    // Johan manages Anna's Stockholm account: her Stockholm contract is his to read.
    expect(await pdfText(await download('/booking/1/contract', tokens.johan))).toContain('Anna Lindqvist');
  });

  it('of a booking made at checkout states the signature time, products and discount; its first invoice bills them', async () => {
    const basketId = await createBasket(
      sandbox,
      bookingBody(1, {
        email: 'anna@example.com',
        firstname: 'Anna',
        lastname: 'Lindqvist',
        unitTypeId: 102,
        billingPeriodId: 1021,
        insuranceId: 101,
        insuranceBillingPeriodId: 1021,
        oneTimeItems: [{ productId: 111, quantity: 2 }],
        recurringItems: [{ recurringProductId: 113, quantity: 1 }],
        discountCode: 'WELCOME10',
      }),
      { token: tokens.anna },
    );
    const result = await completeCheckout(sandbox, basketId, 1, { token: tokens.anna });
    const bookingId = result.bookingId;
    const signed = await sandbox.db
      .selectFrom('provider_session')
      .select('updated_at')
      .where('basket_id', '=', String(basketId))
      .where('kind', '=', 'e-signature')
      .where('status', '=', 'signed')
      .executeTakeFirstOrThrow();
    const text = await pdfText(await download(`/booking/${bookingId}/contract`, tokens.anna, 'en'));
    expect(text).toContain('Signed electronically');
    expect(text).toContain(
      plain(
        new Intl.DateTimeFormat('en-GB', {
          dateStyle: 'long',
          timeStyle: 'short',
          timeZone: 'Europe/Stockholm',
        }).format(signed.updated_at),
      ),
    );
    expect(text).toContain('Discount WELCOME10 (10 %)');
    expect(text).toContain('one-time');

    const [first] = await sandbox.db
      .selectFrom('invoice')
      .selectAll()
      .where('booking_id', '=', bookingId)
      .execute();
    expect(first).toBeDefined();
    const invoiceText = await pdfText(await download(`/invoice/1/${first?.id}/document`, tokens.anna, 'en'));
    // The first invoice bills the first period's lines: one-time products and the discount too.
    expect(invoiceText).toContain('Discount WELCOME10 (10 %)');
    expect(invoiceText).toContain('one-time');
    expect(invoiceText).toMatch(labelled('Total incl. VAT', money('en-GB', Number(first?.amount), 'SEK')));
  });
});

describe("the lists' document sizes", () => {
  const listed = async (path: string, token: string, language: string) => {
    const response = await download(path, token, language);
    expect(response.status).toBe(200);
    return (await response.json()).data as {
      id: number;
      document?: { sizeBytes: number };
      contractDocument?: { sizeBytes: number };
    }[];
  };

  it("name each invoice's PDF size in the list's language: the Content-Length its download answers with", async () => {
    for (const language of ['en', 'ru']) {
      const invoices = await listed('/invoice/1?page=1&pageSize=5', tokens.anna, language);
      expect(invoices.length).toBeGreaterThan(0);
      for (const item of invoices) {
        const response = await download(`/invoice/1/${item.id}/document`, tokens.anna, language);
        expect(item.document?.sizeBytes).toBe(Number(response.headers.get('Content-Length')));
        expect((await response.arrayBuffer()).byteLength).toBe(item.document?.sizeBytes);
      }
    }
    // Cyrillic text embeds other glyphs: the sizes differ by language.
    const [english] = await listed('/invoice/1?page=1&pageSize=1', tokens.anna, 'en');
    const [russian] = await listed('/invoice/1?page=1&pageSize=1', tokens.anna, 'ru');
    expect(russian?.document?.sizeBytes).not.toBe(english?.document?.sizeBytes);
  });

  it("name each booking's contract size, for the owner and for her manager alike", async () => {
    for (const token of [tokens.anna, tokens.johan]) {
      const bookings = await listed('/booking/1?page=1&pageSize=5', token, 'de');
      expect(bookings.length).toBeGreaterThan(0);
      for (const item of bookings) {
        const response = await download(`/booking/${item.id}/contract`, token, 'de');
        expect(response.status).toBe(200);
        expect((await response.arrayBuffer()).byteLength).toBe(item.contractDocument?.sizeBytes);
      }
    }
  });

  it('measure an invoice again once it changes (paid: the amount due it prints is 0)', async () => {
    const [before] = await listed('/invoice/1?page=1&pageSize=1', tokens.anna, 'en');
    if (!before) throw new Error('no invoice');
    await sandbox.db
      .updateTable('invoice')
      .set({ status: 'paid', amount_due: '0' })
      .where('id', '=', before.id)
      .execute();
    const [after] = await listed('/invoice/1?page=1&pageSize=1', tokens.anna, 'en');
    const response = await download(`/invoice/1/${before.id}/document`, tokens.anna, 'en');
    expect((await response.arrayBuffer()).byteLength).toBe(after?.document?.sizeBytes);
  });
});
