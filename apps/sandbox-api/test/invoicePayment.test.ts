import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, ORIGIN, postForm } from './support/bookingFlow';
import { createTestSandbox, type TestSandbox } from './support/createTestSandbox';
import { signIn } from './support/signIn';

let sandbox: TestSandbox;
/** Anna (customer 1: Stockholm 1, Oslo 2), Jonas (3: Berlin 3), Johan (4: Anna's manager at Stockholm). */
const tokens: Record<'anna' | 'jonas' | 'johan', string> = { anna: '', jonas: '', johan: '' };

beforeAll(async () => {
  sandbox = await createTestSandbox();
  tokens.anna = (await signIn(sandbox, 'anna@example.com')).accessToken;
  tokens.jonas = (await signIn(sandbox, 'jonas@example.com')).accessToken;
  tokens.johan = (await signIn(sandbox, 'johan@example.com')).accessToken;
});
afterAll(() => sandbox.close());

const RETURN_URL = `${ORIGIN}/customer-portal/account-overview/1/invoice-payment/verify`;

type Invoice = {
  id: number;
  number: string;
  status: string;
  amount: number;
  amountDue: number;
  currency: string;
};

let keys = 0;
/** A fresh Idempotency-Key. */
const newKey = () => `test-key-${++keys}-${Date.now()}`;

function startPayment(
  path: string,
  options: { token?: string; key?: string | null; body?: unknown } = {},
): Promise<Response> {
  const key = options.key === undefined ? newKey() : options.key;
  return sandbox.api(`/v1/customer-portal/invoice/${path}/payment`, {
    method: 'POST',
    token: options.token,
    headers: key === null ? {} : { 'Idempotency-Key': key },
    body: options.body ?? { paymentMethod: 'new-card', returnUrl: RETURN_URL },
  });
}

function verifyPayment(path: string, paymentReference: string, token = tokens.anna): Promise<Response> {
  return sandbox.api(`/v1/customer-portal/invoice/${path}/payment/verify`, {
    method: 'POST',
    token,
    body: { paymentReference },
  });
}

async function expectProblem(response: Response, status: number, code: string) {
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(body.error.code).toBe(code);
  return body.error as { code: string; message: string; details: { field: string; code: string }[] };
}

async function invoices(locationId: number, openOnly: boolean, token = tokens.anna): Promise<Invoice[]> {
  const response = await sandbox.api(
    `/v1/customer-portal/invoice/${locationId}?pageSize=50&openOnly=${openOnly}`,
    { token },
  );
  expect(response.status).toBe(200);
  return (await response.json()).data;
}

/** The captured payments of an invoice at the provider: each one a charge. */
async function charges(invoiceId: number): Promise<number> {
  const rows = await sandbox.db
    .selectFrom('provider_session')
    .select('id')
    .where('invoice_id', '=', invoiceId)
    .where('status', '=', 'captured')
    .execute();
  return rows.length;
}

