import type { Schema } from '@stowly/api-client';
import type { Kysely } from 'kysely';
import type { Database, InvoiceRow, LocationRow } from '../db/types';
import {
  claimIdempotencyKey,
  findStoredReply,
  type IdempotentRequest,
  requestHash,
  storeReply,
} from '../domain/idempotency';
import { toCents } from '../domain/money';
import type { ApiProblem } from '../http/ApiProblem';
import type { Handlers, RequestContext } from '../http/operations';
import type { AccountMail } from '../mail/accountMail';
import {
  type CardDetail,
  checkReturnUrl,
  detailOf,
  jsonb,
  newSessionId,
  type PaymentDetail,
  type ProviderSession,
  sessionPageUrl,
} from '../providers/providerSessions';
import { describeInvoice } from './portalInvoiceHandlers';
import { customerLocation, locationToday, portalProblem, signedInCustomer } from './portalSupport';

type InvoicePayment = Schema<'InvoicePayment'>;
type Context = RequestContext<'startInvoicePayment'> | RequestContext<'verifyInvoicePayment'>;

/** Where the Idempotency-Key of an invoice payment counts: per customer, so keys never cross accounts. */
const scopeOf = (customerId: number) =>
  `POST /customer-portal/invoice/{locationId}/{invoiceId}/payment customer ${customerId}`;

/**
 * The customer's own invoice at the location, locked for the payment (404 `not-found` for any
 * other: another customer's, another location's, one that does not exist).
 */
async function lockInvoice(
  trx: Kysely<Database>,
  customerId: number,
  location: LocationRow,
  invoiceId: number,
  language: string,
): Promise<InvoiceRow> {
  const invoice = await trx
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('customer_id', '=', customerId)
    .where('location_id', '=', location.id)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice) throw portalProblem(404, 'not-found', 'invoice-not-found', language);
  return invoice;
}

/** 409 when nothing can be paid on the invoice any more. */
function payableProblem(invoice: InvoiceRow, language: string): ApiProblem | undefined {
  if (invoice.status === 'void') return portalProblem(409, 'invoice-void', 'invoice-void', language);
  if (invoice.status === 'paid' || toCents(Number(invoice.amount_due)) <= 0) {
    return portalProblem(409, 'invoice-already-paid', 'invoice-already-paid', language);
  }
  return undefined;
}

/** "visa •••• 4242", as the receipt names the card or account charged. */
function paidWithOf(card: { brand: string | null; last4: string } | undefined): string {
  if (!card) return '';
  return `${card.brand ?? 'card'} •••• ${card.last4}`;
}

/**
 * Marks the invoice paid (nothing due), removes the notifications about it (an overdue reminder)
 * and writes the receipt mail to send once the transaction has committed.
 */