describe('paying an open invoice', () => {
  it('answers 401 without a token', async () => {
    await expectProblem(await startPayment('1/1', {}), 401, 'unauthorized');
    await expectProblem(await verifyPayment('1/1', 'pay_x', ''), 401, 'unauthorized');
  });

  it("answers 404 for another customer's invoice, another location's, and for a manager (read only)", async () => {
    const [open] = await invoices(1, true);
    expect(open).toBeDefined();
    const id = open?.id ?? 0;
    await expectProblem(await startPayment(`1/${id}`, { token: tokens.jonas }), 404, 'not-found');
    await expectProblem(await startPayment(`3/${id}`, { token: tokens.jonas }), 404, 'not-found');
    await expectProblem(await startPayment(`2/${id}`, { token: tokens.anna }), 404, 'not-found');
    // Johan sees Anna's Stockholm invoices as her manager, but cannot pay them.
    expect((await invoices(1, true, tokens.johan)).map((invoice) => invoice.id)).toContain(id);
    await expectProblem(await startPayment(`1/${id}`, { token: tokens.johan }), 404, 'not-found');
    await expectProblem(await verifyPayment(`1/${id}`, 'pay_x', tokens.jonas), 404, 'not-found');
    expect(await charges(id)).toBe(0);
  });

  it('requires an Idempotency-Key, takes no amount and refuses a return address elsewhere', async () => {
    const [open] = await invoices(1, true);
    const path = `1/${open?.id}`;
    const missing = await expectProblem(
      await startPayment(path, { token: tokens.anna, key: null }),
      400,
      'bad-request',
    );
    expect(missing.details).toContainEqual({ field: 'Idempotency-Key', code: 'required' });
    const amount = await expectProblem(
      await startPayment(path, {
        token: tokens.anna,
        body: { paymentMethod: 'on-file', returnUrl: RETURN_URL, amount: 1 },
      }),
      400,
      'bad-request',
    );
    expect(amount.details).toContainEqual({ field: 'amount', code: 'additionalProperties' });
    const elsewhere = await expectProblem(
      await startPayment(path, {
        token: tokens.anna,
        body: { paymentMethod: 'new-card', returnUrl: 'https://evil.example/return' },
      }),
      422,
      'invalid-return-url',
    );
    expect(elsewhere.details).toEqual([{ field: 'returnUrl', code: 'origin' }]);
  });

  it('charges the method on file once, the amount due: a retry with the same key replays, another key gets 409', async () => {
    await sandbox.db.updateTable('customer').set({ language: 'sv' }).where('id', '=', 1).execute();
    const open = (await invoices(1, true)).find((invoice) => invoice.status === 'open');
    expect(open).toBeDefined();
    const invoice = open as Invoice;
    const path = `1/${invoice.id}`;
    const key = newKey();
    const body = { paymentMethod: 'on-file', returnUrl: RETURN_URL };

    // A double click: two requests with the same key at once.
    const [first, second] = await Promise.all([
      startPayment(path, { token: tokens.anna, key, body }),
      startPayment(path, { token: tokens.anna, key, body }),
    ]);
    const answers = [await first.json(), await second.json()];
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(answers[0]).toEqual(answers[1]);
    // One of them did the work; the other replays its answer.
    const replayed = [first, second].map((response) => String(response.headers.get('Idempotent-Replayed')));
    expect(replayed.sort()).toEqual(['null', 'true']);
    expect(answers[0].data).toEqual({
      status: 'paid',
      paymentReference: expect.stringMatching(/^pay_/),
      // The paid invoice's PDF (nothing due) is measured anew.
      invoice: { ...invoice, status: 'paid', amountDue: 0, document: { sizeBytes: expect.any(Number) } },
      session: null,
    });
    const payment = await sandbox.db
      .selectFrom('provider_session')
      .select(['detail', 'status'])
      .where('id', '=', answers[0].data.paymentReference)
      .executeTakeFirstOrThrow();
    // The amount charged is the invoice's amount due, never one from the request.
    expect(payment.detail).toMatchObject({ amount: invoice.amountDue, currency: 'SEK' });
    expect(await charges(invoice.id)).toBe(1);

    // Later retry with the same key: the same answer, still one charge.
    const retry = await startPayment(path, { token: tokens.anna, key, body });
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await retry.json()).toEqual(answers[0]);
    // Another attempt: already paid.
    await expectProblem(await startPayment(path, { token: tokens.anna, body }), 409, 'invoice-already-paid');
    expect(await charges(invoice.id)).toBe(1);

    // Paid in both lists.
    expect((await invoices(1, true)).map((entry) => entry.id)).not.toContain(invoice.id);
    expect((await invoices(1, false)).find((entry) => entry.id === invoice.id)).toMatchObject({
      status: 'paid',
      amountDue: 0,
    });

    // The receipt, in the customer's language.
    const [receipt, ...more] = await sandbox.mails('anna@example.com');
    expect(more).toEqual([]);
    expect(receipt?.subject).toBe(`Betalning mottagen: faktura ${invoice.number}`);
    expect(receipt?.text).toContain('Hej Anna,');
    expect(receipt?.text).toContain(`Fakturanummer: ${invoice.number}`);
    expect(receipt?.text).toContain('Betald med: visa •••• 4242');
    expect(receipt?.links).toEqual([`${ORIGIN}/customer-portal/account-overview/1?lang=sv`]);
  });

  it('refuses the method on file when the card on file has expired', async () => {
    const [open] = await invoices(2, true);
    await expectProblem(
      await startPayment(`2/${open?.id}`, {
        token: tokens.anna,
        body: { paymentMethod: 'on-file', returnUrl: RETURN_URL },
      }),
      422,
      'payment-method-invalid',
    );
    expect(await charges(open?.id ?? 0)).toBe(0);
  });

  it('pays the overdue invoice with a new card after 3-D Secure, and the overdue notification goes', async () => {
    const overdue = (await invoices(1, true)).find((invoice) => invoice.status === 'overdue') as Invoice;
    expect(overdue).toBeDefined();
    const path = `1/${overdue.id}`;
    const notifications = async () =>
      (
        await (
          await sandbox.api('/v1/customer-portal/notification?location_id=1', { token: tokens.anna })
        ).json()
      ).data as { invoiceId?: number | null; title: string }[];
    expect((await notifications()).filter((entry) => entry.invoiceId === overdue.id)).toHaveLength(1);

    const started = await startPayment(path, { token: tokens.anna });
    const { data } = await started.json();
    expect(started.status).toBe(200);
    expect(data).toEqual({
      status: 'requires-action',
      paymentReference: expect.stringMatching(/^pay_/),
      invoice: { ...overdue, document: { sizeBytes: expect.any(Number) } },
      session: {
        provider: 'sandbox',
        intentType: 'payment',
        clientSecret: null,
        publishableKey: null,
        redirectUrl: `${ORIGIN}/sandbox-providers/payment/${data.paymentReference}`,
        amount: overdue.amountDue,
        currency: 'SEK',
      },
    });
    // Another start while the session is open hands out the same session.
    const again = (await (await startPayment(path, { token: tokens.anna })).json()).data;
    expect(again.paymentReference).toBe(data.paymentReference);

    const page = await sandbox.api(new URL(data.session.redirectUrl).pathname);
    const html = await page.text();
    expect(html).toContain(`Invoice ${overdue.number}`);
    expect(html).toContain('The amount is charged to your card now.');

    const card = await postForm(sandbox, data.session.redirectUrl, {
      action: 'pay',
      cardNumber: CARDS.verify,
      expiry: '12/30',
      cvc: '123',
      holderName: 'Anna Lindqvist',
    });
    expect(card.status).toBe(303);
    // The 3-D Secure challenge is open: not paid yet.
    const waiting = (await (await verifyPayment(path, data.paymentReference)).json()).data;
    expect(waiting).toMatchObject({ status: 'requires-action', invoice: { status: 'overdue' } });

    const approved = await postForm(sandbox, data.session.redirectUrl, { action: 'approve' });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('Location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get('paymentReference')).toBe(data.paymentReference);

    const verified = await verifyPayment(path, data.paymentReference);
    expect(verified.status).toBe(200);
    expect((await verified.json()).data).toEqual({
      status: 'paid',
      paymentReference: data.paymentReference,
      invoice: { ...overdue, status: 'paid', amountDue: 0, document: { sizeBytes: expect.any(Number) } },
      session: null,
    });
    // Verifying again (a reload of the return page) answers the same and charges nothing more.
    expect((await (await verifyPayment(path, data.paymentReference)).json()).data.status).toBe('paid');
    expect(await charges(overdue.id)).toBe(1);
    expect((await notifications()).filter((entry) => entry.invoiceId === overdue.id)).toEqual([]);
    await expectProblem(await startPayment(path, { token: tokens.anna }), 409, 'invoice-already-paid');
  });

  it('leaves the invoice open when the card is declined, and a new attempt can follow', async () => {
    const [open] = await invoices(2, true);
    const invoice = open as Invoice;
    const path = `2/${invoice.id}`;
    const { data } = await (await startPayment(path, { token: tokens.anna })).json();
    const declined = await postForm(sandbox, data.session.redirectUrl, {
      action: 'pay',
      cardNumber: CARDS.declined,
      expiry: '12/30',
      cvc: '123',
      holderName: '',
    });
    expect(declined.status).toBe(303);
    const problem = await expectProblem(
      await verifyPayment(path, data.paymentReference),
      422,
      'payment-declined',
    );
    expect(problem.message).toBe('The payment was declined. Nothing was charged. Please try another card.');
    expect((await invoices(2, true)).find((entry) => entry.id === invoice.id)).toEqual(invoice);
    expect(await charges(invoice.id)).toBe(0);
    // A reference of another invoice is not this one's.
    await expectProblem(await verifyPayment(`1/${invoice.id}`, data.paymentReference), 404, 'not-found');
    const retry = (await (await startPayment(path, { token: tokens.anna })).json()).data;
    expect(retry.paymentReference).not.toBe(data.paymentReference);
    expect(retry.session.amount).toBe(invoice.amountDue);
  });
});