async function markPaid(
  trx: Kysely<Database>,
  invoice: InvoiceRow,
  location: LocationRow,
  options: { paidWith: string; appOrigin: string; now: Date },
): Promise<{ invoice: InvoiceRow; receipt: AccountMail }> {
  const paid = await trx
    .updateTable('invoice')
    .set({ status: 'paid', amount_due: 0 })
    .where('id', '=', invoice.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.deleteFrom('notification').where('invoice_id', '=', invoice.id).execute();
  const customer = await trx
    .selectFrom('customer')
    .select(['email', 'firstname', 'language'])
    .where('id', '=', invoice.customer_id)
    .executeTakeFirstOrThrow();
  const language = customer.language;
  return {
    invoice: paid,
    receipt: {
      kind: 'invoice-receipt',
      to: customer.email,
      language,
      tenantId: location.tenant_id,
      appOrigin: options.appOrigin,
      recipientName: customer.firstname,
      receipt: {
        invoiceNumber: invoice.number,
        locationName: location.name,
        amountPaid: Number(invoice.amount_due),
        currency: invoice.currency_code,
        paidOn: locationToday(location, options.now),
        paidWith: options.paidWith,
      },
      portalLink: `${options.appOrigin}/customer-portal/account-overview/${location.id}?lang=${language}`,
    },
  };
}

/** The provider session to hand to the client, as the checkout's `startPayment` answers it. */
function sessionOf(session: ProviderSession, origin: string): Schema<'PaymentSession'> {
  const detail = detailOf<PaymentDetail>(session);
  return {
    provider: 'sandbox',
    intentType: 'payment',
    clientSecret: null,
    publishableKey: null,
    redirectUrl: sessionPageUrl(origin, 'payment', session.id),
    amount: detail.amount,
    currency: detail.currency,
  };
}

/**
 * A session the customer paid at the provider (`authorised`) becomes the invoice's payment: it is
 * captured and the invoice paid. If the invoice was paid otherwise in the meantime, the hold on
 * the card is released (`voided`) and nothing is charged twice.
 */
async function settle(
  trx: Kysely<Database>,
  ctx: Context,
  session: ProviderSession,
  invoice: InvoiceRow,
  location: LocationRow,
  now: Date,
): Promise<{ invoice: InvoiceRow; receipt?: AccountMail }> {
  if (payableProblem(invoice, ctx.language)) {
    await trx
      .updateTable('provider_session')
      .set({ status: 'voided', used: true, updated_at: now })
      .where('id', '=', session.id)
      .execute();
    return { invoice };
  }
  await trx
    .updateTable('provider_session')
    .set({ status: 'captured', used: true, updated_at: now })
    .where('id', '=', session.id)
    .execute();
  const appOrigin = session.return_url ? new URL(session.return_url).origin : ctx.origin;
  return markPaid(trx, invoice, location, {
    paidWith: paidWithOf(detailOf<PaymentDetail>(session).card),
    appOrigin,
    now,
  });
}

/** The invoice's sessions at the provider, newest first. */
function invoiceSessions(trx: Kysely<Database>, invoiceId: number) {
  return trx
    .selectFrom('provider_session')
    .selectAll()
    .where('invoice_id', '=', invoiceId)
    .where('kind', '=', 'payment')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
}

/**
 * Paying an open invoice in the customer portal: with the payment method on file, or a new card at
 * the provider (the sandbox's hosted card page), then verified on the return. The amount is always
 * the invoice's amount due; the customer's own invoices only (a manager's view is read only).
 */
export const portalInvoicePaymentHandlers: Handlers = {
  startInvoicePayment: async (ctx) => {
    const { db, config, path, body, language } = ctx;
    const me = signedInCustomer(ctx.customerId);
    const location = await customerLocation(db, me, path.locationId, language);
    const idempotency: IdempotentRequest = {
      scope: scopeOf(me),
      key: ctx.headers['idempotency-key'] ?? '',
      requestHash: requestHash({ locationId: path.locationId, invoiceId: path.invoiceId, ...body }),
    };
    const stored = await findStoredReply(db, idempotency, config.now(), language);
    if (stored) {
      return {
        status: 200,
        body: stored.body as { data: InvoicePayment },
        headers: { 'Idempotent-Replayed': 'true' },
      };
    }
    const returnUrl = await checkReturnUrl(db, {
      returnUrl: body.returnUrl,
      origin: ctx.origin,
      tenantId: location.tenant_id,
      language,
    });

    let receipt: AccountMail | undefined;
    const outcome = await db.transaction().execute(async (trx) => {
      const now = config.now();
      let invoice = await lockInvoice(trx, me, location, path.invoiceId, language);
      const earlier = await claimIdempotencyKey(trx, idempotency, now, language);
      if (earlier) return { replayed: true, body: earlier.body as { data: InvoicePayment } };
      const today = locationToday(location, now);
      const answer = async (data: InvoicePayment) => {
        const reply = { data };
        await storeReply(trx, idempotency, { status: 200, body: reply });
        return { replayed: false, body: reply };
      };

      // Paid at the provider but not verified yet (the customer closed the tab on the way back).
      const authorised = await invoiceSessions(trx, invoice.id)
        .where('status', '=', 'authorised')
        .where('used', '=', false)
        .forUpdate()
        .executeTakeFirst();
      if (authorised && !payableProblem(invoice, language)) {
        const settled = await settle(trx, ctx, authorised, invoice, location, now);
        receipt = settled.receipt;
        return answer({
          status: 'paid',
          paymentReference: authorised.id,
          invoice: await describeInvoice(trx, language, now, settled.invoice, today),
          session: null,
        });
      }
      const problem = payableProblem(invoice, language);
      if (problem) throw problem;

      const detail: PaymentDetail = {
        intentType: 'payment',
        amount: Number(invoice.amount_due),
        currency: invoice.currency_code,
      };

      if (body.paymentMethod === 'on-file') {
        const method = await trx
          .selectFrom('payment_method')
          .selectAll()
          .where('customer_id', '=', me)
          .where('location_id', '=', location.id)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .executeTakeFirst();
        const expired =
          method?.exp_year != null &&
          method.exp_month != null &&
          `${method.exp_year}-${String(method.exp_month).padStart(2, '0')}` < today.slice(0, 7);
        if (method?.status !== 'valid' || expired) {
          throw portalProblem(422, 'payment-method-invalid', 'payment-method-invalid', language);
        }
        // Charged at once (the sandbox's stored cards need no challenge), recorded as a captured
        // payment of the invoice.
        const card: Partial<CardDetail> & { last4: string } = {
          brand: method.brand ?? method.type,
          last4: method.last4,
        };
        const id = newSessionId('payment');
        await trx
          .insertInto('provider_session')
          .values({
            id,
            kind: 'payment',
            basket_id: null,
            invoice_id: invoice.id,
            customer_id: me,
            location_id: location.id,
            status: 'captured',
            detail: jsonb({ ...detail, card }),
            return_url: returnUrl,
            used: true,
            ready_at: null,
            created_at: now,
            updated_at: now,
          })
          .execute();
        const paid = await markPaid(trx, invoice, location, {
          paidWith: paidWithOf({ brand: card.brand ?? null, last4: card.last4 }),
          appOrigin: new URL(returnUrl).origin,
          now,
        });
        invoice = paid.invoice;
        receipt = paid.receipt;
        return answer({
          status: 'paid',
          paymentReference: id,
          invoice: await describeInvoice(trx, language, now, invoice, today),
          session: null,
        });
      }

      // A new card: the open session of the invoice again (a second tab, a retry), or a new one.
      let session = await invoiceSessions(trx, invoice.id)
        .where('used', '=', false)
        .where('status', 'in', ['pending', 'requires-verification'])
        .forUpdate()
        .executeTakeFirst();
      if (session && toCents(detailOf<PaymentDetail>(session).amount) !== toCents(detail.amount)) {
        // The amount due changed since: that session can no longer pay this invoice.
        await trx
          .updateTable('provider_session')
          .set({ status: 'canceled', updated_at: now })
          .where('id', '=', session.id)
          .execute();
        session = undefined;
      }
      if (session) {
        session = await trx
          .updateTable('provider_session')
          .set({ return_url: returnUrl, updated_at: now })
          .where('id', '=', session.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      } else {
        session = await trx
          .insertInto('provider_session')
          .values({
            id: newSessionId('payment'),
            kind: 'payment',
            basket_id: null,
            invoice_id: invoice.id,
            customer_id: me,
            location_id: location.id,
            status: 'pending',
            detail: jsonb(detail),
            return_url: returnUrl,
            used: false,
            ready_at: null,
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return answer({
        status: 'requires-action',
        paymentReference: session.id,
        invoice: await describeInvoice(trx, language, now, invoice, today),
        session: sessionOf(session, ctx.origin),
      });
    });
    // Sent once the payment is committed; the mailer never throws.
    if (receipt) await ctx.mailer.send(receipt);
    return {
      status: 200,
      body: outcome.body,
      ...(outcome.replayed ? { headers: { 'Idempotent-Replayed': 'true' } } : {}),
    };
  },

  verifyInvoicePayment: async (ctx) => {
    const { db, config, path, body, language } = ctx;
    const me = signedInCustomer(ctx.customerId);
    const location = await customerLocation(db, me, path.locationId, language);
    let receipt: AccountMail | undefined;
    const outcome = await db.transaction().execute(async (trx) => {
      const now = config.now();
      const today = locationToday(location, now);
      const invoice = await lockInvoice(trx, me, location, path.invoiceId, language);
      const session = await invoiceSessions(trx, invoice.id)
        .where('id', '=', body.paymentReference)
        .where('customer_id', '=', me)
        .forUpdate()
        .executeTakeFirst();
      if (!session) throw portalProblem(404, 'not-found', 'payment-not-found', language);
      const paidBy = async (current: InvoiceRow): Promise<InvoicePayment> => ({
        status: 'paid',
        paymentReference: session.id,
        invoice: await describeInvoice(trx, language, now, current, today),
        session: null,
      });
      switch (session.status) {
        case 'captured':
          return { data: await paidBy(invoice) };
        case 'authorised': {
          const settled = await settle(trx, ctx, session, invoice, location, now);
          receipt = settled.receipt;
          // Paid otherwise in the meantime: this card was not charged.
          if (!settled.receipt) return { problem: payableProblem(invoice, language) };
          return { data: await paidBy(settled.invoice) };
        }
        case 'pending':
        case 'requires-verification':
          if (payableProblem(invoice, language)) return { problem: payableProblem(invoice, language) };
          return {
            data: {
              status: 'requires-action' as const,
              paymentReference: session.id,
              invoice: await describeInvoice(trx, language, now, invoice, today),
              session: sessionOf(session, ctx.origin),
            },
          };
        default:
          // Declined, cancelled, or voided: nothing was charged, the invoice stays as it is.
          return { problem: portalProblem(422, 'payment-declined', 'payment-declined', language) };
      }
    });
    if (receipt) await ctx.mailer.send(receipt);
    if ('problem' in outcome) {
      throw outcome.problem ?? portalProblem(422, 'payment-declined', 'payment-declined', language);
    }
    return { status: 200, body: { data: outcome.data } };
  },
};
